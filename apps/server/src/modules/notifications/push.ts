import type { FastifyInstance } from 'fastify';
import { rooms } from '@pariksha/shared/realtime';
import type { Created } from './service.ts';

/**
 * The live push of a sent notification: the organisation's room, or the recipients' own rooms
 * for a targeted one, unread; the sender's other tabs get it too, already read.
 */
export function pushNotification(io: FastifyInstance['deps']['io'], organizationId: string, created: Created) {
  const { scheduledFor: _scheduledFor, ...notification } = created.notification;
  const sender = created.createdBy ? rooms.user(created.createdBy) : null;
  const target = created.recipientIds
    ? created.recipientIds.filter((id) => id !== created.createdBy).map(rooms.user)
    : [rooms.organization(organizationId)];
  if (target.length) {
    const to = io.to(target);
    (sender ? to.except(sender) : to).emit('notification', { ...notification, read: false });
  }
  if (sender) io.to(sender).emit('notification', { ...notification, read: true });
}

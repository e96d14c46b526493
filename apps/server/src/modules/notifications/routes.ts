import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createNotificationRequest,
  notification,
  notificationList,
  orgNotificationParams,
  orgParams,
} from '@pariksha/shared/schemas/notifications';
import { okResponse } from '@pariksha/shared/schemas/common';
import { rooms } from '@pariksha/shared/realtime';
import { requireUser, staffOnly, type AuthUser } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import * as service from './service.ts';

/** Members read their own organisation's notifications; superAdmin may read any. */
function assertMember(user: AuthUser, organizationId: string) {
  if (user.organizationId !== organizationId && user.role !== 'superAdmin') {
    throw forbidden("You cannot see another organisation's notifications");
  }
}

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, io } = app.deps;
  const tags = ['notifications'];

  app.get(
    '/notifications/organization/:organizationId',
    { config: { access: 'user' }, schema: { tags, params: orgParams, response: { 200: notificationList } } },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await service.listForUser(db, req.params.organizationId, me.id) };
    },
  );

  app.post(
    '/notifications/organization/:organizationId',
    {
      config: staffOnly('Only admins and teachers can send notifications'),
      schema: { tags, params: orgParams, body: createNotificationRequest, response: { 201: notification } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      const created = await service.create(db, req.params.organizationId, me.id, req.body);
      io.to(rooms.organization(req.params.organizationId)).emit('notification', created);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/notifications/organization/:organizationId/notification/:id',
    { config: { access: 'user' }, schema: { tags, params: orgNotificationParams, response: { 200: okResponse } } },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      await service.dismiss(db, req.params.organizationId, req.params.id, me.id);
      return { ok: true as const };
    },
  );
}

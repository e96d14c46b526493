import type { CreatedNotification, Notification, SendNotificationRequest } from '@pariksha/shared/schemas/notifications';
import { apiDelete, apiGet, apiSend } from '../../lib/api.ts';

const base = (organizationId: string) => `/notifications/organization/${organizationId}`;

/** The TanStack Query key of an organisation's list: the bell and every other view share it. */
export const notificationsKey = (organizationId: string) => ['notifications', organizationId] as const;

/** GET /api/notifications/organization/{organizationId}: `.data` is the list, newest first. */
export async function fetchNotifications(organizationId: string): Promise<Notification[]> {
  return (await apiGet<{ data: Notification[] }>(base(organizationId))).data;
}

/** DELETE /api/notifications/organization/{organizationId}/notification/{id}: one call per notification (spec 7). */
export const deleteNotification = (organizationId: string, id: string) =>
  apiDelete<{ ok: true }>(`${base(organizationId)}/notification/${id}`);

/**
 * POST /api/notifications/organization/{organizationId} (admins and teachers): stored and pushed
 * live; to one group and by email and SMS when asked (sent in the background).
 */
export const sendNotification = (organizationId: string, body: SendNotificationRequest) =>
  apiSend<CreatedNotification>(base(organizationId), body);

/** POST .../notification/{id}/read: opening one marks it read for this user on every device. */
export const markNotificationRead = (organizationId: string, id: string) =>
  apiSend<{ ok: true }>(`${base(organizationId)}/notification/${id}/read`, {});

/** POST .../read-all: everything this user sees, read. */
export const markAllNotificationsRead = (organizationId: string) =>
  apiSend<{ ok: true; marked: number }>(`${base(organizationId)}/read-all`, {});

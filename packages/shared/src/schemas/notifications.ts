import { z } from 'zod';

export const notification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** epoch milliseconds (spec 3) */
  timestamp: z.number(),
});
export type Notification = z.infer<typeof notification>;

export const createNotificationRequest = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
  body: z.string().trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
});
export type CreateNotificationRequest = z.infer<typeof createNotificationRequest>;

export const notificationList = z.object({ data: z.array(notification) });
export const orgParams = z.object({ organizationId: z.uuid({ message: 'Must be a valid id' }) });
export const orgNotificationParams = orgParams.extend({ id: z.uuid({ message: 'Must be a valid id' }) });

/** Channels besides in-app, which every notification always has. */
export const deliveryChannel = z.enum(['email', 'sms']);
export type DeliveryChannel = z.infer<typeof deliveryChannel>;
export const deliveryStatus = z.enum(['queued', 'sent', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

/**
 * POST /api/notifications/organization/:organizationId: the foundation's `{ title, body }`,
 * plus optionally one group of the organisation as the audience (staff only) and the channels
 * to send it on besides in-app. The answer comes at once; email and SMS go out in the background.
 */
export const sendNotificationRequest = createNotificationRequest.extend({
  groupId: z.uuid({ message: 'Must be a valid id' }).nullish(),
  channels: z
    .array(deliveryChannel)
    .max(2)
    .refine((c) => new Set(c).size === c.length, 'Each channel may be chosen once')
    .optional(),
});
export type SendNotificationRequest = z.infer<typeof sendNotificationRequest>;

export const deliveryCounts = z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() });
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

/** A notification as its senders see it: audience, channels and how delivery is going per channel. */
export const sentNotification = notification.extend({
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  channels: z.array(deliveryChannel),
  createdByName: z.string().nullable(),
  deliveries: z.object({ email: deliveryCounts, sms: deliveryCounts }),
});
export type SentNotification = z.infer<typeof sentNotification>;
export const sentNotificationList = z.object({ data: z.array(sentNotification) });

/** One recipient's message on one channel: GET .../notification/:id/deliveries. */
export const deliveryLogEntry = z.object({
  id: z.string(),
  channel: deliveryChannel,
  recipientName: z.string().nullable(),
  address: z.string(),
  status: deliveryStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** 'smtp', 'msg91', or 'outbox' when no provider is configured; null before the first try. */
  provider: z.string().nullable(),
  updatedAt: z.number(),
  sentAt: z.number().nullable(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntry>;
export const deliveryLog = z.object({ data: z.array(deliveryLogEntry) });

/** A message that went to the outbox because no provider is configured: GET .../outbox. */
export const outboxEntry = z.object({
  id: z.string(),
  channel: deliveryChannel,
  to: z.string(),
  recipientName: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string(),
  source: z.string(),
  notificationId: z.string().nullable(),
  timestamp: z.number(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxList = z.object({ data: z.array(outboxEntry) });

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

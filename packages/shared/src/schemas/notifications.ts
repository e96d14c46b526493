import { z } from 'zod';

const titleField = z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters');
const bodyField = z.string().trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters');

/** A notification's text in one language. */
export const notificationText = z.object({ title: titleField, body: bodyField });
export type NotificationText = z.infer<typeof notificationText>;
/** The languages the sender wrote: one or both. */
export const notificationTranslations = z.object({ hi: notificationText.optional(), en: notificationText.optional() });
export type NotificationTranslations = z.infer<typeof notificationTranslations>;

export const notificationAudienceKind = z.enum(['organization', 'batches', 'groups', 'students']);
export type NotificationAudienceKind = z.infer<typeof notificationAudienceKind>;

export const notification = z.object({
  id: z.string(),
  /** The first language written (Hindi when both are); readers pick theirs from `translations`. */
  title: z.string(),
  body: z.string(),
  /** epoch milliseconds (spec 3): when it was sent */
  timestamp: z.number(),
  translations: notificationTranslations,
  /** The caller's read state (server-side, so it follows them across devices); false in a live push. */
  read: z.boolean(),
  /** The test it opens, if any. */
  exam: z.object({ id: z.string(), title: z.object({ hi: z.string().optional(), en: z.string().optional() }) }).nullable(),
});
export type Notification = z.infer<typeof notification>;
/** POST's answer: the notification, and when it will be sent if it was scheduled (null: sent now). */
export const createdNotification = notification.extend({ scheduledFor: z.number().nullable() });
export type CreatedNotification = z.infer<typeof createdNotification>;

export const createNotificationRequest = z.object({ title: titleField, body: bodyField });
export type CreateNotificationRequest = z.infer<typeof createNotificationRequest>;

export const notificationList = z.object({ data: z.array(notification) });
export const orgParams = z.object({ organizationId: z.uuid({ message: 'Must be a valid id' }) });
export const orgNotificationParams = orgParams.extend({ id: z.uuid({ message: 'Must be a valid id' }) });

/** Channels besides in-app, which every notification always has. */
export const deliveryChannel = z.enum(['email', 'sms']);
export type DeliveryChannel = z.infer<typeof deliveryChannel>;
export const deliveryStatus = z.enum(['queued', 'sent', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatus>;

const ids = (max: number, empty: string, tooMany: string) =>
  z
    .array(z.uuid({ message: 'Must be a valid id' }))
    .min(1, empty)
    .max(max, tooMany)
    .refine((list) => new Set(list).size === list.length, 'Each may be chosen once');

/**
 * Who receives it: every member, chosen batches (groups marked as batches, which attendance
 * uses), any chosen groups, or chosen students; all of the caller's organisation (checked by the API).
 */
export const notificationAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('organization') }),
  z.object({ kind: z.literal('batches'), groupIds: ids(50, 'Choose at least one batch', 'Choose at most 50 batches or groups') }),
  z.object({ kind: z.literal('groups'), groupIds: ids(50, 'Choose at least one group', 'Choose at most 50 batches or groups') }),
  z.object({ kind: z.literal('students'), userIds: ids(500, 'Choose at least one student', 'Choose at most 500 students') }),
]);
export type NotificationAudience = z.infer<typeof notificationAudience>;

/** How far ahead a notification may be scheduled. */
export const MAX_SCHEDULE_DAYS = 365;

/**
 * POST /api/notifications/organization/:organizationId. The text: `hi` and/or `en` (at least one),
 * or the foundation's `{ title, body }` in either language. The audience: `audience`, or the
 * older `groupId` (one group), or the whole organisation. Optionally a test it opens
 * (`examId`), a time to send it (`scheduledFor`, epoch ms, in the future) and the channels
 * besides in-app. The answer comes at once; email and SMS go out in the background.
 */
export const sendNotificationRequest = z
  .object({
    title: titleField.optional(),
    body: bodyField.optional(),
    hi: notificationText.optional(),
    en: notificationText.optional(),
    groupId: z.uuid({ message: 'Must be a valid id' }).nullish(),
    audience: notificationAudience.optional(),
    examId: z.uuid({ message: 'Must be a valid id' }).nullish(),
    scheduledFor: z.number({ message: 'Choose a date and time' }).int().nullish(),
    channels: z
      .array(deliveryChannel)
      .max(2)
      .refine((c) => new Set(c).size === c.length, 'Each channel may be chosen once')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const legacy = v.title !== undefined || v.body !== undefined;
    if (legacy && (v.hi || v.en)) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Give the text per language (hi, en) or as title and body, not both' });
    } else if (legacy) {
      if (v.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
      if (v.body === undefined) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Message is required' });
    } else if (!v.hi && !v.en) {
      ctx.addIssue({ code: 'custom', path: ['hi'], message: 'Write the title and message in at least one language' });
    }
    if (v.groupId && v.audience) {
      ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'Choose the audience once' });
    }
    if (v.scheduledFor != null) {
      const now = Date.now();
      if (v.scheduledFor <= now) ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: 'Choose a time in the future' });
      else if (v.scheduledFor > now + MAX_SCHEDULE_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: 'Schedule at most a year ahead' });
      }
    }
  });
export type SendNotificationRequest = z.infer<typeof sendNotificationRequest>;

const draftText = z.object({
  title: z.string().trim().max(120, 'Title must be at most 120 characters'),
  body: z.string().trim().max(2000, 'Message must be at most 2000 characters'),
});
/**
 * The send form's text: both languages' fields, any left empty. A language is sent when its
 * title and message are both written; one without the other is an error, and so is neither language.
 */
export const notificationDraft = z.object({ hi: draftText, en: draftText }).superRefine((v, ctx) => {
  for (const lang of ['hi', 'en'] as const) {
    const { title, body } = v[lang];
    if (title && !body) ctx.addIssue({ code: 'custom', path: [lang, 'body'], message: 'Message is required' });
    if (body && !title) ctx.addIssue({ code: 'custom', path: [lang, 'title'], message: 'Title is required' });
  }
  if (!v.hi.title && !v.hi.body && !v.en.title && !v.en.body) {
    ctx.addIssue({ code: 'custom', path: ['hi', 'title'], message: 'Write the title and message in at least one language' });
  }
});
export type NotificationDraft = z.infer<typeof notificationDraft>;

/** The text of each language that was written, for sendNotificationRequest. */
export function draftLanguages(draft: NotificationDraft): Pick<SendNotificationRequest, 'hi' | 'en'> {
  const out: Pick<SendNotificationRequest, 'hi' | 'en'> = {};
  for (const lang of ['hi', 'en'] as const) {
    const { title, body } = draft[lang];
    if (title.trim() && body.trim()) out[lang] = { title: title.trim(), body: body.trim() };
  }
  return out;
}

export { localizeNotification } from '../notification-text.ts';

/** Who a notification went to, as its senders see it: the kind and the chosen batches', groups' or students' names. */
export const audienceSummary = z.object({ kind: notificationAudienceKind, names: z.array(z.string()) });
export type AudienceSummary = z.infer<typeof audienceSummary>;

/** A notification waiting for its time: GET .../scheduled (staff); DELETE .../scheduled/:id cancels it. */
export const scheduledNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  translations: notificationTranslations,
  scheduledFor: z.number(),
  audience: audienceSummary,
  exam: notification.shape.exam,
  channels: z.array(deliveryChannel),
  createdByName: z.string().nullable(),
});
export type ScheduledNotification = z.infer<typeof scheduledNotification>;
export const scheduledNotificationList = z.object({ data: z.array(scheduledNotification) });

/** POST .../read-all: how many were marked. */
export const markAllReadResponse = z.object({ ok: z.literal(true), marked: z.number().int() });

export const deliveryCounts = z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() });
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

/** A notification as its senders see it: audience, channels and how delivery is going per channel. */
export const sentNotification = notification.pick({ id: true, title: true, body: true, timestamp: true }).extend({
  audience: audienceSummary,
  /** The first chosen group, for older clients. */
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

import { and, desc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type {
  CreatedNotification,
  Notification,
  NotificationTranslations,
  SendNotificationRequest,
} from '@pariksha/shared/schemas/notifications';
import type { Db, Tx } from '../../db/client.ts';
import {
  exams,
  messageDeliveries,
  notificationDismissals,
  notificationReads,
  notifications,
  notificationTargets,
  organizations,
} from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { audienceOf, checkTargets, recipientsOf, visibleTo } from './audience.ts';
import { DELIVERY_RETRY, enqueueMessages, type Language, type LocalizedMessage } from './delivery.ts';

const MAX_LISTED = 100;

type Row = typeof notifications.$inferSelect;
type ExamRef = { id: string; title: { hi?: string; en?: string } } | null;

export const toNotification = (row: Row, exam: ExamRef, read: boolean): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  timestamp: (row.sentAt ?? row.scheduledFor ?? row.createdAt).getTime(),
  translations: row.translations ?? {},
  read,
  exam,
});

const examRef = (e: { id: string | null; title: { hi?: string; en?: string } | null }): ExamRef =>
  e.id ? { id: e.id, title: e.title ?? {} } : null;

/**
 * The notifications this user sees, newest first, with their own read state, without the ones
 * they deleted; only sent ones (a scheduled notification appears when its time comes).
 */
export async function listForUser(db: Db, organizationId: string, userId: string, staff = false): Promise<Notification[]> {
  const rows = await db
    .select({ n: notifications, readAt: notificationReads.readAt, examId: exams.id, examTitle: exams.title })
    .from(notifications)
    .leftJoin(
      notificationDismissals,
      and(eq(notificationDismissals.notificationId, notifications.id), eq(notificationDismissals.userId, userId)),
    )
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)))
    .leftJoin(exams, eq(exams.id, notifications.examId))
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.status, 'sent'),
        isNull(notificationDismissals.userId),
        visibleTo(db, userId, staff),
      ),
    )
    .orderBy(desc(notifications.sentAt))
    .limit(MAX_LISTED);
  return rows.map((r) => toNotification(r.n, examRef({ id: r.examId, title: r.examTitle }), r.readAt !== null));
}

/** The text to store: each language written, and the first of them (Hindi first) as title and body. */
export function contentOf(input: SendNotificationRequest): { title: string; body: string; translations: NotificationTranslations } {
  const translations: NotificationTranslations = {};
  if (input.hi) translations.hi = input.hi;
  if (input.en) translations.en = input.en;
  const primary = input.hi ?? input.en ?? { title: input.title ?? '', body: input.body ?? '' };
  return { title: primary.title, body: primary.body, translations };
}

/** A linked test must be published and the organisation's own (or the platform's public or paid ones, which members may open too). */
async function checkExam(tx: Tx, organizationId: string, examId: string): Promise<ExamRef> {
  const [exam] = await tx
    .select({
      id: exams.id,
      title: exams.title,
      organizationId: exams.organizationId,
      visibility: exams.visibility,
      isPublished: exams.isPublished,
    })
    .from(exams)
    .where(eq(exams.id, examId));
  const allowed =
    exam?.isPublished &&
    (exam.organizationId === organizationId || (exam.organizationId === DEFAULT_ORG_ID && exam.visibility !== 'organization'));
  if (!allowed) throw badRequest('Only a published test of this organisation can be linked');
  return { id: exam.id, title: exam.title };
}

export type Created = { notification: CreatedNotification; organizationId: string; createdBy: string; recipientIds: string[] | null };

export const FAN_OUT_JOB = 'notification.fanOut';
export const PUBLISH_JOB = 'notification.publish';

/**
 * Stores the notification with its targets and, in the same transaction, either the job that
 * sends it at its time (scheduled) or, for email and SMS, one fan-out job; answers at once
 * whatever the audience's size. `recipientIds` is who gets the live push (null: the whole
 * organisation's room); empty while scheduled.
 */
export async function create(
  db: Db,
  queue: Queue,
  organizationId: string,
  createdBy: string,
  input: SendNotificationRequest,
): Promise<Created> {
  const channels = input.channels ?? [];
  const audience = audienceOf(input);
  const scheduledFor = input.scheduledFor ? new Date(input.scheduledFor) : null;
  const result = await db.transaction(async (tx) => {
    const targets = await checkTargets(tx, organizationId, audience);
    const exam = input.examId ? await checkExam(tx, organizationId, input.examId) : null;
    const [row] = await tx
      .insert(notifications)
      .values({
        organizationId,
        createdBy,
        ...contentOf(input),
        audience: audience.kind,
        examId: exam?.id ?? null,
        channels,
        status: scheduledFor ? 'scheduled' : 'sent',
        scheduledFor,
        sentAt: scheduledFor ? null : new Date(),
      })
      .returning();
    if (targets.length) await tx.insert(notificationTargets).values(targets.map((t) => ({ ...t, notificationId: row.id })));
    if (scheduledFor) {
      const startAfterSeconds = Math.max(0, (scheduledFor.getTime() - Date.now()) / 1000);
      await queue.send(PUBLISH_JOB, { notificationId: row.id }, { ...DELIVERY_RETRY, startAfterSeconds, singletonKey: row.id }, tx);
      return {
        notification: { ...toNotification(row, exam, true), scheduledFor: scheduledFor.getTime() },
        organizationId,
        createdBy,
        recipientIds: [],
      };
    }
    const recipientIds = await sent(tx, queue, row);
    return { notification: { ...toNotification(row, exam, true), scheduledFor: null }, organizationId, createdBy, recipientIds };
  });
  if (channels.length || scheduledFor) queue.nudge();
  return result;
}

/**
 * What sending does, now or at the scheduled time, inside the caller's transaction: the sender
 * has read their own notification, and email and SMS get their fan-out job. Answers who gets
 * the live push (null: the organisation's room).
 */
async function sent(tx: Tx, queue: Queue, row: Row): Promise<string[] | null> {
  if (row.createdBy) await tx.insert(notificationReads).values({ notificationId: row.id, userId: row.createdBy }).onConflictDoNothing();
  if (row.channels.length) {
    await queue.send(FAN_OUT_JOB, { notificationId: row.id }, { ...DELIVERY_RETRY, retryDelaySeconds: 5, singletonKey: row.id }, tx);
  }
  if (row.audience === 'organization') return null;
  return (await recipientsOf(tx, row)).map((r) => r.id);
}

/**
 * The scheduled-send job: sends the notification if it is still scheduled (a cancelled one, or
 * a second run, does nothing). Answers what to push, or null.
 */
export async function publishScheduled(db: Db, queue: Queue, notificationId: string): Promise<Created | null> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(notifications.id, notificationId), eq(notifications.status, 'scheduled')))
      .returning();
    if (!row) return null;
    const [exam] = row.examId ? await tx.select({ id: exams.id, title: exams.title }).from(exams).where(eq(exams.id, row.examId)) : [];
    const recipientIds = await sent(tx, queue, row);
    return {
      notification: { ...toNotification(row, exam ?? null, false), scheduledFor: null },
      organizationId: row.organizationId,
      createdBy: row.createdBy ?? '',
      recipientIds,
    };
  });
  if (result) queue.nudge();
  return result;
}

/**
 * The fan-out job: one queued delivery (and its job) per recipient and channel, in one
 * transaction, each in the recipient's language (or the other one written). Runs once per
 * notification: a retry after the deliveries were written does nothing.
 */
export async function fanOut(db: Db, queue: Queue, notificationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: notifications, orgName: organizations.name })
      .from(notifications)
      .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
      .where(eq(notifications.id, notificationId));
    if (!n || n.n.channels.length === 0 || n.n.status !== 'sent') return;
    const [done] = await tx
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.notificationId, notificationId))
      .limit(1);
    if (done) return;
    const audience = await recipientsOf(tx, n.n);
    const text = (language: Language) => n.n.translations?.[language] ?? n.n.translations?.[language === 'hi' ? 'en' : 'hi'] ?? n.n;
    await enqueueMessages(tx, queue, {
      organizationId: n.n.organizationId,
      source: 'notification',
      notificationId,
      recipients: audience.map((r) => ({ userId: r.id, email: r.email, mobile: r.phone, language: r.language })),
      content: { hi: render('hi', text('hi'), n.orgName), en: render('en', text('en'), n.orgName) },
      channels: n.n.channels,
    });
  });
  queue.nudge();
}

const FOOTER: Record<Language, (org: string) => string> = {
  hi: (org) => `— ${org} की ओर से सूचना`,
  en: (org) => `— A notification from ${org}`,
};
/** SMS are billed per 160 characters (70 in Devanagari): the title, then as much of the text as fits three parts. */
const SMS_MAX = 300;

function render(language: Language, input: { title: string; body: string }, orgName: string): LocalizedMessage {
  const sms = `${input.title}: ${input.body}`;
  return {
    subject: input.title,
    text: `${input.body}\n\n${FOOTER[language](orgName)}`,
    sms: sms.length > SMS_MAX ? `${sms.slice(0, SMS_MAX - 1)}…` : sms,
  };
}

/** The id must be a sent notification of the organisation that this user sees; 404 otherwise. */
async function requireVisible(db: Db, organizationId: string, id: string, userId: string, staff: boolean) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.organizationId, organizationId),
        eq(notifications.status, 'sent'),
        visibleTo(db, userId, staff),
      ),
    );
  if (!row) throw notFound('Notification');
}

/** Deleting removes it from this user's panel; the id must belong to the organisation named. */
export async function dismiss(db: Db, organizationId: string, id: string, userId: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.organizationId, organizationId)));
  if (!row) throw notFound('Notification');
  await db.insert(notificationDismissals).values({ notificationId: id, userId }).onConflictDoNothing();
}

/** Opening a notification marks it read for this user (on every device); again is a no-op. */
export async function markRead(db: Db, organizationId: string, id: string, userId: string, staff: boolean) {
  await requireVisible(db, organizationId, id, userId, staff);
  await db.insert(notificationReads).values({ notificationId: id, userId }).onConflictDoNothing();
}

/** Marks every notification this user sees in the organisation read; answers how many were unread. */
export async function markAllRead(db: Db, organizationId: string, userId: string, staff: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const unread = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)))
      .where(
        and(
          eq(notifications.organizationId, organizationId),
          eq(notifications.status, 'sent'),
          isNull(notificationReads.userId),
          visibleTo(tx, userId, staff),
        ),
      );
    for (let i = 0; i < unread.length; i += 500) {
      await tx
        .insert(notificationReads)
        .values(unread.slice(i, i + 500).map((n) => ({ notificationId: n.id, userId })))
        .onConflictDoNothing();
    }
    return unread.length;
  });
}

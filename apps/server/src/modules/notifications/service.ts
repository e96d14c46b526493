import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Notification, SendNotificationRequest } from '@pariksha/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import {
  groupMembers,
  groups,
  messageDeliveries,
  notificationDismissals,
  notifications,
  organizations,
  users,
} from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { DELIVERY_RETRY, enqueueMessages, type Language, type LocalizedMessage } from './delivery.ts';

const MAX_LISTED = 100;

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  timestamp: row.createdAt.getTime(),
});

/**
 * The organisation's notifications, newest first, without the ones this user deleted. A group's
 * notification is seen by its members and by staff (who see every group of their organisation).
 */
export async function listForUser(db: Db, organizationId: string, userId: string, staff = false): Promise<Notification[]> {
  const audience = staff
    ? undefined
    : or(
        isNull(notifications.groupId),
        inArray(notifications.groupId, db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId))),
      );
  const rows = await db
    .select({ n: notifications })
    .from(notifications)
    .leftJoin(
      notificationDismissals,
      and(eq(notificationDismissals.notificationId, notifications.id), eq(notificationDismissals.userId, userId)),
    )
    .where(and(eq(notifications.organizationId, organizationId), isNull(notificationDismissals.userId), audience))
    .orderBy(desc(notifications.createdAt))
    .limit(MAX_LISTED);
  return rows.map((r) => toNotification(r.n));
}

export type Created = { notification: Notification; groupId: string | null; recipientIds: string[] | null };

export const FAN_OUT_JOB = 'notification.fanOut';

/**
 * Stores the notification and, for email and SMS, one fan-out job, in one transaction; answers
 * at once whatever the audience's size (the job writes the per-recipient deliveries, and their
 * jobs send them). `recipientIds` is the group's members (for the live push to their rooms);
 * null for the whole organisation (its room).
 */
export async function create(
  db: Db,
  queue: Queue,
  organizationId: string,
  createdBy: string,
  input: SendNotificationRequest,
): Promise<Created> {
  const channels = input.channels ?? [];
  const groupId = input.groupId ?? null;
  const result = await db.transaction(async (tx) => {
    if (groupId) {
      const [group] = await tx
        .select({ archivedAt: groups.archivedAt })
        .from(groups)
        .where(and(eq(groups.id, groupId), eq(groups.organizationId, organizationId)));
      if (!group) throw notFound('Group');
      if (group.archivedAt) throw conflict('This group is archived');
    }
    const [row] = await tx
      .insert(notifications)
      .values({ organizationId, createdBy, title: input.title, body: input.body, groupId, channels })
      .returning();
    if (channels.length) {
      await queue.send(FAN_OUT_JOB, { notificationId: row.id }, { ...DELIVERY_RETRY, retryDelaySeconds: 5, singletonKey: row.id }, tx);
    }
    const members = groupId
      ? await tx
          .select({ id: groupMembers.userId })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(and(eq(groupMembers.groupId, groupId), eq(users.isActive, true)))
      : null;
    return { notification: toNotification(row), groupId, recipientIds: members ? members.map((m) => m.id) : null };
  });
  if (channels.length) queue.nudge();
  return result;
}

/**
 * The fan-out job: one queued delivery (and its job) per recipient and channel, in one
 * transaction. The audience is the organisation's active members, or the group's, never the
 * sender. Runs once per notification: a retry after the deliveries were written does nothing.
 */
export async function fanOut(db: Db, queue: Queue, notificationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: notifications, orgName: organizations.name })
      .from(notifications)
      .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
      .where(eq(notifications.id, notificationId));
    if (!n || n.n.channels.length === 0) return;
    const [done] = await tx
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.notificationId, notificationId))
      .limit(1);
    if (done) return;
    const { organizationId, groupId, createdBy } = n.n;
    const columns = { id: users.id, email: users.email, phone: users.phone, language: users.preferredLanguage };
    const audience = groupId
      ? await tx
          .select(columns)
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(and(eq(groupMembers.groupId, groupId), eq(users.isActive, true)))
      : await tx
          .select(columns)
          .from(users)
          .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)));
    await enqueueMessages(tx, queue, {
      organizationId,
      source: 'notification',
      notificationId,
      recipients: audience
        .filter((r) => r.id !== createdBy)
        .map((r) => ({ userId: r.id, email: r.email, mobile: r.phone, language: r.language })),
      content: { hi: render('hi', n.n, n.orgName), en: render('en', n.n, n.orgName) },
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

/** Deleting removes it from this user's panel; the id must belong to the organisation named. */
export async function dismiss(db: Db, organizationId: string, id: string, userId: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.organizationId, organizationId)));
  if (!row) throw notFound('Notification');
  await db.insert(notificationDismissals).values({ notificationId: id, userId }).onConflictDoNothing();
}

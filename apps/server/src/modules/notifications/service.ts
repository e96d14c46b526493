import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Notification, SendNotificationRequest } from '@pariksha/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, notificationDismissals, notifications, organizations, users } from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueMessages, type Language, type LocalizedMessage } from './delivery.ts';

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

/**
 * Stores the notification and, for email and SMS, one queued delivery per recipient and
 * channel, in one transaction; returns without sending anything (the job queue does).
 * The audience is the organisation's active members, or one group's, never the sender.
 * `recipientIds` is the group's members (for the live push to their rooms); null for the
 * whole organisation (its room).
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
    const audience = groupId
      ? await tx
          .select({ id: users.id, email: users.email, phone: users.phone, language: users.preferredLanguage })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(and(eq(groupMembers.groupId, groupId), eq(users.isActive, true)))
      : null;
    if (channels.length) {
      const recipients =
        audience ??
        (await tx
          .select({ id: users.id, email: users.email, phone: users.phone, language: users.preferredLanguage })
          .from(users)
          .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true), ne(users.id, createdBy))));
      const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
      await enqueueMessages(tx, queue, {
        organizationId,
        source: 'notification',
        notificationId: row.id,
        recipients: recipients
          .filter((r) => r.id !== createdBy)
          .map((r) => ({ userId: r.id, email: r.email, mobile: r.phone, language: r.language })),
        content: { hi: render('hi', input, org?.name ?? ''), en: render('en', input, org?.name ?? '') },
        channels,
      });
    }
    return { notification: toNotification(row), groupId, recipientIds: audience ? audience.map((a) => a.id) : null };
  });
  queue.nudge();
  return result;
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

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreateNotificationRequest, Notification } from '@pariksha/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { notificationDismissals, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const MAX_LISTED = 100;

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  timestamp: row.createdAt.getTime(),
});

/** The organisation's notifications, newest first, without the ones this user deleted. */
export async function listForUser(db: Db, organizationId: string, userId: string): Promise<Notification[]> {
  const rows = await db
    .select({ n: notifications })
    .from(notifications)
    .leftJoin(
      notificationDismissals,
      and(eq(notificationDismissals.notificationId, notifications.id), eq(notificationDismissals.userId, userId)),
    )
    .where(and(eq(notifications.organizationId, organizationId), isNull(notificationDismissals.userId)))
    .orderBy(desc(notifications.createdAt))
    .limit(MAX_LISTED);
  return rows.map((r) => toNotification(r.n));
}

export async function create(db: Db, organizationId: string, createdBy: string, input: CreateNotificationRequest) {
  const [row] = await db
    .insert(notifications)
    .values({ organizationId, createdBy, ...input })
    .returning();
  return toNotification(row);
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

import { and, asc, eq } from 'drizzle-orm';
import type { ScheduledNotification } from '@pariksha/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { exams, notifications, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audienceSummaries } from './audience.ts';

/** The organisation's notifications waiting for their time, soonest first (staff). */
export async function listScheduled(db: Db, organizationId: string): Promise<ScheduledNotification[]> {
  const rows = await db
    .select({ n: notifications, createdByName: users.name, examId: exams.id, examTitle: exams.title })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.createdBy))
    .leftJoin(exams, eq(exams.id, notifications.examId))
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.status, 'scheduled')))
    .orderBy(asc(notifications.scheduledFor))
    .limit(200);
  const audiences = await audienceSummaries(
    db,
    rows.map((r) => ({ id: r.n.id, audience: r.n.audience })),
  );
  return rows.map((r) => ({
    id: r.n.id,
    title: r.n.title,
    body: r.n.body,
    translations: r.n.translations ?? {},
    scheduledFor: r.n.scheduledFor!.getTime(),
    audience: audiences.get(r.n.id)!.summary,
    exam: r.examId ? { id: r.examId, title: r.examTitle ?? {} } : null,
    channels: r.n.channels,
    createdByName: r.createdByName,
  }));
}

/**
 * Cancels a scheduled notification of the organisation: its job then finds it no longer
 * scheduled and sends nothing. One already sent (or cancelled) is a 409; another organisation's a 404.
 */
export async function cancelScheduled(db: Db, organizationId: string, id: string): Promise<void> {
  const [done] = await db
    .update(notifications)
    .set({ status: 'cancelled' })
    .where(and(eq(notifications.id, id), eq(notifications.organizationId, organizationId), eq(notifications.status, 'scheduled')))
    .returning({ id: notifications.id });
  if (done) return;
  const [row] = await db
    .select({ status: notifications.status })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.organizationId, organizationId)));
  if (!row) throw notFound('Notification');
  throw conflict(row.status === 'cancelled' ? 'This notification was cancelled' : 'This notification has already been sent');
}

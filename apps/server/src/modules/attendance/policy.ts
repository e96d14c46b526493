import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { groups, organizations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type BatchContext = {
  batch: typeof groups.$inferSelect;
  /** The organisation's time zone: "today" and the future are decided in it. */
  timeZone: string;
};

/**
 * The batch a staff caller asks about: a group with isBatch of the caller's own organisation.
 * Anything else (another organisation's batch, a group that is not a batch) is 404, as if it
 * did not exist. Students never reach here: every staff route is refused to them (403).
 * `lock` serialises saves of one batch, so the audit compares against what is really stored;
 * `no key update` does not block chat messages, whose foreign key only takes a key-share lock.
 */
export async function batchFor(db: Db | Tx, user: AuthUser, batchId: string, options: { lock?: boolean } = {}): Promise<BatchContext> {
  const query = db
    .select({ batch: groups, timeZone: organizations.timeZone })
    .from(groups)
    .innerJoin(organizations, eq(organizations.id, groups.organizationId))
    .where(and(eq(groups.id, batchId), eq(groups.organizationId, user.organizationId), eq(groups.isBatch, true)));
  const [row] = options.lock ? await query.for('no key update', { of: groups }) : await query;
  if (!row) throw notFound('Batch');
  return row;
}

export async function organizationTimeZone(db: Db | Tx, organizationId: string): Promise<string> {
  const [row] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.timeZone ?? 'Asia/Kolkata';
}

import { and, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AudienceSummary, NotificationAudience, SendNotificationRequest } from '@pariksha/shared/schemas/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups, notifications, notificationTargets, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';

/** The request's audience: `audience`, or the older `groupId` (one group), or the whole organisation. */
export function audienceOf(input: Pick<SendNotificationRequest, 'audience' | 'groupId'>): NotificationAudience {
  if (input.audience) return input.audience;
  if (input.groupId) return { kind: 'groups', groupIds: [input.groupId] };
  return { kind: 'organization' };
}

/**
 * Checks that every chosen batch, group or student belongs to the organisation, and answers the
 * target rows to store. Another organisation's group or student is a 404, as if it did not exist;
 * an archived group is a 409; a group that is not a batch, chosen as a batch, a 400.
 */
export async function checkTargets(
  tx: Db | Tx,
  organizationId: string,
  audience: NotificationAudience,
): Promise<{ groupId?: string; userId?: string }[]> {
  if (audience.kind === 'organization') return [];
  if (audience.kind === 'students') {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, audience.userIds), eq(users.organizationId, organizationId), eq(users.isActive, true)));
    if (found.length !== audience.userIds.length) throw notFound('Student');
    return audience.userIds.map((userId) => ({ userId }));
  }
  const found = await tx
    .select({ id: groups.id, isBatch: groups.isBatch, archivedAt: groups.archivedAt })
    .from(groups)
    .where(and(inArray(groups.id, audience.groupIds), eq(groups.organizationId, organizationId)));
  if (found.length !== audience.groupIds.length) throw notFound('Group');
  if (found.some((g) => g.archivedAt)) throw conflict('This group is archived');
  if (audience.kind === 'batches' && found.some((g) => !g.isBatch)) throw badRequest('This group is not a batch');
  return audience.groupIds.map((groupId) => ({ groupId }));
}

/**
 * Who sees a notification in their list: every member for the whole organisation's, the chosen
 * students and the chosen groups' members otherwise; staff see all of their organisation's.
 */
export function visibleTo(db: Db | Tx, userId: string, staff: boolean): SQL | undefined {
  if (staff) return undefined;
  const myGroups = db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  const targeted = db
    .select({ one: sql`1` })
    .from(notificationTargets)
    .where(
      and(
        eq(notificationTargets.notificationId, notifications.id),
        or(eq(notificationTargets.userId, userId), inArray(notificationTargets.groupId, myGroups)),
      ),
    );
  return or(eq(notifications.audience, 'organization'), exists(targeted));
}

export type Recipient = { id: string; email: string | null; phone: string | null; language: 'hi' | 'en' };

/**
 * The active users a notification reaches (for email, SMS and the live push), never its sender:
 * the organisation's members, or the chosen students and the chosen groups' members, once each.
 */
export async function recipientsOf(
  tx: Db | Tx,
  n: { id: string; organizationId: string; audience: string; createdBy: string | null },
): Promise<Recipient[]> {
  const columns = { id: users.id, email: users.email, phone: users.phone, language: users.preferredLanguage };
  const active = and(eq(users.organizationId, n.organizationId), eq(users.isActive, true));
  const rows =
    n.audience === 'organization'
      ? await tx.select(columns).from(users).where(active)
      : await tx
          .selectDistinct(columns)
          .from(users)
          .where(
            and(
              active,
              or(
                inArray(
                  users.id,
                  tx
                    .select({ id: notificationTargets.userId })
                    .from(notificationTargets)
                    .where(and(eq(notificationTargets.notificationId, n.id), isNotNull(notificationTargets.userId))),
                ),
                inArray(
                  users.id,
                  tx
                    .select({ id: groupMembers.userId })
                    .from(groupMembers)
                    .innerJoin(notificationTargets, eq(notificationTargets.groupId, groupMembers.groupId))
                    .where(eq(notificationTargets.notificationId, n.id)),
                ),
              ),
            ),
          );
  return rows.filter((r) => r.id !== n.createdBy);
}

/** Each notification's audience as its senders see it: the kind and the chosen names. */
export async function audienceSummaries(db: Db, list: { id: string; audience: AudienceSummary['kind'] }[]) {
  const ids = list.filter((n) => n.audience !== 'organization').map((n) => n.id);
  const rows = ids.length
    ? await db
        .select({
          notificationId: notificationTargets.notificationId,
          groupId: notificationTargets.groupId,
          name: sql<string>`coalesce(${groups.name}, ${users.name})`,
        })
        .from(notificationTargets)
        .leftJoin(groups, eq(groups.id, notificationTargets.groupId))
        .leftJoin(users, eq(users.id, notificationTargets.userId))
        .where(inArray(notificationTargets.notificationId, ids))
    : [];
  const byId = new Map<string, { summary: AudienceSummary; firstGroupId: string | null }>();
  for (const n of list) byId.set(n.id, { summary: { kind: n.audience, names: [] }, firstGroupId: null });
  for (const r of rows) {
    const entry = byId.get(r.notificationId)!;
    entry.summary.names.push(r.name);
    entry.firstGroupId ??= r.groupId;
  }
  for (const entry of byId.values()) entry.summary.names.sort((a, b) => a.localeCompare(b));
  return byId;
}

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';

export type GroupRow = typeof groups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

/**
 * What one caller may do in one group: the single policy every route (and the chat's socket
 * events) asks, outline's authorize(user, action, resource). Staff are their organisation's
 * admins, owners and teachers; a moderator is a member the staff promoted.
 */
export type GroupAccess = {
  group: GroupRow;
  /** The caller's membership, null for staff who are not members. */
  membership: MemberRow | null;
  staff: boolean;
  moderator: boolean;
  archived: boolean;
};

export const canManage = (a: GroupAccess) => a.staff || a.moderator;
/** Archive it, change its batch flag, act on moderators. */
export const canAdminister = (a: GroupAccess) => a.staff;
/** Post a message (the chat's sendMessage): never in an archived group; in an announcements-only one, staff and moderators only. */
export const canPost = (a: GroupAccess) =>
  !a.archived && (a.staff || (a.membership !== null && (!a.group.announcementsOnly || a.moderator)));
/** Delete anyone's message (authors delete their own). */
export const canModerate = (a: GroupAccess) => !a.archived && (a.staff || a.moderator);

/**
 * The caller's access to a group of their organisation, or 404: another organisation's group
 * and a group a student is not in are unknown to them (a 403 would also sign the web client
 * out). Reads the membership fresh, so a removed member loses access at once.
 */
export async function groupAccess(
  db: Db | Tx,
  user: AuthUser,
  groupId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GroupAccess> {
  const query = db
    .select({ group: groups, membership: groupMembers })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, user.id)))
    .where(and(eq(groups.id, groupId), eq(groups.organizationId, user.organizationId)));
  // Serialises writes to one group (member limit, archive) inside a transaction.
  const [row] = options.forUpdate ? await query.for('update', { of: groups }) : await query;
  const staff = isStaff(user);
  if (!row || (!staff && !row.membership)) throw notFound('Group');
  return {
    group: row.group,
    membership: row.membership,
    staff,
    moderator: row.membership?.role === 'moderator',
    archived: row.group.archivedAt !== null,
  };
}

/** For a route that changes the group: staff or a moderator, and not archived. */
export function requireManage(a: GroupAccess) {
  if (!canManage(a)) throw forbidden('Only admins, teachers and moderators can manage this group');
  requireActive(a);
}

export function requireAdminister(a: GroupAccess) {
  if (!canAdminister(a)) throw forbidden('Only admins and teachers can do this');
  requireActive(a);
}

export function requireActive(a: GroupAccess) {
  if (a.archived) throw new AppError('CONFLICT', 'This group is archived and can no longer be changed');
}

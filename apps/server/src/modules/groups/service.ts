import { and, eq, isNull } from 'drizzle-orm';
import {
  GROUP_MEMBERS_MAX,
  type GroupCreate,
  type GroupDetail,
  type GroupList,
  type GroupMessageList,
  type GroupRole,
  type GroupSummary,
  type GroupUpdate,
  type MemberCandidateList,
} from '@pariksha/shared/schemas/groups';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';
import {
  canAdminister,
  canManage,
  canPost,
  groupAccess,
  requireActive,
  requireAdminister,
  requireManage,
  type GroupAccess,
} from './policy.ts';
import {
  countMembers,
  insertMembers,
  messageSeq,
  selectCandidates,
  selectMembers,
  selectMessages,
  selectOrganizationUsers,
  selectSummaries,
} from './repo.ts';

/** Called after members leave a group, so their open sockets stop receiving it at once. */
export type OnMembersRemoved = (groupId: string, userIds: string[]) => void;

export async function listGroups(db: Db, user: AuthUser): Promise<GroupList> {
  return { data: await selectSummaries(db, user, isStaff(user)) };
}

async function detail(db: Db | Tx, user: AuthUser, access: GroupAccess): Promise<GroupDetail> {
  const [summary] = (await selectSummaries(db, user, access.staff, access.group.id)) as [GroupSummary];
  return {
    ...summary,
    archivedAt: access.group.archivedAt?.toISOString() ?? null,
    updatedAt: access.group.updatedAt.toISOString(),
    canPost: canPost(access),
    canArchive: canAdminister(access) && !access.archived,
    members: await selectMembers(db, access.group.id),
  };
}

export async function getGroup(db: Db, user: AuthUser, groupId: string): Promise<GroupDetail> {
  return detail(db, user, await groupAccess(db, user, groupId));
}

/**
 * Checks that every id is an active account of the caller's organisation; the refusal names
 * the ids that are not, so the form can say which choice was wrong.
 */
async function requireOrganizationUsers(tx: Db | Tx, user: AuthUser, ids: string[]) {
  const found = await selectOrganizationUsers(tx, user.organizationId, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some of the chosen people are not active members of your organisation', { userIds: missing });
  }
}

function requireRoom(current: number, adding: number) {
  if (current + adding > GROUP_MEMBERS_MAX) {
    throw new AppError('UNPROCESSABLE', 'A group can have at most {{max}} members', undefined, { max: GROUP_MEMBERS_MAX });
  }
}

/** Staff create a group; they join it as its first moderator, the chosen people as members. */
export async function createGroup(db: Db, user: AuthUser, body: GroupCreate & { memberIds: string[] }): Promise<GroupDetail> {
  const memberIds = body.memberIds.filter((id) => id !== user.id);
  requireRoom(1, memberIds.length);
  return db.transaction(async (tx) => {
    await requireOrganizationUsers(tx, user, memberIds);
    const [group] = await tx
      .insert(groups)
      .values({
        organizationId: user.organizationId,
        name: body.name,
        description: body.description ?? null,
        isBatch: body.isBatch ?? false,
        announcementsOnly: body.announcementsOnly ?? false,
        createdBy: user.id,
      })
      .returning();
    await insertMembers(tx, group!.id, [
      { userId: user.id, role: 'moderator' },
      ...memberIds.map((userId) => ({ userId, role: 'member' as const })),
    ]);
    return detail(tx, user, await groupAccess(tx, user, group!.id));
  });
}

/** Rename, describe, announcements-only: staff and moderators; the batch flag: staff only. */
export async function updateGroup(db: Db, user: AuthUser, groupId: string, body: GroupUpdate): Promise<GroupDetail> {
  const access = await groupAccess(db, user, groupId);
  requireManage(access);
  if (body.isBatch !== undefined && body.isBatch !== access.group.isBatch) requireAdminister(access);
  await db
    .update(groups)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.isBatch !== undefined ? { isBatch: body.isBatch } : {}),
      ...(body.announcementsOnly !== undefined ? { announcementsOnly: body.announcementsOnly } : {}),
      updatedAt: new Date(),
    })
    // An archive that landed since the check wins.
    .where(and(eq(groups.id, groupId), isNull(groups.archivedAt)));
  return getGroup(db, user, groupId);
}

/** DELETE archives: members keep reading the history; nothing in it changes any more. */
export async function archiveGroup(db: Db, user: AuthUser, groupId: string): Promise<GroupDetail> {
  const access = await groupAccess(db, user, groupId);
  if (!canAdminister(access)) throw forbidden('Only admins and teachers can archive a group');
  if (!access.archived) {
    const now = new Date();
    await db.update(groups).set({ archivedAt: now, updatedAt: now }).where(eq(groups.id, groupId));
  }
  return getGroup(db, user, groupId);
}

export async function addMembers(db: Db, user: AuthUser, groupId: string, userIds: string[]): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const access = await groupAccess(tx, user, groupId, { forUpdate: true });
    requireManage(access);
    await requireOrganizationUsers(tx, user, userIds);
    requireRoom(await countMembers(tx, groupId), userIds.length);
    await insertMembers(
      tx,
      groupId,
      userIds.map((userId) => ({ userId, role: 'member' as const })),
    );
    await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
    return detail(tx, user, await groupAccess(tx, user, groupId));
  });
}

async function findMember(db: Db | Tx, groupId: string, userId: string) {
  const [member] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!member) throw notFound('Member');
  return member;
}

/**
 * Staff and moderators remove members; anyone may leave. A moderator is removed (or demoted)
 * only by staff, so two moderators cannot throw each other out.
 */
export async function removeMember(db: Db, user: AuthUser, groupId: string, userId: string, onRemoved: OnMembersRemoved) {
  const access = await groupAccess(db, user, groupId);
  if (userId === user.id && access.membership) {
    requireActive(access);
  } else {
    requireManage(access);
    const member = await findMember(db, groupId, userId);
    if (member.role === 'moderator' && !access.staff) throw forbidden('Only admins and teachers can remove a moderator');
  }
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  if (removed.length > 0) onRemoved(groupId, [userId]);
  return { ok: true as const };
}

export async function setMemberRole(db: Db, user: AuthUser, groupId: string, userId: string, role: GroupRole): Promise<GroupDetail> {
  const access = await groupAccess(db, user, groupId);
  requireManage(access);
  const member = await findMember(db, groupId, userId);
  if (member.role === 'moderator' && role === 'member' && !access.staff) throw forbidden('Only admins and teachers can remove a moderator');
  if (member.role !== role) {
    await db
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  }
  return getGroup(db, user, groupId);
}

/**
 * People to add: staff search their whole organisation; a moderator who is not staff only
 * while managing a group they moderate (groupId).
 */
export async function memberCandidates(
  db: Db,
  user: AuthUser,
  query: { search?: string; groupId?: string; page: number; limit: number },
): Promise<MemberCandidateList> {
  if (query.groupId) {
    const access = await groupAccess(db, user, query.groupId);
    if (!canManage(access)) throw forbidden('Only admins, teachers and moderators can manage this group');
  } else if (!isStaff(user)) {
    throw forbidden('Only admins, teachers and moderators can manage this group');
  }
  const { data, total } = await selectCandidates(db, user, query);
  return { data, total, page: query.page, limit: query.limit };
}

/** One page of history, newest first; `before` is a message of this group. */
export async function listMessages(
  db: Db,
  user: AuthUser,
  groupId: string,
  query: { before?: string; limit: number },
): Promise<GroupMessageList> {
  await groupAccess(db, user, groupId);
  let beforeSeq: number | undefined;
  if (query.before) {
    beforeSeq = await messageSeq(db, groupId, query.before);
    if (beforeSeq === undefined)
      throw badRequest('This message is not in this group', {
        fields: [{ field: 'before', message: 'This message is not in this group' }],
      });
  }
  const page = await selectMessages(db, user.id, groupId, { beforeSeq, limit: query.limit + 1 });
  return { data: page.slice(0, query.limit), hasMore: page.length > query.limit };
}

import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_UNREAD_MAX,
  type GroupLastMessage,
  type GroupMember,
  type GroupMessage,
  type GroupSummary,
  type MemberCandidate,
} from '@pariksha/shared/schemas/groups';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groupMessageReactions, groupMessages, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Rows of a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drivers differ in how a raw timestamptz arrives (Date or text); the API sends ISO text. */
const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** SQL: the user is staff of their organisation (the same rule as isStaff on a token). */
const staffSql = (u: typeof users) => sql<boolean>`(${u.role} <> 'user' or ${u.orgRole} <> 'student')`;

// ---------- groups ----------

type SummaryRow = {
  id: string;
  name: string;
  description: string | null;
  is_batch: boolean;
  announcements_only: boolean;
  archived_at: Date | string | null;
  created_at: Date | string;
  role: 'member' | 'moderator' | null;
  member_count: number;
  unread_count: number;
  last_id: string | null;
  last_sender_id: string | null;
  last_sender_name: string | null;
  last_text: string | null;
  last_deleted: boolean | null;
  last_attachment: boolean | null;
  last_created_at: Date | string | null;
  activity_at: Date | string;
};

/**
 * The caller's groups with counts and the newest message, in one statement: per group the
 * member count (primary key range), the newest message (group_messages (group_id, seq desc),
 * one row) and the unread count (the same index, `seq > last_read_seq`, stopped at
 * GROUP_UNREAD_MAX). Active groups first, then the newest activity.
 */
export async function selectSummaries(db: Db | Tx, user: AuthUser, staff: boolean, groupId?: string): Promise<GroupSummary[]> {
  const visible = staff ? sql`true` : sql`gm.user_id is not null`;
  const one = groupId ? sql`and g.id = ${groupId}` : sql``;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`
      select g.id, g.name, g.description, g.is_batch, g.announcements_only, g.archived_at, g.created_at,
        gm.role,
        (select count(*)::int from group_members c where c.group_id = g.id) as member_count,
        case when gm.user_id is null then 0 else (
          select count(*)::int from (
            select 1 from group_messages u
            where u.group_id = g.id and u.seq > gm.last_read_seq and u.sender_id <> ${user.id} and u.deleted_at is null
            limit ${GROUP_UNREAD_MAX}
          ) unread
        ) end as unread_count,
        lm.id as last_id, lm.sender_id as last_sender_id, lm.sender_name as last_sender_name,
        case when lm.deleted_at is null then lm.text end as last_text,
        lm.deleted_at is not null as last_deleted, lm.attachment_id is not null as last_attachment,
        lm.created_at as last_created_at,
        coalesce(lm.created_at, g.created_at) as activity_at
      from groups g
      left join group_members gm on gm.group_id = g.id and gm.user_id = ${user.id}
      left join lateral (
        select m.id, m.sender_id, s.name as sender_name, m.text, m.deleted_at, m.attachment_id, m.created_at
        from group_messages m join users s on s.id = m.sender_id
        where m.group_id = g.id
        order by m.seq desc
        limit 1
      ) lm on true
      where g.organization_id = ${user.organizationId} and ${visible} ${one}
      order by g.archived_at is not null, activity_at desc, g.id`,
  );
  return rows.map((r) => {
    const lastMessage: GroupLastMessage | null = r.last_id
      ? {
          id: r.last_id,
          senderId: r.last_sender_id!,
          senderName: r.last_sender_name!,
          text: r.last_text,
          deleted: Boolean(r.last_deleted),
          hasAttachment: Boolean(r.last_attachment),
          createdAt: iso(r.last_created_at!),
        }
      : null;
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      isBatch: r.is_batch,
      announcementsOnly: r.announcements_only,
      archived: r.archived_at !== null,
      memberCount: Number(r.member_count),
      unreadCount: Number(r.unread_count),
      lastMessage,
      myRole: r.role,
      canManage: staff || r.role === 'moderator',
      createdAt: iso(r.created_at),
      lastActivityAt: iso(r.activity_at),
    };
  });
}

export async function selectMembers(db: Db | Tx, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      role: groupMembers.role,
      isStaff: staffSql(users),
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    // Moderators first, then by name: the order the management page lists them in.
    .orderBy(sql`${groupMembers.role} = 'moderator' desc`, asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...r, isStaff: Boolean(r.isStaff), joinedAt: r.joinedAt.toISOString() }));
}

export async function countMembers(db: Db | Tx, groupId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return n;
}

/** Of these ids, the active accounts of the organisation (superAdmins are never members). */
export async function selectOrganizationUsers(db: Db | Tx, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.organizationId, organizationId), eq(users.isActive, true), ne(users.role, 'superAdmin')));
  return new Set(rows.map((r) => r.id));
}

export async function insertMembers(tx: Tx, groupId: string, members: { userId: string; role: 'member' | 'moderator' }[]) {
  if (members.length === 0) return;
  await tx
    .insert(groupMembers)
    .values(members.map((m) => ({ groupId, userId: m.userId, role: m.role })))
    .onConflictDoNothing();
}

// ---------- member candidates ----------

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Active people of the caller's organisation matching the search (name, username or email), by name. */
export async function selectCandidates(
  db: Db,
  user: AuthUser,
  query: { search?: string; groupId?: string; page: number; limit: number },
): Promise<{ data: MemberCandidate[]; total: number }> {
  const conditions: SQL[] = [eq(users.organizationId, user.organizationId), eq(users.isActive, true), ne(users.role, 'superAdmin')];
  if (query.search) {
    const like = escapeLike(query.search);
    conditions.push(or(ilike(users.name, like), ilike(users.username, like), ilike(users.email, like))!);
  }
  const where = and(...conditions);
  const isMember = query.groupId
    ? sql<boolean>`exists (select 1 from group_members gm where gm.group_id = ${query.groupId} and gm.user_id = ${users.id})`
    : sql<boolean>`false`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, username: users.username, isStaff: staffSql(users), isMember })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows.map((r) => ({ ...r, isStaff: Boolean(r.isStaff), isMember: Boolean(r.isMember) })), total };
}

// ---------- messages ----------

const idsIn = (ids: string[]) =>
  ids.length
    ? sql`and m.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`and false`;

type MessageRow = {
  id: string;
  seq: number;
  group_id: string;
  sender_id: string;
  sender_name: string;
  client_id: string;
  text: string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
  seen_count: number;
  reply_id: string | null;
  reply_sender_id: string | null;
  reply_sender_name: string | null;
  reply_text: string | null;
  reply_deleted_at: Date | string | null;
  attachment_id: string | null;
  attachment_mime: string | null;
  attachment_size: number | null;
};

/**
 * Messages of one group as the API and the socket send them, newest first: sender, reply
 * quote, attachment, "seen by N" (members other than the sender with last_read_seq >= seq, on
 * group_members (group_id, last_read_seq)), and the reactions summary (one grouped query for
 * the whole page). A deleted message keeps its place but not its text.
 */
export async function selectMessages(
  db: Db | Tx,
  viewerId: string,
  groupId: string,
  options: { beforeSeq?: number; ids?: string[]; limit: number },
): Promise<GroupMessage[]> {
  const before = options.beforeSeq !== undefined ? sql`and m.seq < ${options.beforeSeq}` : sql``;
  const only = options.ids ? idsIn(options.ids) : sql``;
  const rows = await rowsOf<MessageRow>(
    db,
    sql`
      select m.id, m.seq::float8 as seq, m.group_id, m.sender_id, s.name as sender_name, m.client_id, m.text,
        m.edited_at, m.deleted_at, m.created_at,
        (select count(*)::int from group_members r
          where r.group_id = m.group_id and r.last_read_seq >= m.seq and r.user_id <> m.sender_id) as seen_count,
        q.id as reply_id, q.sender_id as reply_sender_id, qs.name as reply_sender_name, q.text as reply_text, q.deleted_at as reply_deleted_at,
        f.id as attachment_id, f.mime_type as attachment_mime, f.size_bytes as attachment_size
      from group_messages m
      join users s on s.id = m.sender_id
      left join group_messages q on q.id = m.reply_to_id
      left join users qs on qs.id = q.sender_id
      left join files f on f.id = m.attachment_id
      where m.group_id = ${groupId} ${before} ${only}
      order by m.seq desc
      limit ${options.limit}`,
  );
  const reactions = await selectReactions(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toGroupMessage(r, reactions.get(r.id) ?? []));
}

function toGroupMessage(r: MessageRow, reactions: GroupMessage['reactions']): GroupMessage {
  const deleted = r.deleted_at !== null;
  return {
    id: r.id,
    groupId: r.group_id,
    sender: { id: r.sender_id, name: r.sender_name },
    clientId: r.client_id,
    text: deleted ? null : r.text,
    replyTo: r.reply_id
      ? {
          id: r.reply_id,
          senderId: r.reply_sender_id!,
          senderName: r.reply_sender_name!,
          text: r.reply_deleted_at === null ? r.reply_text : null,
          deleted: r.reply_deleted_at !== null,
        }
      : null,
    attachment:
      r.attachment_id && !deleted ? { id: r.attachment_id, mimeType: r.attachment_mime!, sizeBytes: Number(r.attachment_size) } : null,
    reactions: deleted ? [] : reactions,
    seenCount: Number(r.seen_count),
    edited: r.edited_at !== null,
    editedAt: isoOrNull(r.edited_at),
    deleted,
    createdAt: iso(r.created_at),
  };
}

/** Per message, its reactions grouped by emoji (first used first), and whether the viewer is among them. */
export async function selectReactions(
  db: Db | Tx,
  viewerId: string,
  messageIds: string[],
): Promise<Map<string, GroupMessage['reactions']>> {
  const byMessage = new Map<string, GroupMessage['reactions']>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: groupMessageReactions.messageId,
      emoji: groupMessageReactions.emoji,
      count: count(),
      reactedByMe: sql<boolean>`bool_or(${groupMessageReactions.userId} = ${viewerId})`,
    })
    .from(groupMessageReactions)
    .where(inArray(groupMessageReactions.messageId, messageIds))
    .groupBy(groupMessageReactions.messageId, groupMessageReactions.emoji)
    .orderBy(sql`min(${groupMessageReactions.createdAt})`, asc(groupMessageReactions.emoji));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    list.push({ emoji: r.emoji, count: r.count, reactedByMe: Boolean(r.reactedByMe) });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

/** The seq of a message of this group (the paging cursor), or undefined. */
export async function messageSeq(db: Db | Tx, groupId: string, messageId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: groupMessages.seq })
    .from(groupMessages)
    .where(and(eq(groupMessages.id, messageId), eq(groupMessages.groupId, groupId)));
  return row ? Number(row.seq) : undefined;
}

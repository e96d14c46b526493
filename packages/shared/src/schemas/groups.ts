import { z } from 'zod';
import { uuidParam } from './common.ts';

/**
 * Groups of an organisation's users (batches, doubt channels) and their message history.
 * Staff (admins, owners, teachers) see and manage every group of their organisation; a
 * student sees the groups they belong to, and manages those where they are a moderator.
 * The live side (sending, editing, reacting, read receipts) is the chat's socket; these are
 * the REST routes, and the message shape both share.
 */

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
/** People added in one request, and in a group at most. */
export const GROUP_MEMBERS_PER_REQUEST = 500;
export const GROUP_MEMBERS_MAX = 1000;
export const GROUP_MESSAGE_MAX = 4000;
export const GROUP_MESSAGES_PAGE_DEFAULT = 50;
/** Unread counts stop here (the list shows "99+" long before); counting further costs a scan. */
export const GROUP_UNREAD_MAX = 999;

export const GROUP_ROLES = ['member', 'moderator'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const groupRole = z.enum(GROUP_ROLES, { message: 'Choose member or moderator' });

const groupName = z.string().trim().min(1, 'Name is required').max(GROUP_NAME_MAX, 'Name must be at most 100 characters');
const groupDescription = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, 'Description must be at most 500 characters')
  .nullable()
  .optional()
  // An empty description clears it; a missing one leaves it as it is.
  .transform((v) => (v === undefined ? undefined : v || null));
const userIdList = z
  .array(uuidParam, { message: 'Must be a list of valid ids' })
  .max(GROUP_MEMBERS_PER_REQUEST, 'Choose at most 500 people at once')
  .transform((ids) => [...new Set(ids)]);

export const groupParams = z.object({ groupId: uuidParam });
export const groupMemberParams = z.object({ groupId: uuidParam, userId: uuidParam });

export const groupCreate = z.object({
  name: groupName,
  description: groupDescription,
  isBatch: z.boolean().optional(),
  announcementsOnly: z.boolean().optional(),
  memberIds: userIdList,
});
export type GroupCreate = z.input<typeof groupCreate>;

export const groupUpdate = z
  .object({
    name: groupName.optional(),
    description: groupDescription,
    isBatch: z.boolean().optional(),
    announcementsOnly: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update');
export type GroupUpdate = z.input<typeof groupUpdate>;

export const groupMembersAdd = z.object({
  userIds: userIdList.refine((ids) => ids.length > 0, 'Choose at least one person'),
});
export type GroupMembersAdd = z.input<typeof groupMembersAdd>;

export const groupMemberUpdate = z.object({ role: groupRole });
export type GroupMemberUpdate = z.infer<typeof groupMemberUpdate>;

/** The newest message of a group, for the list; its text is withheld once deleted. */
export const groupLastMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  text: z.string().nullable(),
  deleted: z.boolean(),
  hasAttachment: z.boolean(),
  createdAt: z.string(),
});
export type GroupLastMessage = z.infer<typeof groupLastMessage>;

export const groupSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isBatch: z.boolean(),
  announcementsOnly: z.boolean(),
  archived: z.boolean(),
  memberCount: z.number().int(),
  /** Messages from others after the caller's last read one, at most GROUP_UNREAD_MAX; 0 for staff who are not members. */
  unreadCount: z.number().int(),
  lastMessage: groupLastMessage.nullable(),
  /** The caller's role in the group, null when they are staff without being a member. */
  myRole: groupRole.nullable(),
  /** The caller may rename it and manage its members (staff, or a moderator). */
  canManage: z.boolean(),
  createdAt: z.string(),
  /** The newest message's time, or the creation time: the list's order. */
  lastActivityAt: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const groupList = z.object({ data: z.array(groupSummary) });
export type GroupList = z.infer<typeof groupList>;

export const groupMember = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  role: groupRole,
  /** An admin or teacher of the organisation. */
  isStaff: z.boolean(),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const groupDetail = groupSummary.extend({
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The caller may post: a member (or staff) of a group that is not archived, and for announcements-only groups staff or a moderator. */
  canPost: z.boolean(),
  /** The caller may archive it and change its batch flag (staff). */
  canArchive: z.boolean(),
  members: z.array(groupMember),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** People of the caller's organisation to add to a group. */
export const memberCandidatesQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  /** Marks who is already a member; required for a moderator who is not staff. */
  groupId: uuidParam.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MemberCandidatesQuery = z.input<typeof memberCandidatesQuery>;

export const memberCandidate = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  isStaff: z.boolean(),
  /** Already in the group given as groupId (false without one). */
  isMember: z.boolean(),
});
export type MemberCandidate = z.infer<typeof memberCandidate>;

export const memberCandidateList = z.object({
  data: z.array(memberCandidate),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MemberCandidateList = z.infer<typeof memberCandidateList>;

// ---------- messages (REST history; the socket sends the same shape) ----------

export const groupMessagesQuery = z.object({
  /** A message of this group: the page holds the messages before it. */
  before: uuidParam.optional(),
  limit: z.coerce
    .number({ message: 'Limit must be a number from 1 to 100' })
    .int('Limit must be a number from 1 to 100')
    .min(1, 'Limit must be a number from 1 to 100')
    .max(100, 'Limit must be a number from 1 to 100')
    .default(GROUP_MESSAGES_PAGE_DEFAULT),
});
export type GroupMessagesQuery = z.input<typeof groupMessagesQuery>;

export const messageReaction = z.object({
  emoji: z.string(),
  count: z.number().int(),
  /** The caller is one of those who reacted. */
  reactedByMe: z.boolean(),
});
export type MessageReaction = z.infer<typeof messageReaction>;

export const messageReplyQuote = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  /** Withheld once the quoted message is deleted. */
  text: z.string().nullable(),
  deleted: z.boolean(),
});
export type MessageReplyQuote = z.infer<typeof messageReplyQuote>;

export const messageAttachment = z.object({
  id: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const groupMessage = z.object({
  id: z.string(),
  groupId: z.string(),
  sender: z.object({ id: z.string(), name: z.string() }),
  /** The sender's idempotency key, so the sender's outbox can match the stored message. */
  clientId: z.string(),
  /** Plain text (render it as text, never as HTML); null once deleted. */
  text: z.string().nullable(),
  replyTo: messageReplyQuote.nullable(),
  attachment: messageAttachment.nullable(),
  reactions: z.array(messageReaction),
  /** Members other than the sender who have read up to this message or past it. */
  seenCount: z.number().int(),
  edited: z.boolean(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type GroupMessage = z.infer<typeof groupMessage>;

export const groupMessageList = z.object({
  /** Newest first. */
  data: z.array(groupMessage),
  /** Older messages exist: ask again with `before` = the last one's id. */
  hasMore: z.boolean(),
});
export type GroupMessageList = z.infer<typeof groupMessageList>;

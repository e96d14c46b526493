import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A group of an organisation's users (a batch, a doubt channel). The group is the tenancy
 * boundary of its members, messages and reactions: every query reaches them through a group
 * whose organisation is the caller's. Archived groups keep their history and take no writes.
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Attendance takes its batches from these. */
    isBatch: boolean('is_batch').notNull().default(false),
    /** Only staff and the group's moderators post. */
    announcementsOnly: boolean('announcements_only').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_organization_idx').on(t.organizationId)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['member', 'moderator'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message this member has read (markAsRead); null before the first. */
    lastReadMessageId: uuid('last_read_message_id').references((): AnyPgColumn => groupMessages.id, { onDelete: 'set null' }),
    /**
     * The `seq` of lastReadMessageId, written with it (0 before the first read): unread count
     * is `seq > last_read_seq` on group_messages (group_id, seq), and "seen by N" for a message
     * is `last_read_seq >= message.seq` on group_members (group_id, last_read_seq), one indexed
     * range each, no join and no timestamp ties. Only ever moves forward.
     */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    index('group_members_group_read_idx').on(t.groupId, t.lastReadSeq),
  ],
);

export const groupMessages = pgTable(
  'group_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Insertion order, the one order of a group's history: paging (`before` a message is
     * `seq <` its seq), unread counts and read receipts all compare it. created_at is for
     * display; two messages can share it, never a seq.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's idempotency key: a resend with the same one stores nothing new. */
    clientId: text('client_id').notNull(),
    /** Plain text, never HTML; kept after a delete so moderation can see it, never sent to clients then. */
    text: text('text').notNull(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => groupMessages.id, { onDelete: 'set null' }),
    attachmentId: uuid('attachment_id').references(() => files.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_messages_sender_client_unique').on(t.senderId, t.clientId),
    // The one index on seq, ascending: read backwards it serves `order by seq desc` (nulls
    // first, the default) directly, where a `desc nulls last` index needed a sort. A second
    // index on seq alone (identity values are unique anyway) tempted the planner into scanning
    // every group's history backwards for one group's page.
    index('group_messages_group_seq_idx').on(t.groupId, t.seq),
    check('group_messages_text_length', sql`char_length(${t.text}) <= 4000`),
  ],
);

/** One row per (message, user, emoji): addReaction toggles a row. */
export const groupMessageReactions = pgTable(
  'group_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => groupMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    check('group_message_reactions_emoji_length', sql`char_length(${t.emoji}) <= 32`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exams } from './exams.ts';
import { groups } from './groups.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** A notification's text in one language. */
export type NotificationText = { title: string; body: string };

export const NOTIFICATION_AUDIENCES = ['organization', 'batches', 'groups', 'students'] as const;
export const NOTIFICATION_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The text in the first language written (Hindi when both are): what email subjects and old clients show. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Each language the sender wrote (one or both); a reader sees theirs, or the other. Empty for older rows. */
    translations: jsonb('translations').$type<Partial<Record<'hi' | 'en', NotificationText>>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * 'organization': every member. Otherwise only the rows of notification_targets (the chosen
     * batches, groups or students) and staff see it; a target deleted later narrows it, never widens it.
     */
    /** Replaced by notification_targets (copied there by migration 0016); no longer written or read. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: NOTIFICATION_AUDIENCES }).notNull().default('organization'),
    /** A test of the organisation (or the platform's public ones) the notification opens. */
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    /** Channels besides in-app (always): 'email', 'sms'. */
    channels: jsonb('channels').$type<('email' | 'sms')[]>().notNull().default([]),
    /** 'scheduled' waits for its job at scheduled_for; cancelling before then makes it 'cancelled'. */
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('sent'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When readers got it (null while scheduled): the list's order and age. */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_org_created_idx').on(t.organizationId, t.createdAt),
    index('notifications_org_sent_idx').on(t.organizationId, t.sentAt),
  ],
);

/** Who a targeted notification is for: one row per chosen group (batch) or student. */
export const notificationTargets = pgTable(
  'notification_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notification_targets_notification_idx').on(t.notificationId),
    index('notification_targets_group_idx').on(t.groupId),
    index('notification_targets_user_idx').on(t.userId),
    check('notification_targets_one_target', sql`(${t.groupId} IS NULL) <> (${t.userId} IS NULL)`),
  ],
);

/** Read state per user, kept on the server so it follows them across devices. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
);

/** A user's delete removes the notification from their own panel only, not from their classmates'. */
export const notificationDismissals = pgTable(
  'notification_dismissals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

/**
 * One message to one recipient on one channel (notifications/delivery.ts): what was sent, to
 * whom, and how it went. A recipient need not be a user (a guardian's email or mobile), so the
 * address and the rendered text are kept here; `notification_id` is set when a notification
 * caused it, `source` names the feature that did ('notification', 'attendance', ...).
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** An email address, or a mobile number as +91XXXXXXXXXX. */
    address: text('address').notNull(),
    language: text('language', { enum: ['hi', 'en'] }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    templateId: text('template_id'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Where it went: 'smtp', 'msg91', or 'outbox' when no provider is configured. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('message_deliveries_notification_idx').on(t.notificationId),
    index('message_deliveries_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

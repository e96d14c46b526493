import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null: the whole organisation; otherwise only this group's members (and staff) see it. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** Channels besides in-app (always): 'email', 'sms'. */
    channels: jsonb('channels').$type<('email' | 'sms')[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_org_created_idx').on(t.organizationId, t.createdAt)],
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

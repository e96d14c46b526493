import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SMS that went nowhere: with no SMS provider configured (the embedded default) each one is kept here. */
export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  templateId: text('template_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

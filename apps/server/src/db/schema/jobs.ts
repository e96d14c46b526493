import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The background job queue (jobs/queue.ts), one table for PGlite and PostgreSQL: a job waits
 * in 'created' until `start_after`, one worker claims it ('active', SKIP LOCKED), and it ends
 * 'completed', or goes back to 'created' with a later `start_after` (exponential backoff)
 * until `retry_limit` retries are spent, then 'failed'. An 'active' job whose worker died is
 * claimed again once `expire_seconds` have passed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default({}),
    state: text('state', { enum: ['created', 'active', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    retryCount: integer('retry_count').notNull().default(0),
    retryLimit: integer('retry_limit').notNull().default(3),
    retryDelaySeconds: integer('retry_delay_seconds').notNull().default(10),
    retryBackoff: boolean('retry_backoff').notNull().default(true),
    expireSeconds: integer('expire_seconds').notNull().default(300),
    /** A second send with the same name and key is dropped (pg-boss's singletonKey). */
    singletonKey: text('singleton_key'),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_fetch_idx').on(t.name, t.state, t.startAfter), uniqueIndex('jobs_singleton_unique').on(t.name, t.singletonKey)],
);

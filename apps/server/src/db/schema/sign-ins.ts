import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The devices an account was used from: one row per sign-in (a token family) and device. A
 * refresh from the same device finds its row and writes nothing; a refresh from another device
 * (a copied refresh token) adds one. Staff see how many devices one account used during a
 * live test (integrity signals, never acted on by itself). No raw IP is kept, only a keyed hash.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The refresh-token family the sign-in started (refresh_tokens.family_id). */
    familyId: uuid('family_id').notNull(),
    /** A hash of the browser's device id, or of the browser family and IP when it sent none. */
    deviceKey: text('device_key').notNull(),
    /** 'Chrome on Android' and the like: what staff read. */
    agent: text('agent').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_ins_family_device_unique').on(t.familyId, t.deviceKey), index('sign_ins_user_idx').on(t.userId, t.createdAt)],
);

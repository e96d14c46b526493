import { date, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { questions } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The problem of the day: one bank question per calendar day (in the organisation's time zone)
 * per organisation. Deleting the question from the bank removes its days; the solves stay.
 */
export const potdProblems = pgTable(
  'potd_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    date: date('date', { mode: 'string' }).notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Null for a problem the server picked itself (roll-over) or a seeded one. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('potd_problems_org_date_unique').on(t.organizationId, t.date), index('potd_problems_question_idx').on(t.questionId)],
);

/**
 * A correct answer to a day's problem; wrong answers are never stored. One per user per day.
 * Leaderboard points are computed from these rows (user, organisation, solved_at).
 */
export const potdSolves = pgTable(
  'potd_solves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The solver's organisation (also when the problem was the platform's). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    date: date('date', { mode: 'string' }).notNull(),
    potdProblemId: uuid('potd_problem_id').references(() => potdProblems.id, { onDelete: 'set null' }),
    solvedAt: timestamp('solved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('potd_solves_user_date_unique').on(t.userId, t.date),
    index('potd_solves_org_date_idx').on(t.organizationId, t.date),
    index('potd_solves_org_solved_at_idx').on(t.organizationId, t.solvedAt),
  ],
);

/** Each user's streak, updated in the same transaction as their solve (rules in @pariksha/shared/streak). */
export const potdStreaks = pgTable('potd_streaks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentStreak: integer('current_streak').notNull().default(0),
  maxStreak: integer('max_streak').notNull().default(0),
  lastSolvedDate: date('last_solved_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

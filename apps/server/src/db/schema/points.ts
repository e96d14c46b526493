import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each user's all-time leaderboard points (docs/points.md), kept by triggers (migration 0020,
 * user_points_*) in the same transaction as the rows they come from: finished quizzes, first
 * submitted test attempts and daily-problem solves. The all-time platform board ranks these rows
 * through user_points_rank_idx instead of summing every source on each read.
 *
 * A live test's points are held back until its results are published: they count once
 * exams.points_released is set (the board sets it for every live test that has ended before it
 * reads). `active` mirrors users.is_active, so a rank is a count over the index alone.
 */
export const userPoints = pgTable(
  'user_points',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    quiz: integer('quiz').notNull().default(0),
    test: integer('test').notNull().default(0),
    potd: integer('potd').notNull().default(0),
    /** quiz + test + potd, written with them. */
    points: integer('points').notNull().default(0),
  },
  (t) => [
    index('user_points_rank_idx')
      .on(t.points.desc())
      .where(sql`active and points > 0`),
  ],
);

/**
 * How many ranked users (active, points > 0) have each points total, kept by a trigger on
 * user_points (migration 0021): a rank is 1 + the users above, summed over at most a few
 * thousand rows instead of counted over every user above the reader.
 */
export const userPointsHistogram = pgTable('user_points_histogram', {
  points: integer('points').primaryKey(),
  users: integer('users').notNull().default(0),
});

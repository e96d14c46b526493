import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { questions } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Where a bookmark was made; the one list shows it as a chip. */
export const BOOKMARK_SOURCES = ['practice', 'quiz', 'potd', 'exam'] as const;

/** A student's saved question, from any place a question is shown. One row per user and question. */
export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The user's organisation when the bookmark was made. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    source: text('source', { enum: BOOKMARK_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('question_bookmarks_user_created_idx').on(t.userId, t.createdAt)],
);

/** Every "check my answer" on /questions; the latest per question drives "unanswered only". */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    chosenOptionId: text('chosen_option_id').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('practice_answers_user_question_idx').on(t.userId, t.questionId),
    // A student's last practice answer (the institute dashboard's 'no activity for 7 days').
    index('practice_answers_user_answered_idx').on(t.userId, t.answeredAt),
  ],
);

/**
 * A 10-question quiz on one subject (and optionally one topic). `score` counts correct
 * answers out of `total`; leaderboard points are computed from these rows (finished only).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    subject: text('subject').notNull(),
    /** Null for a quiz over the whole subject. */
    topic: text('topic'),
    score: integer('score').notNull().default(0),
    total: integer('total').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('quiz_attempts_user_started_idx').on(t.userId, t.startedAt),
    index('quiz_attempts_org_finished_idx').on(t.organizationId, t.finishedAt),
  ],
);

/**
 * The quiz's questions in order; `chosenOptionId` and `correct` are filled when answered (once).
 * A bank question has `questionId`; a generated one (maths practice) has `generator` and `seed`
 * instead and is rebuilt from them, so its answer is stored nowhere. `itemId` names a generated
 * question to the client, which never sees its seed before answering.
 */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull().defaultRandom(),
    generator: text('generator'),
    seed: bigint('seed', { mode: 'number' }),
    position: integer('position').notNull(),
    /** The question's subject and topic, copied so per-topic accuracy needs no join. */
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    chosenOptionId: text('chosen_option_id'),
    correct: boolean('correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    uniqueIndex('quiz_attempt_answers_question_idx').on(t.attemptId, t.questionId),
    uniqueIndex('quiz_attempt_answers_item_idx').on(t.attemptId, t.itemId),
    check(
      'quiz_attempt_answers_source_check',
      sql`(${t.questionId} is not null) <> (${t.generator} is not null and ${t.seed} is not null)`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { exams, questions } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The discussion of one question of one test (issue 16), opened only once a live test's window
 * has closed. Made on the first post. It belongs to the exam's organisation, whose staff
 * moderate it, even when students of other organisations take a public test.
 */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discussion_threads_exam_question_unique').on(t.examId, t.questionId)],
);

/**
 * A post: a student's doubt (no parent) or an answer to one (parent = the doubt). Plain text
 * with `$…$` maths. A removed post keeps its row (its answers stay readable) without its text.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Answers only: the staff's choice, at most one per doubt (the partial unique index). */
    isBest: boolean('is_best').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** author: deleted by whoever wrote it; staff: hidden by the exam's staff. */
    removedBy: text('removed_by', { enum: ['author', 'staff'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'discussion_posts_parent_fk' }).onDelete('cascade'),
    index('discussion_posts_thread_idx').on(t.threadId, t.createdAt),
    index('discussion_posts_parent_idx').on(t.parentId),
    // The posting limit counts a person's recent posts.
    index('discussion_posts_author_idx').on(t.authorId, t.createdAt),
    uniqueIndex('discussion_posts_one_best_unique')
      .on(t.parentId)
      .where(sql`is_best`),
  ],
);

/** One upvote per person and post; a second upvote changes nothing. */
export const discussionUpvotes = pgTable(
  'discussion_upvotes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

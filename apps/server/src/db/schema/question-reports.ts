import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { examSets, questions } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A student's report of a mistake in a question seen in the solutions (wrong key, wrong
 * question, translation error, other). It belongs to the question's organisation, whose staff
 * fix and resolve it. One report per student and question: a second one is refused (409).
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The question's organisation (not the student's): its staff own the fix. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The test where the student met it, for the staff's context; kept if the test goes. */
    setId: uuid('set_id').references(() => examSets.id, { onDelete: 'set null' }),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['wrongAnswer', 'wrongQuestion', 'translation', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_reports_question_reporter_unique').on(t.questionId, t.reportedBy),
    index('question_reports_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
  ],
);

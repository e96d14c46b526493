import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * One monthly guardian digest sent for one student: the unique (student, month) makes the
 * monthly job idempotent however often it runs or retries.
 */
export const guardianDigests = pgTable(
  'guardian_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The month reported on, YYYY-MM in the organisation's time zone. */
    month: text('month').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardian_digests_student_month_unique').on(t.studentId, t.month),
    index('guardian_digests_org_idx').on(t.organizationId),
  ],
);

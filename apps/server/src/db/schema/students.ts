import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * What an institute keeps about a student beyond the account: the guardian to keep informed
 * (attendance notices, the monthly digest) and who enrolled them. The account itself (name,
 * username, email, mobile in `users.phone`, active flag in `users.is_active`) stays in users;
 * a deactivated student keeps this row, their results and their attendance.
 */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    guardianName: text('guardian_name'),
    guardianMobile: text('guardian_mobile'),
    guardianEmail: text('guardian_email'),
    guardianLanguage: text('guardian_language', { enum: ['hi', 'en'] })
      .notNull()
      .default('hi'),
    enrolledBy: uuid('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_profiles_organization_idx').on(t.organizationId)],
);

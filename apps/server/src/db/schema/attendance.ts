import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const ATTENDANCE_STATUS_VALUES = ['present', 'absent', 'late', 'halfDay'] as const;

/**
 * One student's attendance in one batch (a group with isBatch) on one calendar day of the
 * organisation's time zone. organization_id is the batch's, kept here so every read is scoped
 * by it without a join.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ATTENDANCE_STATUS_VALUES }).notNull(),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The day's list and the month report read a batch's range of dates through this one index.
    uniqueIndex('attendance_records_group_date_student_unique').on(t.groupId, t.date, t.studentId),
    // A student's own calendar, across their batches.
    index('attendance_records_student_date_idx').on(t.studentId, t.date),
    check('attendance_records_note_length', sql`char_length(${t.note}) <= 200`),
  ],
);

/**
 * Every change to a day that was already marked: who changed which student's status or note,
 * from what to what, and when. First marks are not changes and are not written here.
 */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    fromStatus: text('from_status', { enum: ATTENDANCE_STATUS_VALUES }).notNull(),
    toStatus: text('to_status', { enum: ATTENDANCE_STATUS_VALUES }).notNull(),
    fromNote: text('from_note'),
    toNote: text('to_note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attendance_changes_group_date_idx').on(t.groupId, t.date)],
);

/** Per-organisation attendance settings; an organisation without a row uses the defaults. */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Students whose month percentage is below this are flagged. */
    thresholdPercent: integer('threshold_percent').notNull().default(75),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('attendance_settings_threshold_range', sql`${t.thresholdPercent} between 0 and 100`)],
);

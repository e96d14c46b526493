import { z } from 'zod';
import { ATTENDANCE_STATUSES, isMonthKey } from '../attendance.ts';
import { uuidParam } from './common.ts';
import { dayKeySchema } from './potd.ts';

/**
 * Attendance of a batch (a group with isBatch): one status per student per day, marked by the
 * staff of the batch's organisation; a student reads only their own. Days are calendar dates in
 * the organisation's time zone (Asia/Kolkata by default) and never in its future. The
 * percentage rule is in ../attendance.ts.
 */

export const ATTENDANCE_NOTE_MAX = 200;
/** A class is marked in one request; groups hold at most 1000 members. */
export const ATTENDANCE_RECORDS_MAX = 1000;

export const attendanceStatus = z.enum(ATTENDANCE_STATUSES, { message: 'Choose present, absent, late or half-day' });
export const monthKeySchema = z.string().refine(isMonthKey, { message: 'Enter a month as YYYY-MM' });

const note = z
  .string()
  .trim()
  .max(ATTENDANCE_NOTE_MAX, 'A note can be at most 200 characters')
  .nullish()
  .transform((v) => v || null);

export const attendanceDayQuery = z.object({ batchId: uuidParam, date: dayKeySchema });
export type AttendanceDayQuery = z.infer<typeof attendanceDayQuery>;

export const attendanceBatch = z.object({ id: z.string(), name: z.string(), archived: z.boolean(), studentCount: z.number() });
export type AttendanceBatch = z.infer<typeof attendanceBatch>;
export const attendanceBatchList = z.object({ data: z.array(attendanceBatch), today: z.string() });
export type AttendanceBatchList = z.infer<typeof attendanceBatchList>;

export const attendanceEntry = z.object({
  studentId: z.string(),
  name: z.string(),
  username: z.string(),
  status: attendanceStatus.nullable(),
  note: z.string().nullable(),
  /** The name of who marked or last changed it. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

/** One change to an already-marked day: who changed whose status or note, from what to what. */
export const attendanceChange = z.object({
  id: z.number(),
  studentId: z.string(),
  studentName: z.string(),
  fromStatus: attendanceStatus,
  toStatus: attendanceStatus,
  fromNote: z.string().nullable(),
  toNote: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type AttendanceChange = z.infer<typeof attendanceChange>;

export const attendanceDay = z.object({
  batch: attendanceBatch,
  date: z.string(),
  /** Today in the organisation's time zone: the latest day that can be marked. */
  today: z.string(),
  data: z.array(attendanceEntry),
  history: z.array(attendanceChange),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

export const attendanceSave = z.object({
  batchId: uuidParam,
  date: dayKeySchema,
  records: z
    .array(z.object({ studentId: uuidParam, status: attendanceStatus, note }), { message: 'Must be a list of records' })
    .min(1, 'Mark at least one student')
    .max(ATTENDANCE_RECORDS_MAX, 'At most 1000 students can be marked at once')
    .refine((rs) => new Set(rs.map((r) => r.studentId)).size === rs.length, { message: 'Each student can be marked only once' }),
});
export type AttendanceSave = z.input<typeof attendanceSave>;

export const attendanceSaveResult = attendanceDay.extend({
  /** Records written for the first time, and marked ones whose status or note changed. */
  created: z.number(),
  changed: z.number(),
});
export type AttendanceSaveResult = z.infer<typeof attendanceSaveResult>;

export const attendanceReportQuery = z.object({ batchId: uuidParam, month: monthKeySchema });
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuery>;

export const attendanceExportQuery = attendanceReportQuery.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv'),
});

const summaryFields = {
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  halfDay: z.number(),
  marked: z.number(),
  /** (present + late + 0.5 × halfDay) / marked × 100, one decimal; null when nothing is marked. */
  percentage: z.number().nullable(),
  /** Below the organisation's threshold. */
  flagged: z.boolean(),
};

export const attendanceReportRow = z.object({
  studentId: z.string(),
  name: z.string(),
  username: z.string(),
  ...summaryFields,
  /** The month grid: one status per entry of the report's `days`, null where not marked. */
  statuses: z.array(attendanceStatus.nullable()),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRow>;

export const attendanceReport = z.object({
  batch: attendanceBatch,
  month: z.string(),
  /** The month's days up to today (organisation time zone). */
  days: z.array(z.string()),
  thresholdPercent: z.number(),
  data: z.array(attendanceReportRow),
});
export type AttendanceReport = z.infer<typeof attendanceReport>;

export const myAttendanceQuery = z.object({ month: monthKeySchema });

export const myAttendance = z.object({
  month: z.string(),
  today: z.string(),
  thresholdPercent: z.number(),
  summary: z.object(summaryFields),
  /** Every record of the month, in every batch of the student. */
  records: z.array(
    z.object({ date: z.string(), batchId: z.string(), batchName: z.string(), status: attendanceStatus, note: z.string().nullable() }),
  ),
});
export type MyAttendance = z.infer<typeof myAttendance>;

export const attendanceSettings = z.object({
  thresholdPercent: z
    .number({ message: 'Enter a whole number from 0 to 100' })
    .int('Enter a whole number from 0 to 100')
    .min(0, 'Enter a whole number from 0 to 100')
    .max(100, 'Enter a whole number from 0 to 100'),
});
export type AttendanceSettings = z.infer<typeof attendanceSettings>;

export const notifyAbsentRequest = z.object({ batchId: uuidParam, date: dayKeySchema });
export type NotifyAbsentRequest = z.infer<typeof notifyAbsentRequest>;

export const notifyAbsentResult = z.object({
  /** Absent students that day. */
  absent: z.number(),
  /** Messages queued (one per guardian contact). */
  queued: z.number(),
  /** Absent students with no guardian contact to reach. */
  withoutContact: z.array(z.object({ studentId: z.string(), name: z.string() })),
});
export type NotifyAbsentResult = z.infer<typeof notifyAbsentResult>;

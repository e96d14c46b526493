/**
 * The attendance percentage rule (decisions.md "Institute management", docs/attendance.md):
 *
 *   percentage = (present + late + 0.5 × halfDay) / days marked × 100
 *
 * where days marked = present + absent + late + halfDay, the days the student has a record in
 * the period. A late student attended; half a day counts half. Days nobody marked (holidays,
 * days before the student joined) are not counted against anyone. With no day marked there is
 * no percentage (null) and nobody is flagged. A student is flagged when the exact percentage,
 * not the rounded one shown, is below the organisation's threshold.
 */

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'halfDay'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_THRESHOLD_DEFAULT = 75;

export type AttendanceCounts = Record<AttendanceStatus, number>;

export const emptyCounts = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, halfDay: 0 });

export function countStatuses(statuses: Iterable<AttendanceStatus | null | undefined>): AttendanceCounts {
  const counts = emptyCounts();
  for (const s of statuses) if (s) counts[s] += 1;
  return counts;
}

export const markedDays = (c: AttendanceCounts) => c.present + c.absent + c.late + c.halfDay;

/** Twice the attended days, an integer, so comparisons stay exact. */
const attendedTwice = (c: AttendanceCounts) => 2 * (c.present + c.late) + c.halfDay;

/** The percentage rounded to one decimal, or null when no day is marked. */
export function attendancePercentage(c: AttendanceCounts): number | null {
  const marked = markedDays(c);
  if (marked === 0) return null;
  return Math.round((attendedTwice(c) * 1000) / (2 * marked)) / 10;
}

/** Below the threshold (exactly: 74.96% is below 75 although it shows as 75.0). */
export function isBelowThreshold(c: AttendanceCounts, thresholdPercent: number): boolean {
  const marked = markedDays(c);
  if (marked === 0) return false;
  return attendedTwice(c) * 100 < thresholdPercent * 2 * marked;
}

export type AttendanceSummary = AttendanceCounts & { marked: number; percentage: number | null; flagged: boolean };

export function summarize(statuses: Iterable<AttendanceStatus | null | undefined>, thresholdPercent: number): AttendanceSummary {
  const counts = countStatuses(statuses);
  return {
    ...counts,
    marked: markedDays(counts),
    percentage: attendancePercentage(counts),
    flagged: isBelowThreshold(counts, thresholdPercent),
  };
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonthKey = (value: string) => MONTH_KEY.test(value) && Number(value.slice(0, 4)) >= 1970;

/** Every day of a month ('YYYY-MM'), as day keys, up to and including `until` when given. */
export function daysOfMonth(month: string, until?: string): string[] {
  const m = MONTH_KEY.exec(month);
  if (!m) throw new Error(`Not a month key: ${month}`);
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  const days: string[] = [];
  for (let d = 1; d <= last; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (until !== undefined && day > until) break;
    days.push(day);
  }
  return days;
}

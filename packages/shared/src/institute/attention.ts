/**
 * "Students who need attention" on the institute dashboard. Pure, so the rules are tested
 * without a database; the server gathers the figures with a few aggregate queries.
 */

/** No learning activity (test, quiz, daily problem, practice) for this many days. */
export const INACTIVE_DAYS = 7;
/** Attendance is judged over this many days back from today. */
export const ATTENDANCE_WINDOW_DAYS = 30;
/** Fewer marked days than this is too little to judge attendance on. */
export const MIN_MARKED_DAYS = 3;
/** Scores are "falling" when each of the last this-many tests is lower than the one before. */
export const FALLING_TESTS = 3;

export type AttentionInput = {
  /** Attendance over the window: null when the student has no marked day in it. */
  attendance: { percentage: number; marked: number } | null;
  threshold: number;
  /** Score percentages of the last tests, newest first. */
  recentPercents: number[];
  /** Newest activity; null when there was none. */
  lastActiveAt: Date | null;
  /** When the account was made: a student added yesterday is not "inactive for 7 days". */
  createdAt: Date;
  now: Date;
};

export type Reason =
  | { kind: 'lowAttendance'; percentage: number; threshold: number }
  | { kind: 'fallingScores'; percents: number[] }
  | { kind: 'inactive'; lastActiveAt: string | null; days: number };

const DAY_MS = 86_400_000;

export function attentionReasons(input: AttentionInput): Reason[] {
  const reasons: Reason[] = [];
  const { attendance, threshold } = input;
  if (attendance && attendance.marked >= MIN_MARKED_DAYS && attendance.percentage < threshold) {
    reasons.push({ kind: 'lowAttendance', percentage: attendance.percentage, threshold });
  }
  const last = input.recentPercents.slice(0, FALLING_TESTS);
  if (last.length === FALLING_TESTS && last.every((p, i) => i === 0 || last[i - 1] < p)) {
    // Shown oldest first, as a reader follows a trend.
    reasons.push({ kind: 'fallingScores', percents: [...last].reverse() });
  }
  const since = input.lastActiveAt ?? input.createdAt;
  const days = Math.floor((input.now.getTime() - since.getTime()) / DAY_MS);
  if (days >= INACTIVE_DAYS) {
    reasons.push({ kind: 'inactive', lastActiveAt: input.lastActiveAt?.toISOString() ?? null, days });
  }
  return reasons;
}

/** Attendance percentage rule (decisions.md): (present + late + 0.5 × half-day) / days marked, two decimals. */
export function attendancePercent(c: { present: number; late: number; halfDay: number; marked: number }): number | null {
  if (c.marked <= 0) return null;
  return Math.round(((c.present + c.late + 0.5 * c.halfDay) * 10_000) / c.marked) / 100;
}

/**
 * Global leaderboard points (docs/points.md), pure and time-zone aware. The server computes the
 * board in SQL with these same constants; the functions here are the rule's reference and the
 * tests pin it down.
 *
 * - Quiz: 1 point per correct answer of a finished quiz (10 at most per quiz). Unfinished
 *   quizzes earn nothing.
 * - Test: 2 points per correct answer of the FIRST submitted attempt of each test paper (set).
 *   Retakes earn nothing, so sitting the same paper again cannot farm points; wrong answers
 *   never take points away. A live test's points appear once its results are published (the
 *   test has ended).
 * - Problem of the day: 10 points per solve, plus a 5-point streak bonus when the day before
 *   was solved too. Wrong answers are never stored, so they earn nothing.
 *
 * Points count in the period (week, month, all time) in which they were earned: the quiz
 * finished, the test submitted, the problem solved. Weeks start on Monday at 00:00 and months
 * on the 1st at 00:00, in the organisation's time zone (Asia/Kolkata by default).
 */
import { addDays, dayKey, type DayKey } from './streak.ts';

export const POINTS = {
  quizCorrect: 1,
  testCorrect: 2,
  potdSolve: 10,
  potdStreakBonus: 5,
} as const;

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['organization', 'platform'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/** A quiz's points: its correct answers, once finished. */
export function quizPoints(quiz: { score: number; finished: boolean }): number {
  return quiz.finished ? Math.max(0, quiz.score) * POINTS.quizCorrect : 0;
}

/** A test attempt's points: its correct answers, for a submitted first attempt of the paper only. */
export function testPoints(attempt: { correct: number | null; attemptNumber: number; submitted: boolean }): number {
  if (!attempt.submitted || attempt.attemptNumber !== 1) return 0;
  return Math.max(0, attempt.correct ?? 0) * POINTS.testCorrect;
}

/** One daily-problem solve: the base points, plus the bonus when it continues yesterday's streak. */
export function potdSolvePoints(continuesStreak: boolean): number {
  return POINTS.potdSolve + (continuesStreak ? POINTS.potdStreakBonus : 0);
}

/**
 * Points for the solves on `days` that fall in the period (`from`, inclusive; null = all time).
 * `days` is the student's whole history of solved days, since a solve on the period's first day
 * may continue a streak from the day before it.
 */
export function potdPoints(days: Iterable<DayKey>, from: DayKey | null = null): number {
  const solved = new Set(days);
  let total = 0;
  for (const day of solved) {
    if (from !== null && day < from) continue;
    total += potdSolvePoints(solved.has(addDays(day, -1)));
  }
  return total;
}

export type PointsBreakdown = { quizPoints: number; testPoints: number; potdPoints: number };
export const totalPoints = (b: PointsBreakdown) => b.quizPoints + b.testPoints + b.potdPoints;

// ---------- periods ----------

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** How far the time zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day starts (00:00 on the wall clock) in a time zone. */
export function startOfDay(day: DayKey, timeZone: string): Date {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  // Across a daylight-saving change the offset at midnight differs from the one at the guess.
  const corrected = wallMidnight - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The first day of the period that contains `now` (Monday for weeks, the 1st for months), or null for all time. */
export function periodStartDay(period: LeaderboardPeriod, now: Date | number, timeZone: string): DayKey | null {
  if (period === 'all') return null;
  const today = dayKey(now, timeZone);
  if (period === 'month') return `${today.slice(0, 8)}01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, -((weekday + 6) % 7));
}

/** The instant the period containing `now` began in the time zone, or null for all time. */
export function periodStart(period: LeaderboardPeriod, now: Date | number, timeZone: string): Date | null {
  const day = periodStartDay(period, now, timeZone);
  return day === null ? null : startOfDay(day, timeZone);
}

// ---------- ranking ----------

/**
 * Competition ranking ("1, 2, 2, 4"): equal points share a rank and the next rank skips the
 * tied places, as in the exam leaderboard. Sorted by points (desc); ties keep a stable order
 * by name, then id, which does not affect the rank.
 */
export function rankByPoints<T extends { userId: string; name: string; points: number }>(entries: T[]): Array<T & { rank: number }> {
  const sorted = [...entries].sort(
    (a, b) =>
      b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked: Array<T & { rank: number }> = [];
  sorted.forEach((entry, i) => {
    const prev = ranked[i - 1];
    ranked.push({ ...entry, rank: prev !== undefined && prev.points === entry.points ? prev.rank : i + 1 });
  });
  return ranked;
}

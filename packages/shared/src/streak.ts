/**
 * Daily-problem streak rules (decisions.md "Practice"), pure and time-zone aware.
 *
 * A day is a calendar date ('YYYY-MM-DD', a "day key") in the organisation's time zone
 * (Asia/Kolkata by default), never the server's or UTC's date: a solve at 00:30 IST is on the
 * new Indian day although UTC is still on the previous one.
 *
 * - Solving on the day after the last solved day adds one.
 * - Solving after a gap restarts at 1.
 * - Solving again on the same day changes nothing.
 * - The current streak shows 0 once a whole day has been missed (yesterday not solved and
 *   today not solved yet); until then yesterday's streak stays on show, since today can still
 *   continue it.
 * - max = max(previous max, new current).
 */

/** A calendar date in an organisation's time zone, 'YYYY-MM-DD'. */
export type DayKey = string;

export type StreakState = {
  /** The run that ended on lastSolvedDate (not yet reduced to 0 by missed days; see displayedStreak). */
  current: number;
  max: number;
  lastSolvedDate: DayKey | null;
};

export type Streak = { current: number; max: number };

export const EMPTY_STREAK: StreakState = { current: 0, max: 0, lastSolvedDate: null };

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isDayKey(value: string): value is DayKey {
  const m = DAY_KEY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant in a time zone. */
export function dayKey(instant: Date | number, timeZone: string): DayKey {
  const parts = formatterFor(timeZone).formatToParts(typeof instant === 'number' ? new Date(instant) : instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function toUtcMs(day: DayKey): number {
  const m = DAY_KEY.exec(day);
  if (!m) throw new Error(`Not a day key: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The day `n` days after (or before, for negative n) `day`. */
export function addDays(day: DayKey, n: number): DayKey {
  return new Date(toUtcMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The state after solving on `day`. A solve older than the last solved day changes nothing. */
export function applySolve(state: StreakState, day: DayKey): StreakState {
  if (state.lastSolvedDate !== null) {
    const gap = daysBetween(state.lastSolvedDate, day);
    if (gap <= 0) return state; // same day again, or a late record of an earlier day
    if (gap === 1) {
      const current = state.current + 1;
      return { current, max: Math.max(state.max, current), lastSolvedDate: day };
    }
  }
  return { current: 1, max: Math.max(state.max, 1), lastSolvedDate: day };
}

/** What the student sees on `today`: the current streak is 0 once a day has been missed. */
export function displayedStreak(state: StreakState, today: DayKey): Streak {
  if (state.lastSolvedDate === null) return { current: 0, max: state.max };
  const gap = daysBetween(state.lastSolvedDate, today);
  return { current: gap <= 1 ? state.current : 0, max: Math.max(state.max, state.current) };
}

/** The state rebuilt from every solved day (any order, duplicates allowed). */
export function streakFromDays(days: Iterable<DayKey>): StreakState {
  const sorted = [...new Set(days)].sort();
  return sorted.reduce(applySolve, EMPTY_STREAK);
}

/** Today's day key in a time zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): DayKey {
  return dayKey(now, timeZone);
}

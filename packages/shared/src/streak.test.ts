import { describe, expect, it } from 'vitest';
import {
  addDays,
  applySolve,
  dayKey,
  daysBetween,
  displayedStreak,
  EMPTY_STREAK,
  isDayKey,
  isTimeZone,
  streakFromDays,
  todayIn,
  type StreakState,
} from './streak.ts';

const IST = 'Asia/Kolkata';
const solveAll = (days: string[], from: StreakState = EMPTY_STREAK) => days.reduce(applySolve, from);

describe('dayKey: the calendar date in the organisation time zone', () => {
  it('puts 00:30 IST on the new Indian day while UTC is still on the previous one', () => {
    const instant = new Date('2026-03-09T19:00:00Z'); // 00:30 IST on 10 March
    expect(dayKey(instant, IST)).toBe('2026-03-10');
    expect(dayKey(instant, 'UTC')).toBe('2026-03-09');
  });

  it('changes day exactly at midnight IST (18:30 UTC)', () => {
    expect(dayKey(new Date('2026-03-09T18:29:59.999Z'), IST)).toBe('2026-03-09');
    expect(dayKey(new Date('2026-03-09T18:30:00.000Z'), IST)).toBe('2026-03-10');
  });

  it('handles zones behind UTC, half-hour and quarter-hour offsets, and daylight saving', () => {
    const instant = Date.parse('2026-01-01T03:00:00Z');
    expect(dayKey(instant, 'America/New_York')).toBe('2025-12-31');
    expect(dayKey(instant, 'Asia/Kathmandu')).toBe('2026-01-01'); // +05:45
    expect(dayKey(Date.parse('2026-01-01T13:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-02'); // +14:00
    // New York on the night clocks go forward: 03:59 UTC is still 8 March (EDT starts at 07:00 UTC).
    expect(dayKey(Date.parse('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(dayKey(Date.parse('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('todayIn is dayKey of now', () => {
    expect(todayIn(IST, Date.parse('2026-06-30T20:00:00Z'))).toBe('2026-07-01');
  });

  it('knows real time zones and day keys only', () => {
    expect(isTimeZone(IST)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-2-28')).toBe(false);
    expect(isDayKey('28-02-2026')).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });
});

describe('applySolve', () => {
  it('starts at 1 on the first solve', () => {
    expect(applySolve(EMPTY_STREAK, '2026-03-10')).toEqual({ current: 1, max: 1, lastSolvedDate: '2026-03-10' });
  });

  it('adds one for each next day, across a month end', () => {
    expect(solveAll(['2026-03-30', '2026-03-31', '2026-04-01'])).toEqual({ current: 3, max: 3, lastSolvedDate: '2026-04-01' });
  });

  it('restarts at 1 after a gap and keeps the max', () => {
    const s = solveAll(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05']);
    expect(s).toEqual({ current: 1, max: 3, lastSolvedDate: '2026-03-05' });
    expect(applySolve(s, '2026-03-06')).toEqual({ current: 2, max: 3, lastSolvedDate: '2026-03-06' });
  });

  it('max = max(previous max, new current): grows once the new run passes it', () => {
    const s = solveAll(['2026-03-01', '2026-03-02', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(s).toEqual({ current: 3, max: 3, lastSolvedDate: '2026-03-07' });
    expect(applySolve(s, '2026-03-08').max).toBe(4);
  });

  it('a same-day re-solve changes nothing', () => {
    const s = solveAll(['2026-03-01', '2026-03-02']);
    expect(applySolve(s, '2026-03-02')).toBe(s);
  });

  it('a late record of an earlier day changes nothing', () => {
    const s = solveAll(['2026-03-01', '2026-03-02']);
    expect(applySolve(s, '2026-02-20')).toBe(s);
  });

  it('counts days in the organisation time zone: 23:50 and 00:10 IST are two days, one UTC day', () => {
    const first = Date.parse('2026-03-09T18:20:00Z'); // 23:50 IST, 9 March
    const second = Date.parse('2026-03-09T18:40:00Z'); // 00:10 IST, 10 March
    const ist = solveAll([dayKey(first, IST), dayKey(second, IST)]);
    expect(ist.current).toBe(2);
    const utc = solveAll([dayKey(first, 'UTC'), dayKey(second, 'UTC')]);
    expect(utc.current).toBe(1);
  });

  it('22:00 IST and 05:00 IST the next morning are consecutive days, though 31 hours apart in UTC dates', () => {
    const evening = Date.parse('2026-03-10T16:30:00Z'); // 22:00 IST, 10 March
    const nextMorning = Date.parse('2026-03-10T23:30:00Z'); // 05:00 IST, 11 March
    expect(solveAll([dayKey(evening, IST), dayKey(nextMorning, IST)]).current).toBe(2);
  });
});

describe('displayedStreak', () => {
  const s = solveAll(['2026-03-08', '2026-03-09', '2026-03-10']);

  it('shows the streak on the day of the last solve and the day after', () => {
    expect(displayedStreak(s, '2026-03-10')).toEqual({ current: 3, max: 3 });
    expect(displayedStreak(s, '2026-03-11')).toEqual({ current: 3, max: 3 });
  });

  it('shows 0 once a day is missed, keeping the max', () => {
    expect(displayedStreak(s, '2026-03-12')).toEqual({ current: 0, max: 3 });
    expect(displayedStreak(s, '2026-04-30')).toEqual({ current: 0, max: 3 });
  });

  it('shows 0 for someone who never solved', () => {
    expect(displayedStreak(EMPTY_STREAK, '2026-03-12')).toEqual({ current: 0, max: 0 });
  });

  it('the missed-day rule follows the organisation day: 23:59 IST is still "the day after"', () => {
    const justBeforeMidnight = Date.parse('2026-03-11T18:29:00Z'); // 23:59 IST, 11 March
    const justAfterMidnight = Date.parse('2026-03-11T18:31:00Z'); // 00:01 IST, 12 March
    expect(displayedStreak(s, dayKey(justBeforeMidnight, IST)).current).toBe(3);
    expect(displayedStreak(s, dayKey(justAfterMidnight, IST)).current).toBe(0);
    // In UTC the same instant is still 11 March, so a UTC-based rule would wrongly keep 3.
    expect(displayedStreak(s, dayKey(justAfterMidnight, 'UTC')).current).toBe(3);
  });
});

describe('streakFromDays', () => {
  it('rebuilds the state from history in any order, ignoring duplicates', () => {
    expect(streakFromDays(['2026-03-05', '2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03', '2026-03-06'])).toEqual({
      current: 2,
      max: 3,
      lastSolvedDate: '2026-03-06',
    });
    expect(streakFromDays([])).toEqual(EMPTY_STREAK);
  });
});

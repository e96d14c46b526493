import { describe, expect, it } from 'vitest';
import { attendancePercentage, countStatuses, daysOfMonth, isBelowThreshold, isMonthKey, summarize } from './attendance.ts';

const counts = (present: number, absent: number, late: number, halfDay: number) => ({ present, absent, late, halfDay });

describe('attendancePercentage', () => {
  it('is (present + late + 0.5 × halfDay) / days marked', () => {
    expect(attendancePercentage(counts(10, 0, 0, 0))).toBe(100);
    expect(attendancePercentage(counts(0, 10, 0, 0))).toBe(0);
    expect(attendancePercentage(counts(6, 2, 1, 1))).toBe(75); // (6 + 1 + 0.5) / 10
    expect(attendancePercentage(counts(1, 0, 1, 2))).toBe(75); // (1 + 1 + 1) / 4
  });
  it('counts late as attended and half a day as half', () => {
    expect(attendancePercentage(counts(0, 0, 4, 0))).toBe(100);
    expect(attendancePercentage(counts(0, 0, 0, 4))).toBe(50);
  });
  it('rounds to one decimal', () => expect(attendancePercentage(counts(2, 1, 0, 0))).toBe(66.7));
  it('is null with no day marked', () => expect(attendancePercentage(counts(0, 0, 0, 0))).toBeNull());
});

describe('isBelowThreshold', () => {
  it('flags below, not at, the threshold', () => {
    expect(isBelowThreshold(counts(3, 1, 0, 0), 75)).toBe(false); // exactly 75
    expect(isBelowThreshold(counts(2, 1, 0, 0), 75)).toBe(true);
  });
  it('compares the exact figure, not the rounded one', () => {
    // 1499 / 2000 = 74.95 %, shown as 75 after rounding to one decimal... still below 75.
    const c = counts(1499, 501, 0, 0);
    expect(attendancePercentage(c)).toBe(75);
    expect(isBelowThreshold(c, 75)).toBe(true);
  });
  it('never flags a student with nothing marked', () => expect(isBelowThreshold(counts(0, 0, 0, 0), 75)).toBe(false));
});

describe('summarize', () => {
  it('counts statuses and skips unmarked days', () => {
    expect(summarize(['present', null, 'absent', 'late', 'halfDay', undefined, 'present'], 75)).toEqual({
      present: 2,
      absent: 1,
      late: 1,
      halfDay: 1,
      marked: 5,
      percentage: 70,
      flagged: true,
    });
    expect(countStatuses([])).toEqual(counts(0, 0, 0, 0));
  });
});

describe('months', () => {
  it('lists every day of a month, up to a day', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11', '2026-11-03')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(daysOfMonth('2026-12', '2026-11-30')).toEqual([]);
  });
  it('checks month keys', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
  });
});

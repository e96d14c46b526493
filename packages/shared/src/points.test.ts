import { describe, expect, it } from 'vitest';
import {
  POINTS,
  periodStart,
  periodStartDay,
  potdPoints,
  potdSolvePoints,
  quizPoints,
  rankByPoints,
  startOfDay,
  testPoints,
  totalPoints,
} from './points.ts';

describe('quizPoints', () => {
  it('gives one point per correct answer of a finished quiz', () => {
    expect(quizPoints({ score: 7, finished: true })).toBe(7);
    expect(quizPoints({ score: 10, finished: true })).toBe(10 * POINTS.quizCorrect);
    expect(quizPoints({ score: 0, finished: true })).toBe(0);
  });
  it('gives nothing for an unfinished quiz', () => expect(quizPoints({ score: 6, finished: false })).toBe(0));
});

describe('testPoints', () => {
  it('gives two points per correct answer of a submitted first attempt', () => {
    expect(testPoints({ correct: 40, attemptNumber: 1, submitted: true })).toBe(80);
    expect(testPoints({ correct: null, attemptNumber: 1, submitted: true })).toBe(0);
  });
  it('gives nothing for a retake or an attempt still in progress', () => {
    expect(testPoints({ correct: 90, attemptNumber: 2, submitted: true })).toBe(0);
    expect(testPoints({ correct: 90, attemptNumber: 1, submitted: false })).toBe(0);
  });
});

describe('potdPoints', () => {
  it('gives 10 per solve and 5 more when the day before was solved', () => {
    expect(potdSolvePoints(false)).toBe(10);
    expect(potdSolvePoints(true)).toBe(15);
    // 1st alone; 3rd, 4th, 5th a run (10 + 15 + 15); 7th after a gap.
    expect(potdPoints(['2025-03-01', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-07'])).toBe(10 + 10 + 15 + 15 + 10);
  });
  it('counts a duplicate day once and takes the days in any order', () => {
    expect(potdPoints(['2025-03-02', '2025-03-01', '2025-03-02'])).toBe(25);
  });
  it('continues a streak across a month end and a year end', () => {
    expect(potdPoints(['2025-02-28', '2025-03-01'])).toBe(25);
    expect(potdPoints(['2024-12-31', '2025-01-01'])).toBe(25);
  });
  it('counts only the period, but lets its first solve continue a streak from before it', () => {
    const days = ['2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11'];
    expect(potdPoints(days, '2025-03-10')).toBe(15 + 15);
    expect(potdPoints(days, '2025-03-12')).toBe(0);
    expect(potdPoints([], null)).toBe(0);
  });
});

describe('totalPoints', () => {
  it('adds the three sources', () => expect(totalPoints({ quizPoints: 7, testPoints: 80, potdPoints: 25 })).toBe(112));
});

describe('periods', () => {
  const IST = 'Asia/Kolkata';
  it('starts a day at local midnight', () => {
    expect(startOfDay('2025-03-10', IST).toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(startOfDay('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    // New York moved to daylight time on 9 March 2025: midnight is 05:00 UTC before, 04:00 after.
    expect(startOfDay('2025-03-08', 'America/New_York').toISOString()).toBe('2025-03-08T05:00:00.000Z');
    expect(startOfDay('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
  });

  it('starts the week on Monday in the organisation time zone', () => {
    // Wednesday 12 March 2025, noon IST.
    expect(periodStartDay('week', Date.parse('2025-03-12T06:30:00Z'), IST)).toBe('2025-03-10');
    expect(periodStart('week', Date.parse('2025-03-12T06:30:00Z'), IST)?.toISOString()).toBe('2025-03-09T18:30:00.000Z');
    // A Monday is its own week's start; a Sunday belongs to the week that began six days before.
    expect(periodStartDay('week', Date.parse('2025-03-10T00:00:00+05:30'), IST)).toBe('2025-03-10');
    expect(periodStartDay('week', Date.parse('2025-03-16T23:59:59+05:30'), IST)).toBe('2025-03-10');
  });

  it('uses the Indian date, not UTC, around midnight', () => {
    // Sunday 23:00 UTC is already Monday 04:30 in India: a new week there, still last week in UTC.
    const sundayNightUtc = Date.parse('2025-03-16T23:00:00Z');
    expect(periodStartDay('week', sundayNightUtc, IST)).toBe('2025-03-17');
    expect(periodStartDay('week', sundayNightUtc, 'UTC')).toBe('2025-03-10');
    // 31 March 20:00 UTC is 1 April in India.
    expect(periodStartDay('month', Date.parse('2025-03-31T20:00:00Z'), IST)).toBe('2025-04-01');
    expect(periodStartDay('month', Date.parse('2025-03-31T20:00:00Z'), 'UTC')).toBe('2025-03-01');
  });

  it('starts the month on the 1st, across a year end', () => {
    expect(periodStart('month', Date.parse('2025-01-01T00:10:00+05:30'), IST)?.toISOString()).toBe('2024-12-31T18:30:00.000Z');
    expect(periodStartDay('week', Date.parse('2025-01-01T12:00:00+05:30'), IST)).toBe('2024-12-30');
  });

  it('has no start for all time', () => {
    expect(periodStart('all', Date.now(), IST)).toBeNull();
    expect(periodStartDay('all', Date.now(), IST)).toBeNull();
  });
});

describe('rankByPoints', () => {
  const e = (userId: string, name: string, points: number) => ({ userId, name, points });
  it('uses competition ranks: equal points share a rank and the next skips the tied places', () => {
    const ranked = rankByPoints([e('a', 'Asha', 30), e('b', 'Bela', 50), e('c', 'Chetan', 30), e('d', 'Dev', 10), e('f', 'Farah', 30)]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['f', 2],
      ['d', 5],
    ]);
  });
  it('orders ties by name then id without changing the rank, and leaves the input alone', () => {
    const input = [e('z', 'Same', 5), e('y', 'Same', 5), e('x', 'Alpha', 5)];
    const ranked = rankByPoints(input);
    expect(ranked.map((r) => r.userId)).toEqual(['x', 'y', 'z']);
    expect(ranked.every((r) => r.rank === 1)).toBe(true);
    expect(input.map((r) => r.userId)).toEqual(['z', 'y', 'x']);
    expect(rankByPoints([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { intervalParts, startOfNextDay } from './schedule.ts';

describe('startOfNextDay', () => {
  it('gives local midnight of the next day in Asia/Kolkata (UTC+5:30)', () => {
    // 10:00 IST on 1 March is 04:30 UTC; the day ends at 18:30 UTC.
    expect(startOfNextDay(new Date('2025-03-01T04:30:00Z'), 'Asia/Kolkata').toISOString()).toBe('2025-03-01T18:30:00.000Z');
  });
  it('uses the local date, not the UTC one, just after local midnight', () => {
    // 00:10 IST on 2 March is still 1 March in UTC.
    expect(startOfNextDay(new Date('2025-03-01T18:40:00Z'), 'Asia/Kolkata').toISOString()).toBe('2025-03-02T18:30:00.000Z');
  });
  it('handles UTC and a daylight-saving change', () => {
    expect(startOfNextDay(new Date('2025-03-01T23:59:59Z'), 'UTC').toISOString()).toBe('2025-03-02T00:00:00.000Z');
    // Europe/London moves to BST on 30 March 2025: midnight of the 31st is 23:00 UTC on the 30th.
    expect(startOfNextDay(new Date('2025-03-30T12:00:00Z'), 'Europe/London').toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });
  it('crosses month and year ends', () => {
    expect(startOfNextDay(new Date('2024-12-31T10:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2024-12-31T18:30:00.000Z');
    expect(startOfNextDay(new Date('2024-12-31T19:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2025-01-01T18:30:00.000Z');
  });
});

describe('intervalParts', () => {
  it.each([
    [0, { unit: 'minute', count: 1 }],
    [10, { unit: 'minute', count: 10 }],
    [59, { unit: 'minute', count: 59 }],
    [60, { unit: 'hour', count: 1 }],
    [150, { unit: 'hour', count: 3 }],
    [1440, { unit: 'day', count: 1 }],
    [2880, { unit: 'day', count: 2 }],
    [1440 * 29, { unit: 'day', count: 29 }],
    [1440 * 45, { unit: 'month', count: 2 }],
    [1440 * 400, { unit: 'year', count: 1.1 }],
  ])('%s minutes -> %o', (minutes, parts) => {
    expect(intervalParts(minutes)).toEqual(parts);
  });
});

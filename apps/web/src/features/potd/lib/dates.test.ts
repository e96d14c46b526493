import { describe, expect, it } from 'vitest';
import { formatDay, monthGrid, shiftMonth, weekdayNames } from './dates.ts';

describe('monthGrid', () => {
  it('lays a month out in weeks starting on Sunday', () => {
    const grid = monthGrid('2026-03'); // 1 March 2026 is a Sunday
    expect(grid[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(grid.flat().filter(Boolean)).toHaveLength(31);
    expect(grid.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
  });
  it('pads the first week and handles a leap February', () => {
    const grid = monthGrid('2028-02'); // 1 February 2028 is a Tuesday
    expect(grid[0].slice(0, 3)).toEqual([null, null, '2028-02-01']);
    expect(grid.flat().filter(Boolean)).toHaveLength(29);
    expect(grid.every((w) => w.length === 7)).toBe(true);
  });
});

describe('month and day labels', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
  it('formats a day key as that calendar date whatever the browser zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('1 March 2026');
    expect(formatDay('2026-03-01', 'hi')).toMatch(/^1 मार्च 2026$/);
  });
  it('names the weekdays from Sunday', () => {
    expect(weekdayNames('en')[0].long).toBe('Sunday');
    expect(weekdayNames('hi')[1].long).toBe('सोमवार');
  });
});

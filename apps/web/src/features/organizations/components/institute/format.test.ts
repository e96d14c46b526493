import { describe, expect, it } from 'vitest';
import { monthName, pct, shiftMonth, shortDay } from './format.ts';

describe('dashboard formats', () => {
  it('shows a percentage with one decimal at most, and a dash for none', () => {
    expect(pct(75)).toBe('75%');
    expect(pct(66.667)).toBe('66.7%');
    expect(pct(null)).toBe('—');
    expect(pct(undefined)).toBe('—');
  });

  it('moves a month across the year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-06', 0)).toBe('2026-06');
  });

  it('names a calendar day and a month in the page language, whatever the browser zone', () => {
    expect(shortDay('2026-11-23', 'en')).toBe('23 Nov');
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'hi')).toContain('2026');
  });
});

import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, daysBetween, groupByDay, timeOfDay } from './days.ts';

const IST = 'Asia/Kolkata';
const at = (iso: string) => ({ createdAt: iso, id: iso });

describe('groupByDay', () => {
  it('splits at midnight in the reader’s time zone, not UTC', () => {
    // 18:29 UTC is 23:59 in Kolkata; 18:31 UTC is 00:01 the next day there.
    const items = [
      at('2026-11-19T10:00:00.000Z'),
      at('2026-11-19T18:29:00.000Z'),
      at('2026-11-19T18:31:00.000Z'),
      at('2026-11-20T05:00:00.000Z'),
    ];
    const groups = groupByDay(items, IST);
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ['2026-11-19', 2],
      ['2026-11-20', 2],
    ]);
    expect(groupByDay(items, 'UTC').map((g) => g.key)).toEqual(['2026-11-19', '2026-11-20']);
    expect(groupByDay(items, 'UTC')[0]!.items).toHaveLength(3);
  });

  it('is empty for no messages and keeps the order given', () => {
    expect(groupByDay([], IST)).toEqual([]);
    const items = [at('2026-11-18T10:00:00.000Z'), at('2026-11-18T11:00:00.000Z')];
    expect(groupByDay(items, IST)[0]!.items).toEqual(items);
  });
});

describe('dayLabel', () => {
  const now = new Date('2026-11-20T06:00:00.000Z'); // Friday 11:30 in Kolkata
  const en = { now, language: 'en', today: 'Today', yesterday: 'Yesterday', timeZone: IST };
  const hi = { now, language: 'hi', today: 'आज', yesterday: 'कल', timeZone: IST };

  it('says today and yesterday in the reader’s language', () => {
    expect(dayLabel('2026-11-20', en)).toBe('Today');
    expect(dayLabel('2026-11-19', en)).toBe('Yesterday');
    expect(dayLabel('2026-11-20', hi)).toBe('आज');
    expect(dayLabel('2026-11-19', hi)).toBe('कल');
  });

  it('names the weekday within the week, then the date, with the year only when it is another', () => {
    expect(dayLabel('2026-11-16', en)).toBe('Monday');
    expect(dayLabel('2026-11-16', hi)).toBe('सोमवार');
    expect(dayLabel('2026-11-13', en)).toBe('13 November');
    expect(dayLabel('2026-11-13', hi)).toBe('13 नवंबर');
    expect(dayLabel('2025-12-31', en)).toBe('31 December 2025');
    expect(dayLabel('2025-12-31', hi)).toBe('31 दिसंबर 2025');
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(dayKey('2026-11-19T18:31:00.000Z', IST)).toBe('2026-11-20');
  });
});

describe('timeOfDay', () => {
  it('shows the time in the reader’s zone', () => {
    expect(timeOfDay('2026-11-20T09:05:00.000Z', 'en', IST)).toBe('2:35 pm');
    expect(timeOfDay('2026-11-20T09:05:00.000Z', 'hi', IST)).toMatch(/2:35/);
  });
});

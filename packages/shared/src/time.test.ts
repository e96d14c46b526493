import { describe, expect, it } from 'vitest';
import { relativeTime } from './time.ts';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => relativeTime(now - ms, now);
const MIN = 60_000;

describe('relativeTime (spec 9)', () => {
  it('says just now up to one minute', () => {
    expect(ago(0)).toEqual({ key: 'justNow' });
    expect(ago(MIN)).toEqual({ key: 'justNow' });
  });
  it('counts minutes below an hour', () => {
    expect(ago(MIN + 1)).toEqual({ key: 'minutesAgo', count: 1 });
    expect(ago(59 * MIN)).toEqual({ key: 'minutesAgo', count: 59 });
  });
  it('counts hours below a day', () => {
    expect(ago(60 * MIN)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(ago(23 * 60 * MIN)).toEqual({ key: 'hoursAgo', count: 23 });
  });
  it('says yesterday, then days, below a week', () => {
    expect(ago(24 * 60 * MIN)).toEqual({ key: 'yesterday' });
    expect(ago(6 * 24 * 60 * MIN)).toEqual({ key: 'daysAgo', count: 6 });
  });
  it('falls back to a date from seven days', () => {
    expect(ago(7 * 24 * 60 * MIN)).toEqual({ key: 'date' });
  });
  it('treats a future timestamp as just now', () => {
    expect(relativeTime(now + 5 * MIN, now)).toEqual({ key: 'justNow' });
  });
});

import { describe, expect, it } from 'vitest';
import { availableMs, clockOffset, countdownParts, formatClock, formatWindow, liveWindow, splitDuration } from './time.ts';

describe('server clock', () => {
  it('is the difference between serverNow and the moment the answer arrived', () => {
    const arrived = Date.parse('2026-01-10T10:00:00.000Z');
    expect(clockOffset('2026-01-10T10:02:00.000Z', arrived)).toBe(120_000);
    expect(clockOffset('2026-01-10T09:59:59.000Z', arrived)).toBe(-1_000);
  });
  it('is zero when either side is unknown', () => {
    expect(clockOffset('garbage', Date.now())).toBe(0);
    expect(clockOffset('2026-01-10T10:00:00.000Z', 0)).toBe(0);
  });
});

describe('durations', () => {
  it('splits and formats', () => {
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5000)).toBe('00:00');
    expect(formatClock(65_999)).toBe('01:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(90_061_000)).toBe('25:01:01');
    expect(countdownParts(90_061_000)).toEqual({ days: 1, clock: '01:01:01' });
  });
});

describe('liveWindow', () => {
  const exam = { startsAt: '2026-01-10T10:00:00.000Z', endsAt: '2026-01-10T12:00:00.000Z' };
  const at = (iso: string) => Date.parse(iso);
  it('follows the server time through the window', () => {
    expect(liveWindow(exam, at('2026-01-10T09:59:59.999Z'))).toBe('upcoming');
    expect(liveWindow(exam, at('2026-01-10T10:00:00.000Z'))).toBe('live');
    expect(liveWindow(exam, at('2026-01-10T11:59:59.999Z'))).toBe('live');
    expect(liveWindow(exam, at('2026-01-10T12:00:00.000Z'))).toBe('ended');
  });
  it('is null without a window', () => {
    expect(liveWindow({ startsAt: null, endsAt: null }, Date.now())).toBeNull();
  });
  it('gives late starters only the time left', () => {
    expect(availableMs(60, at('2026-01-10T10:00:00.000Z'), exam.endsAt)).toBe(60 * 60_000);
    expect(availableMs(60, at('2026-01-10T11:30:00.000Z'), exam.endsAt)).toBe(30 * 60_000);
    expect(availableMs(60, at('2026-01-10T13:00:00.000Z'), exam.endsAt)).toBe(0);
    expect(availableMs(60, 0, null)).toBe(60 * 60_000);
  });
});

describe('formatWindow', () => {
  it('writes the date once for a same-day window', () => {
    const same = formatWindow('2026-01-10T04:30:00.000Z', '2026-01-10T06:30:00.000Z', 'en');
    const days = formatWindow('2026-01-10T04:30:00.000Z', '2026-01-12T06:30:00.000Z', 'en');
    expect(same.match(/2026/g)).toHaveLength(1);
    expect(days.match(/Jan/g)!.length).toBeGreaterThanOrEqual(1);
    expect(days).toMatch(/12/);
    expect(formatWindow('bad', '2026-01-10T06:30:00.000Z', 'hi')).toBe('');
  });
});

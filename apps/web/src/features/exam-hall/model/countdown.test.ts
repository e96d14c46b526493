import { describe, expect, it } from 'vitest';
import {
  activeSectionId,
  clockOffset,
  crossedWarning,
  formatClock,
  parseSchedule,
  sectionPhase,
  timerView,
  warningLevel,
} from './countdown.ts';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const min = 60_000;
const schedule = parseSchedule([
  { sectionId: 'b', startsAt: new Date(T0 + 20 * min).toISOString(), endsAt: new Date(T0 + 40 * min).toISOString() },
  { sectionId: 'a', startsAt: new Date(T0).toISOString(), endsAt: new Date(T0 + 20 * min).toISOString() },
])!;
const deadline = T0 + 40 * min;

describe('server clock', () => {
  it('is the server time minus the device time at the response', () => {
    expect(clockOffset(new Date(T0 + 5000).toISOString(), T0)).toBe(5000);
    expect(clockOffset(new Date(T0 - 90_000).toISOString(), T0)).toBe(-90_000);
    expect(clockOffset('not a date', T0)).toBe(0);
  });
});

describe('per-section schedule', () => {
  it('sorts the schedule and finds the active section', () => {
    expect(schedule.map((s) => s.sectionId)).toEqual(['a', 'b']);
    expect(activeSectionId(schedule, T0 + 5 * min)).toBe('a');
    expect(activeSectionId(schedule, T0 + 20 * min)).toBe('b');
    expect(activeSectionId(schedule, deadline)).toBeNull();
    expect(activeSectionId(null, T0)).toBeNull();
  });

  it('knows which sections are upcoming, active and ended', () => {
    const at = T0 + 25 * min;
    expect(sectionPhase(schedule, 'a', at, deadline)).toBe('ended');
    expect(sectionPhase(schedule, 'b', at, deadline)).toBe('active');
    expect(sectionPhase(schedule, 'b', T0, deadline)).toBe('upcoming');
    expect(sectionPhase(schedule, 'missing', T0, deadline)).toBe('ended');
  });

  it('under whole-test timing every section is open until the deadline', () => {
    expect(sectionPhase(null, 'a', deadline - 1, deadline)).toBe('active');
    expect(sectionPhase(null, 'a', deadline, deadline)).toBe('ended');
  });
});

describe('timer', () => {
  it('counts the whole test down to the deadline', () => {
    expect(timerView(null, deadline, T0)).toEqual({ scope: 'test', leftMs: 40 * min, sectionId: null, over: false });
    expect(timerView(null, deadline, deadline + 5)).toEqual({ scope: 'test', leftMs: 0, sectionId: null, over: true });
  });

  it('counts the active section down under per-section timing', () => {
    expect(timerView(schedule, deadline, T0 + 15 * min)).toEqual({ scope: 'section', leftMs: 5 * min, sectionId: 'a', over: false });
    expect(timerView(schedule, deadline, T0 + 20 * min)).toEqual({ scope: 'section', leftMs: 20 * min, sectionId: 'b', over: false });
    expect(timerView(schedule, deadline, deadline).over).toBe(true);
  });

  it('never shows more than the test has left', () => {
    expect(timerView(schedule, T0 + 10 * min, T0 + 5 * min).leftMs).toBe(5 * min);
  });

  it('announces each warning once, the most urgent when several are crossed', () => {
    expect(crossedWarning(6 * min, 5 * min + 1)).toBeNull();
    expect(crossedWarning(5 * min + 1, 5 * min)).toBe('fiveMinutes');
    expect(crossedWarning(5 * min, 4 * min)).toBeNull();
    expect(crossedWarning(61_000, 60_000)).toBe('oneMinute');
    expect(crossedWarning(1000, 0)).toBe('timeUp');
    expect(crossedWarning(10 * min, 30_000)).toBe('oneMinute');
    // Opening the hall with three minutes left still warns.
    expect(crossedWarning(null, 3 * min)).toBe('fiveMinutes');
    expect(crossedWarning(null, 30 * min)).toBeNull();
  });

  it('colours the last five minutes and the last minute', () => {
    expect(warningLevel(6 * min)).toBe('normal');
    expect(warningLevel(5 * min)).toBe('warning');
    expect(warningLevel(60_000)).toBe('critical');
  });

  it('formats the time left, rounding seconds up', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(59_999)).toBe('01:00');
    expect(formatClock(5 * min + 7000)).toBe('05:07');
    expect(formatClock(60 * min)).toBe('1:00:00');
    expect(formatClock(2 * 3600_000 + 3 * min + 4000)).toBe('2:03:04');
    expect(formatClock(-5)).toBe('00:00');
  });
});

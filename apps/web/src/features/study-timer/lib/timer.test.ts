import { describe, expect, it } from 'vitest';
import { advance, formatClock, initialState, minutesLeft, pause, PRESETS, progress, remainingMs, reset, start } from './timer.ts';

const MIN = 60_000;
const T0 = Date.UTC(2025, 2, 10, 4, 0, 0);

describe('study timer: time left from timestamps', () => {
  it('starts a full focus phase and counts down from the end time, not from ticks', () => {
    const s = start(initialState(PRESETS.classic), T0);
    expect(s).toMatchObject({ status: 'running', phase: 'focus', endsAt: T0 + 25 * MIN });
    expect(remainingMs(s, T0 + 10 * MIN + 500)).toBe(15 * MIN - 500);
    // However long the tab slept, the answer is the same.
    expect(remainingMs(s, T0 + 30 * MIN)).toBe(0);
  });

  it('pauses with what is left and resumes from a new end time', () => {
    const running = start(initialState(PRESETS.long), T0);
    const paused = pause(running, T0 + 20 * MIN);
    expect(paused).toMatchObject({ status: 'paused', endsAt: null, remainingMs: 30 * MIN });
    // Time passing while paused changes nothing.
    expect(remainingMs(paused, T0 + 5 * 60 * MIN)).toBe(30 * MIN);
    const resumed = start(paused, T0 + 60 * MIN);
    expect(resumed.endsAt).toBe(T0 + 90 * MIN);
    expect(pause(paused, T0)).toBe(paused);
    expect(start(resumed, T0)).toBe(resumed);
  });

  it('resets to a fresh focus phase with the same plan', () => {
    const plan = { focusMinutes: 40, breakMinutes: 8 };
    const s = reset(pause(start(initialState(plan), T0), T0 + MIN));
    expect(s).toEqual(initialState(plan));
    expect(s.remainingMs).toBe(40 * MIN);
  });
});

describe('study timer: phase transitions', () => {
  const plan = { focusMinutes: 1, breakMinutes: 2 };

  it('does nothing before the end', () => {
    const s = start(initialState(plan), T0);
    expect(advance(s, T0 + MIN - 1)).toEqual({ state: s, ended: [] });
    expect(advance(initialState(plan), T0 + 99 * MIN).ended).toEqual([]);
  });

  it('switches focus to a running break, timed from when focus really ended', () => {
    const s = start(initialState(plan), T0);
    const { state, ended } = advance(s, T0 + MIN + 20_000);
    expect(ended).toEqual([{ phase: 'focus', endedAt: T0 + MIN, minutes: 1 }]);
    expect(state).toMatchObject({ phase: 'break', status: 'running', endsAt: T0 + 3 * MIN });
    expect(remainingMs(state, T0 + MIN + 20_000)).toBe(100_000);
  });

  it('leaves the next focus ready, not running, after a break', () => {
    const inBreak = advance(start(initialState(plan), T0), T0 + MIN).state;
    const { state, ended } = advance(inBreak, T0 + 3 * MIN);
    expect(ended).toEqual([{ phase: 'break', endedAt: T0 + 3 * MIN, minutes: 2 }]);
    expect(state).toEqual(initialState(plan));
  });

  it('catches up on both phases at once after a long absence, and stops there', () => {
    const { state, ended } = advance(start(initialState(plan), T0), T0 + 10 * 60 * MIN);
    expect(ended.map((e) => [e.phase, e.endedAt])).toEqual([
      ['focus', T0 + MIN],
      ['break', T0 + 3 * MIN],
    ]);
    expect(state.status).toBe('idle');
  });
});

describe('study timer: display', () => {
  it('formats the clock, rounding seconds up', () => {
    expect(formatClock(25 * MIN)).toBe('25:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(999)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(90 * MIN)).toBe('1:30:00');
  });
  it('counts whole minutes left for announcements', () => {
    expect(minutesLeft(25 * MIN)).toBe(25);
    expect(minutesLeft(24 * MIN + 1)).toBe(25);
    expect(minutesLeft(24 * MIN)).toBe(24);
    expect(minutesLeft(0)).toBe(0);
  });
  it('reports progress through the phase', () => {
    const s = start(initialState(PRESETS.classic), T0);
    expect(progress(s, T0)).toBe(0);
    expect(progress(s, T0 + 12.5 * MIN)).toBeCloseTo(0.5);
    expect(progress(s, T0 + 99 * MIN)).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addSession, dayKey, todaysSessions, totalMinutes } from './focus-log.ts';

describe("today's focus log", () => {
  // Local-day logic, checked in a zone far from UTC so a UTC-day bug would show.
  beforeEach(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
  afterEach(() => vi.unstubAllEnvs());

  it('keys instants by the local calendar day, not the UTC one', () => {
    // 00:10 in India is still the previous day in UTC.
    expect(dayKey(Date.parse('2025-03-09T18:40:00Z'))).toBe('2025-03-10');
    expect(dayKey(new Date(2025, 2, 10, 0, 10).getTime())).toBe('2025-03-10');
    expect(dayKey(new Date(2025, 2, 9, 23, 59).getTime())).toBe('2025-03-09');
  });

  it("adds sessions to today's log and totals them", () => {
    const now = new Date(2025, 2, 10, 18, 0).getTime();
    let log = addSession([], { endedAt: now - 3_600_000, minutes: 25 }, now);
    log = addSession(log, { endedAt: now - 60_000, minutes: 50 }, now);
    expect(log).toHaveLength(2);
    expect(totalMinutes(log)).toBe(75);
  });

  it('keeps a session noticed twice (reload, second tab) once', () => {
    const now = new Date(2025, 2, 10, 18, 0).getTime();
    const s = { endedAt: now - 1000, minutes: 25 };
    expect(addSession(addSession([], s, now), s, now)).toEqual([s]);
  });

  it('starts a new day empty: yesterday is dropped at local midnight', () => {
    const late = new Date(2025, 2, 9, 23, 50).getTime();
    const log = addSession([], { endedAt: late, minutes: 25 }, late);
    expect(todaysSessions(log, late)).toHaveLength(1);
    const afterMidnight = new Date(2025, 2, 10, 0, 5).getTime();
    expect(todaysSessions(log, afterMidnight)).toEqual([]);
    const next = addSession(log, { endedAt: afterMidnight, minutes: 5 }, afterMidnight);
    expect(next).toEqual([{ endedAt: afterMidnight, minutes: 5 }]);
  });

  it('does not count a session that ended yesterday but was noticed today', () => {
    const now = new Date(2025, 2, 10, 0, 1).getTime();
    expect(addSession([], { endedAt: new Date(2025, 2, 9, 23, 59).getTime(), minutes: 25 }, now)).toEqual([]);
  });
});

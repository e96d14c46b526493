import { describe, expect, it } from 'vitest';
import { attendancePercent, attentionReasons, type AttentionInput } from './attention.ts';

const now = new Date('2026-11-26T10:00:00Z');
const base: AttentionInput = {
  attendance: { percentage: 90, marked: 20 },
  threshold: 75,
  recentPercents: [70, 65, 60],
  lastActiveAt: new Date('2026-11-25T10:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  now,
};

describe('attentionReasons', () => {
  it('flags nothing for a regular, improving, active student', () => {
    expect(attentionReasons(base)).toEqual([]);
  });

  it('flags attendance under the threshold, but not on too few marked days', () => {
    expect(attentionReasons({ ...base, attendance: { percentage: 74.5, marked: 10 } })).toEqual([
      { kind: 'lowAttendance', percentage: 74.5, threshold: 75 },
    ]);
    expect(attentionReasons({ ...base, attendance: { percentage: 75, marked: 10 } })).toEqual([]);
    expect(attentionReasons({ ...base, attendance: { percentage: 0, marked: 2 } })).toEqual([]);
    expect(attentionReasons({ ...base, attendance: null })).toEqual([]);
  });

  it('flags scores falling over each of the last three tests, shown oldest first', () => {
    expect(attentionReasons({ ...base, recentPercents: [40, 60, 80] })).toEqual([{ kind: 'fallingScores', percents: [80, 60, 40] }]);
    // A flat step, a rise, or fewer than three tests is not a fall.
    expect(attentionReasons({ ...base, recentPercents: [40, 40, 80] })).toEqual([]);
    expect(attentionReasons({ ...base, recentPercents: [50, 40, 80] })).toEqual([]);
    expect(attentionReasons({ ...base, recentPercents: [40, 60] })).toEqual([]);
  });

  it('flags seven days without activity, counted from joining when there was none', () => {
    expect(attentionReasons({ ...base, lastActiveAt: new Date('2026-11-19T10:00:00Z') })).toEqual([
      { kind: 'inactive', lastActiveAt: '2026-11-19T10:00:00.000Z', days: 7 },
    ]);
    expect(attentionReasons({ ...base, lastActiveAt: new Date('2026-11-19T10:00:01Z') })).toEqual([]);
    expect(attentionReasons({ ...base, lastActiveAt: null, createdAt: new Date('2026-11-24T00:00:00Z') })).toEqual([]);
    expect(attentionReasons({ ...base, lastActiveAt: null, createdAt: new Date('2026-11-01T00:00:00Z') })).toEqual([
      { kind: 'inactive', lastActiveAt: null, days: 25 },
    ]);
  });

  it('lists every reason that holds', () => {
    const all = attentionReasons({ ...base, attendance: { percentage: 10, marked: 10 }, recentPercents: [1, 2, 3], lastActiveAt: null });
    expect(all.map((r) => r.kind)).toEqual(['lowAttendance', 'fallingScores', 'inactive']);
  });
});

describe('attendancePercent', () => {
  it('counts late as present and a half-day as half', () => {
    expect(attendancePercent({ present: 2, late: 1, halfDay: 1, marked: 5 })).toBe(70);
    expect(attendancePercent({ present: 1, late: 0, halfDay: 0, marked: 3 })).toBe(33.33);
    expect(attendancePercent({ present: 0, late: 0, halfDay: 0, marked: 0 })).toBeNull();
  });
});

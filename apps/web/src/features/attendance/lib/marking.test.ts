import { describe, expect, it } from 'vitest';
import type { AttendanceEntry } from '@pariksha/shared/schemas/attendance';
import { changedIds, draftFrom, markAllPresent, saveBody, setNote, setStatus, statusForKey, tally, unmarkedCount } from './marking.ts';

const entry = (studentId: string, status: AttendanceEntry['status'] = null, note: string | null = null): AttendanceEntry => ({
  studentId,
  name: studentId,
  username: studentId,
  status,
  note,
  updatedBy: null,
  updatedAt: null,
});

describe('marking a day', () => {
  const entries = [entry('a'), entry('b'), entry('c', 'absent', 'ill')];

  it('marks the unmarked present and keeps the exceptions', () => {
    let d = draftFrom(entries);
    d = setStatus(d, 'b', 'late');
    d = markAllPresent(d);
    expect(d).toEqual({ a: { status: 'present', note: '' }, b: { status: 'late', note: '' }, c: { status: 'absent', note: 'ill' } });
    expect(tally(d)).toEqual({ present: 1, absent: 1, late: 1, halfDay: 0 });
    expect(unmarkedCount(d)).toBe(0);
  });

  it('sends only what changed, with notes trimmed and empty notes cleared', () => {
    let d = draftFrom(entries);
    expect(saveBody('g', '2026-11-26', d, entries)).toBeNull();
    d = setStatus(d, 'a', 'halfDay');
    d = setNote(d, 'a', '  left at noon ');
    d = setNote(d, 'c', '');
    d = setNote(d, 'b', 'no status yet'); // a note without a status is not sent
    expect(changedIds(d, entries)).toEqual(['a', 'b', 'c']);
    expect(saveBody('g', '2026-11-26', d, entries)).toEqual({
      batchId: 'g',
      date: '2026-11-26',
      records: [
        { studentId: 'a', status: 'halfDay', note: 'left at noon' },
        { studentId: 'c', status: 'absent', note: null },
      ],
    });
  });

  it('maps the P, A, L and H keys', () => {
    expect(['p', 'A', 'l', 'H', 'x'].map(statusForKey)).toEqual(['present', 'absent', 'late', 'halfDay', null]);
  });
});

import type { AttendanceStatus } from '@pariksha/shared/attendance';
import type { AttendanceEntry, AttendanceSave } from '@pariksha/shared/schemas/attendance';

/** What the teacher has on screen for each student: the saved mark, changed locally until saved. */
export type Mark = { status: AttendanceStatus | null; note: string };
export type Draft = Record<string, Mark>;

export const draftFrom = (entries: AttendanceEntry[]): Draft =>
  Object.fromEntries(entries.map((e) => [e.studentId, { status: e.status, note: e.note ?? '' }]));

export const setStatus = (draft: Draft, studentId: string, status: AttendanceStatus): Draft => ({
  ...draft,
  [studentId]: { note: draft[studentId]?.note ?? '', status },
});

export const setNote = (draft: Draft, studentId: string, note: string): Draft => ({
  ...draft,
  [studentId]: { status: draft[studentId]?.status ?? null, note },
});

/**
 * "Mark all present": the students not yet marked become present; marks already made (saved or
 * tapped) stay, so the exceptions can be tapped before or after.
 */
export const markAllPresent = (draft: Draft): Draft =>
  Object.fromEntries(Object.entries(draft).map(([id, m]) => [id, m.status ? m : { ...m, status: 'present' as const }]));

const same = (a: Mark, e: AttendanceEntry) => a.status === e.status && a.note.trim() === (e.note ?? '');

/** Students whose mark on screen differs from the saved one. */
export const changedIds = (draft: Draft, entries: AttendanceEntry[]) =>
  entries.filter((e) => draft[e.studentId] && !same(draft[e.studentId]!, e)).map((e) => e.studentId);

/** The save: every changed student who has a status (the server records edits of marked ones). */
export function saveBody(batchId: string, date: string, draft: Draft, entries: AttendanceEntry[]): AttendanceSave | null {
  const records = changedIds(draft, entries)
    .map((studentId) => ({ studentId, ...draft[studentId]! }))
    .filter((r): r is { studentId: string; status: AttendanceStatus; note: string } => r.status !== null)
    .map((r) => ({ studentId: r.studentId, status: r.status, note: r.note.trim() || null }));
  return records.length > 0 ? { batchId, date, records } : null;
}

export const unmarkedCount = (draft: Draft) => Object.values(draft).filter((m) => !m.status).length;

export function tally(draft: Draft): Record<AttendanceStatus, number> {
  const counts = { present: 0, absent: 0, late: 0, halfDay: 0 };
  for (const m of Object.values(draft)) if (m.status) counts[m.status] += 1;
  return counts;
}

/** The P / A / L / H keys on a focused row (either case). */
const KEYS: Record<string, AttendanceStatus> = { p: 'present', a: 'absent', l: 'late', h: 'halfDay' };
export const statusForKey = (key: string): AttendanceStatus | null => KEYS[key.toLowerCase()] ?? null;

export const STATUS_LETTER: Record<AttendanceStatus, string> = { present: 'P', absent: 'A', late: 'L', halfDay: 'H' };

import type { AttendanceDay, AttendanceEntry } from '@pariksha/shared/schemas/attendance';
import { setLanguage as setLanguageWith } from '../../../test/render.tsx';

export * from '../../../test/render.tsx';

export const setLanguage = (lang: 'en' | 'hi') => setLanguageWith(lang, ['attendance']);

export const BATCH_ID = '11111111-1111-4111-8111-111111111111';
export const TODAY = '2026-11-26';

export const entry = (n: number, over: Partial<AttendanceEntry> = {}): AttendanceEntry => ({
  studentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Student ${String(n).padStart(2, '0')}`,
  username: `s${n}`,
  status: null,
  note: null,
  updatedBy: null,
  updatedAt: null,
  ...over,
});

export const day = (entries: AttendanceEntry[], over: Partial<AttendanceDay> = {}): AttendanceDay => ({
  batch: { id: BATCH_ID, name: 'Morning Batch', archived: false, studentCount: entries.length },
  date: TODAY,
  today: TODAY,
  data: entries,
  history: [],
  ...over,
});

/**
 * Select options of the spec: one list for practice (subjects, then exams) and one for live exams,
 * whose values end in _LIVE so a stored value alone says which kind it is.
 */
import { EXAM_CODES, EXAM_TEMPLATES, type ExamCode, isExamCode } from './templates.ts';

export type SelectOption = { value: string; label: { hi: string; en: string } };

const LIVE_SUFFIX = '_LIVE';

/** Values are the question bank's subject keys (lowercase English), so a choice maps straight to questions.subject. */
const SUBJECT_OPTIONS: SelectOption[] = [
  { value: 'math', label: { en: 'Mathematics', hi: 'गणित' } },
  { value: 'reasoning', label: { en: 'Reasoning', hi: 'तर्कशक्ति' } },
  { value: 'english', label: { en: 'English', hi: 'अंग्रेज़ी' } },
  { value: 'hindi', label: { en: 'Hindi', hi: 'हिंदी' } },
  { value: 'general awareness', label: { en: 'General Awareness', hi: 'सामान्य जागरूकता' } },
  { value: 'static gk', label: { en: 'Static GK', hi: 'स्थैतिक सामान्य ज्ञान' } },
  { value: 'current affairs', label: { en: 'Current Affairs', hi: 'समसामयिकी' } },
  { value: 'general science', label: { en: 'General Science', hi: 'सामान्य विज्ञान' } },
  { value: 'history', label: { en: 'History', hi: 'इतिहास' } },
  { value: 'geography', label: { en: 'Geography', hi: 'भूगोल' } },
  { value: 'polity', label: { en: 'Polity', hi: 'राजव्यवस्था' } },
  { value: 'economy', label: { en: 'Economy', hi: 'अर्थव्यवस्था' } },
  { value: 'computer', label: { en: 'Computer Knowledge', hi: 'कंप्यूटर ज्ञान' } },
];

const examLabel = (code: ExamCode) => ({ ...EXAM_TEMPLATES[code].title });

export const PRACTICE_OPTIONS: SelectOption[] = [
  ...SUBJECT_OPTIONS,
  ...EXAM_CODES.map((code) => ({ value: code, label: examLabel(code) })),
];

export const LIVE_EXAM_OPTIONS: SelectOption[] = EXAM_CODES.map((code) => ({ value: `${code}${LIVE_SUFFIX}`, label: examLabel(code) }));

/** 'NTPC_LIVE' → 'NTPC'; anything else (including a bare code) → null. */
export function liveOptionCode(value: string): ExamCode | null {
  if (!value.endsWith(LIVE_SUFFIX)) return null;
  const code = value.slice(0, -LIVE_SUFFIX.length);
  return isExamCode(code) ? code : null;
}

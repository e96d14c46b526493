import { EXAM_FAMILIES, familyOfExam } from '@pariksha/shared/exam/families';
import { EXAM_CODES, isExamCode, type ExamCode } from '@pariksha/shared/exam/templates';

/** The groups of /exam, in the order a student scans them: the exam families, then general practice. */
export const CATEGORIES = [...EXAM_FAMILIES, 'general'] as const;
export type Category = (typeof CATEGORIES)[number];

export const categoryOf = (code: ExamCode): Category => familyOfExam(code) ?? 'general';

/** /exam/ssc-cgl-tier-1: readable, and the code it stands for is recovered exactly. */
export const slugOf = (code: ExamCode) => code.toLowerCase().replace(/_/g, '-');

/** The code behind an :examType segment; the code itself (any case) is accepted too. */
export function codeFromSlug(examType: string | undefined): ExamCode | null {
  const candidate = (examType ?? '').trim().toUpperCase().replace(/-/g, '_');
  return isExamCode(candidate) ? candidate : null;
}

/** The text a guide is found by: its names in both languages and the words on its card. */
export type GuideText = { code: ExamCode; words: string[] };

const normalise = (s: string) => s.toLocaleLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Every word of the query must appear somewhere in the guide's text ("sbi clerk" finds SBI
 * Clerk, not SBI PO). Codes match with or without underscores ("cgl", "ssc cgl tier 1").
 */
export function matchesQuery(guide: GuideText, query: string): boolean {
  const terms = normalise(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalise([guide.code, guide.code.replace(/_/g, ' '), ...guide.words].join(' | '));
  return terms.every((term) => haystack.includes(term));
}

/** The guides grouped by category in CATEGORIES order, each group in EXAM_CODES order; empty groups dropped. */
export function groupByCategory(codes: readonly ExamCode[]): { category: Category; codes: ExamCode[] }[] {
  return CATEGORIES.map((category) => ({
    category,
    codes: EXAM_CODES.filter((c) => codes.includes(c) && categoryOf(c) === category),
  })).filter((g) => g.codes.length > 0);
}

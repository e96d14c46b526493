import { toDate, type TestRow } from './repo.ts';

/** Two decimals, or null for a missing or non-finite figure (percentages, accuracies). */
export const round2 = (n: number | null) => (n === null || !Number.isFinite(n) ? null : Math.round(n * 100) / 100);

/** A submitted test as the student's dashboard and home both show it: titles, score out of total, percent. */
export function submittedTest(t: TestRow) {
  const den = Number(t.scoreDenominator ?? 1) || 1;
  return {
    attemptId: t.attemptId,
    examId: t.examId,
    setId: t.setId,
    examTitle: t.examTitle,
    setTitle: t.setTitle,
    submittedAt: toDate(t.submittedAt)!.toISOString(),
    score: Math.round((Number(t.scoreNumerator ?? 0) / den) * 100) / 100,
    totalMarks: Number(t.totalMarks),
    percent: round2(t.percent),
  };
}

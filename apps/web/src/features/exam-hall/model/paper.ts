import type { AttemptView } from '@pariksha/shared/schemas/attempts';

type Q = { id: string; sectionId: string };

/** Sections by position, questions by their section's position then their own. */
export function orderPaper(view: Pick<AttemptView, 'sections' | 'questions'>) {
  const sections = [...view.sections].sort((a, b) => a.position - b.position);
  const rank = new Map(sections.map((s, i) => [s.id, i]));
  const questions = [...view.questions].sort(
    (a, b) => (rank.get(a.sectionId) ?? 0) - (rank.get(b.sectionId) ?? 0) || a.position - b.position,
  );
  return { sections, questions };
}

/**
 * The question after this one: on in the section; past its end, the next section's first under
 * whole-test timing (the last wraps to the first), the section's own first under per-section
 * timing (the student cannot leave a running section).
 */
export function nextQuestionId(questions: Q[], questionId: string, perSection: boolean): string {
  const at = questions.findIndex((x) => x.id === questionId);
  const q = questions[at];
  if (!q) return questionId;
  const next = questions[at + 1];
  if (next?.sectionId === q.sectionId) return next.id;
  if (!perSection) return (next ?? questions[0])!.id;
  return questions.find((x) => x.sectionId === q.sectionId)!.id;
}

/** The question before this one: back into the previous section only under whole-test timing; the very first stays. */
export function previousQuestionId(questions: Q[], questionId: string, perSection: boolean): string {
  const at = questions.findIndex((x) => x.id === questionId);
  const q = questions[at];
  const prev = questions[at - 1];
  if (!q || !prev) return questionId;
  return prev.sectionId === q.sectionId || !perSection ? prev.id : questionId;
}

/** Stored positions that still point at a question of that section. */
export function validPositions(stored: Record<string, string>, questions: Q[]): Record<string, string> {
  const sectionOf = new Map(questions.map((q) => [q.id, q.sectionId]));
  return Object.fromEntries(Object.entries(stored).filter(([sectionId, questionId]) => sectionOf.get(questionId) === sectionId));
}

import { ANSWER_STATES, COUNTED_STATES, type AnswerState } from '@pariksha/shared/exam/scoring';

/**
 * The exam-hall palette rules. Picking an option is itself the answer (it is queued at once, so
 * nothing a student chose is lost to a forgotten "Save"); the buttons then decide the mark:
 * Save & Next removes it, Mark for Review & Next sets it. Only 'answered' and 'answeredMarked'
 * are scored; a 'marked' question is scored as unattempted even if it carries an option.
 */
export type Response = { selectedOptionIds: string[]; state: AnswerState };

export const UNSEEN: Response = { selectedOptionIds: [], state: 'notVisited' };

export const isMarked = (state: AnswerState) => state === 'marked' || state === 'answeredMarked';

/** Opening a question: a first visit makes it 'not answered'; anything else stays as it is. */
export function visit(r: Response): Response {
  return r.state === 'notVisited' ? { ...r, state: 'notAnswered' } : r;
}

/** A change of the chosen options keeps the review mark and follows whether anything is chosen. */
export function choose(r: Response, selectedOptionIds: string[]): Response {
  const any = selectedOptionIds.length > 0;
  const state: AnswerState = isMarked(r.state) ? (any ? 'answeredMarked' : 'marked') : any ? 'answered' : 'notAnswered';
  return { selectedOptionIds, state };
}

/** Save & Next: answered if an option is chosen, else not answered; the review mark goes. */
export function save(r: Response): Response {
  return { ...r, state: r.selectedOptionIds.length > 0 ? 'answered' : 'notAnswered' };
}

/** Mark for Review & Next: answered-and-marked (scored) with an option, marked (not scored) without. */
export function markForReview(r: Response): Response {
  return { ...r, state: r.selectedOptionIds.length > 0 ? 'answeredMarked' : 'marked' };
}

/** Clear Response: no option; a review mark stays. */
export function clearResponse(r: Response): Response {
  return { selectedOptionIds: [], state: isMarked(r.state) ? 'marked' : 'notAnswered' };
}

/** A radio replaces the choice; a checkbox (several correct options) toggles one in or out. */
export function toggleOption(selected: string[], optionId: string, multiple: boolean): string[] {
  if (!multiple) return [optionId];
  return selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
}

/** Whether this response would be scored. */
export function isScored(r: Response): boolean {
  return COUNTED_STATES.includes(r.state) && r.selectedOptionIds.length > 0;
}

export type StateCounts = Record<AnswerState, number>;

export const emptyCounts = (): StateCounts => Object.fromEntries(ANSWER_STATES.map((s) => [s, 0])) as StateCounts;

/** How many of the questions are in each state (a question with no record is not visited). */
export function countStates(questionIds: string[], answers: Record<string, Pick<Response, 'state'> | undefined>): StateCounts {
  const counts = emptyCounts();
  for (const id of questionIds) counts[answers[id]?.state ?? 'notVisited'] += 1;
  return counts;
}

export type SectionCounts = { sectionId: string; total: number; counts: StateCounts };

/** The submit summary: per section, in the sections' order, and the whole test. */
export function summarize(
  sections: { id: string }[],
  questions: { id: string; sectionId: string }[],
  answers: Record<string, Pick<Response, 'state'> | undefined>,
): { sections: SectionCounts[]; total: SectionCounts } {
  const rows = sections.map((s) => {
    const ids = questions.filter((q) => q.sectionId === s.id).map((q) => q.id);
    return { sectionId: s.id, total: ids.length, counts: countStates(ids, answers) };
  });
  const total = { sectionId: '', total: 0, counts: emptyCounts() };
  for (const row of rows) {
    total.total += row.total;
    for (const s of ANSWER_STATES) total.counts[s] += row.counts[s];
  }
  return { sections: rows, total };
}

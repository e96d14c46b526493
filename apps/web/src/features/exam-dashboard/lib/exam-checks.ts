import type { AuthoringExam, AuthoringSection } from '@pariksha/shared/schemas/exams';

/** Sections with no question yet: publishing is refused while any exists. */
export function emptySections(exam: AuthoringExam): AuthoringSection[] {
  return exam.sets.flatMap((set) => set.sections.filter((s) => s.questionIds.length === 0));
}

/** Planned vs attached: 'short' below the plan, 'over' above it, 'ok' when equal. */
export function plannedState(section: Pick<AuthoringSection, 'questionIds' | 'plannedQuestionCount'>): 'short' | 'ok' | 'over' {
  const n = section.questionIds.length;
  return n < section.plannedQuestionCount ? 'short' : n > section.plannedQuestionCount ? 'over' : 'ok';
}

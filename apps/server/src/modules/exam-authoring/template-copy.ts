import { add, formatMarks, mul, parseMark, ZERO } from '@pariksha/shared/exam/fraction';
import { getTemplate, type ExamCode } from '@pariksha/shared/exam/templates';

/** What a new set copies from its exam's template; pure, shared by the API and the demo seed. */

export type SetPlan = { durationMinutes: number; passingMarks: string; totalMarks: string };
export type SectionPlan = {
  position: number;
  name: { hi: string; en: string };
  durationMinutes: number;
  plannedQuestionCount: number;
  markCorrect: string;
  markWrong: string;
  timePerQuestionSeconds: number;
};

export function setFromTemplate(code: ExamCode): SetPlan {
  const t = getTemplate(code);
  return { durationMinutes: Number(t.duration), passingMarks: t.passingMarks, totalMarks: t.totalMarks };
}

/** The template's sections in its order, with its names, timings and marking scheme. */
export function sectionsFromTemplate(code: ExamCode): SectionPlan[] {
  return getTemplate(code).sections.map((s, position) => ({
    position,
    name: { hi: s.sectionNameHi, en: s.sectionName },
    durationMinutes: Number(s.sectionDuration),
    plannedQuestionCount: Number(s.totalQuestions),
    markCorrect: s.markForCorrectAns,
    markWrong: s.markForInCorrectAns,
    timePerQuestionSeconds: Number(s.timePerQuestion),
  }));
}

/**
 * Total marks once an author changes a section's marks or question count: the planned questions
 * times marks per correct answer, exact, written like the templates ('200', '66.67').
 */
export function totalMarksOf(sections: { plannedQuestionCount: number; markCorrect: string }[]): string {
  const total = sections.reduce((sum, s) => add(sum, mul(parseMark(s.markCorrect), s.plannedQuestionCount)), ZERO);
  return total.den === 1 ? String(total.num) : formatMarks(total);
}

/** Seconds per question when a section's duration or size changes, as the templates round it. */
export const timePerQuestion = (durationMinutes: number, questions: number) => Math.round((durationMinutes * 60) / Math.max(questions, 1));

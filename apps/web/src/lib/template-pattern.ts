import { getTemplate, type ExamCode } from '@pariksha/shared/exam/templates';

export type PatternSection = {
  name: { hi: string; en: string };
  minutes: number;
  questions: number;
  markCorrect: string;
  markWrong: string;
};
export type TemplatePattern = {
  code: ExamCode;
  title: { hi: string; en: string };
  durationMinutes: number;
  totalQuestions: number;
  sectionCount: number;
  totalMarks: string;
  passingMarks: string;
  /** The distinct marks for a correct answer, e.g. ['2'] (several when sections differ). */
  markCorrect: string[];
  /** The distinct penalties for a wrong answer; empty when nothing is deducted. */
  penalties: string[];
  hasNegativeMarking: boolean;
  sections: PatternSection[];
};

const isZero = (mark: string) => Number(mark) === 0;
const distinct = (values: string[]) => [...new Set(values)];

/** What a template means for an author choosing it: the paper's shape and its marking. */
export function templatePattern(code: ExamCode): TemplatePattern {
  const t = getTemplate(code);
  const sections = t.sections.map((s) => ({
    name: { hi: s.sectionNameHi, en: s.sectionName },
    minutes: Number(s.sectionDuration),
    questions: Number(s.totalQuestions),
    markCorrect: s.markForCorrectAns,
    markWrong: s.markForInCorrectAns,
  }));
  const penalties = distinct(sections.map((s) => s.markWrong).filter((m) => !isZero(m)));
  return {
    code,
    title: t.title,
    durationMinutes: Number(t.duration),
    totalQuestions: Number(t.totalQuestions),
    sectionCount: Number(t.totalSections),
    totalMarks: t.totalMarks,
    passingMarks: t.passingMarks,
    markCorrect: distinct(sections.map((s) => s.markCorrect)),
    penalties,
    hasNegativeMarking: penalties.length > 0,
    sections,
  };
}

/** '+2 / −0.50' for one section or a scheme; '+1 / 0' when there is no penalty. */
export function markingLabel(markCorrect: string, markWrong: string): string {
  return `+${markCorrect} / ${isZero(markWrong) ? '0' : `−${markWrong}`}`;
}

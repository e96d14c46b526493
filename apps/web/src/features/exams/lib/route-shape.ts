import type { TestLanguage } from '@pariksha/shared/schemas/exams';

/**
 * /exams/:examId/:testLanguage and /exams/:examId/:setId share one route shape
 * (decisions.md, "Routes the spec leaves ambiguous"): a second segment of exactly `hi` or `en`
 * is a test language, anything else is a set id.
 */
export type ExamSegment = { kind: 'language'; language: TestLanguage } | { kind: 'set'; setId: string };

export function parseExamSegment(segment: string): ExamSegment {
  return segment === 'hi' || segment === 'en' ? { kind: 'language', language: segment } : { kind: 'set', setId: segment };
}

/** The language an exam opens in: the UI language when the exam has it, else its first one. */
export function defaultTestLanguage(languages: readonly TestLanguage[], uiLanguage: string): TestLanguage {
  const ui = uiLanguage.startsWith('en') ? 'en' : 'hi';
  if (languages.includes(ui)) return ui;
  return languages[0] ?? 'hi';
}

/** URLs of the exam pages, this feature's and the exam hall's (built by features/exam-hall). */
export const examUrls = {
  list: () => '/exams',
  exam: (examId: string, language: TestLanguage) => `/exams/${examId}/${language}`,
  instructions: (examId: string, setId: string, language?: TestLanguage) =>
    `/exams/${examId}/${setId}${language ? `?lang=${language}` : ''}`,
  hall: (examId: string, setId: string) => `/exams/${examId}/${setId}/sections`,
  hallSection: (examId: string, setId: string, sectionId: string) => `/exams/${examId}/${setId}/section/${sectionId}`,
  results: (examId: string, setId: string, attemptId?: string) =>
    `/exams/${examId}/${setId}/results${attemptId ? `?attemptId=${attemptId}` : ''}`,
  analysis: (examId: string, setId: string, attemptId?: string) =>
    `/exams/${examId}/${setId}/analysis${attemptId ? `?attemptId=${attemptId}` : ''}`,
  leaderboard: (setId: string) => `/exam-leaderboard?setId=${setId}`,
  myLeaderboards: () => '/leaderboard',
  live: () => '/mock-test',
};

/**
 * Where "Start" (and "Resume") lands (issue 13): question 1 of the paper's first section, not
 * the section list; the list only when the paper has no sections to open.
 */
export function startUrl(examId: string, setId: string, sections: readonly { id: string; position: number }[]): string {
  const first = [...sections].sort((a, b) => a.position - b.position)[0];
  return first ? examUrls.hallSection(examId, setId, first.id) : examUrls.hall(examId, setId);
}

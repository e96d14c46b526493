import type { AttemptView, HallQuestion, SavedAnswer } from '@pariksha/shared/schemas/attempts';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';

export const T0 = Date.parse('2026-03-01T10:00:00.000Z');
export const MIN = 60_000;

const section = (id: string, position: number, en: string, hi: string): SectionSummary => ({
  id,
  position,
  name: { en, hi },
  durationMinutes: 10,
  questionCount: 3,
  plannedQuestionCount: 3,
  markCorrect: '2',
  markWrong: '0.50',
  timePerQuestionSeconds: 36,
});

const question = (id: string, sectionId: string, position: number, extra: Partial<HallQuestion> = {}): HallQuestion => ({
  id,
  sectionId,
  position,
  text: { hi: `प्रश्न ${id}`, en: `Question ${id}` },
  options: ['1', '2', '3', '4'].map((n) => ({ id: `${id}-o${n}`, text: { hi: `विकल्प ${n}`, en: `Option ${n}` } })),
  imageUrl: null,
  multipleCorrect: false,
  ...extra,
});

/** Two sections of three questions (listed out of order, as a server might). */
export function makeView(overrides: Partial<AttemptView> = {}, answers: SavedAnswer[] = []): AttemptView {
  return {
    id: 'attempt-1',
    setId: 'set-1',
    examId: 'exam-1',
    status: 'inProgress',
    language: 'hi',
    title: { hi: 'सेट 1', en: 'Set 1' },
    examTitle: { hi: 'एसएससी सीजीएल मॉक', en: 'SSC CGL Mock' },
    timingMode: 'whole',
    startedAt: new Date(T0).toISOString(),
    deadline: new Date(T0 + 20 * MIN).toISOString(),
    serverNow: new Date(T0).toISOString(),
    schedule: null,
    paper: {
      version: '0123456789abcdef0123',
      url: '/api/exam-sets/set-1/paper/0123456789abcdef0123',
      encryptedUrl: '/api/exam-sets/set-1/paper/0123456789abcdef0123.enc',
    },
    sections: [section('s2', 2, 'Reasoning', 'तर्कशक्ति'), section('s1', 1, 'Mathematics', 'गणित')],
    questions: [
      question('b1', 's2', 1),
      question('a2', 's1', 2, { multipleCorrect: true }),
      question('a1', 's1', 1),
      question('b2', 's2', 2),
      question('a3', 's1', 3),
      question('b3', 's2', 3),
    ],
    answers,
    ...overrides,
  };
}

export const perSectionSchedule = () => ({
  timingMode: 'perSection' as const,
  schedule: [
    { sectionId: 's1', startsAt: new Date(T0).toISOString(), endsAt: new Date(T0 + 10 * MIN).toISOString() },
    { sectionId: 's2', startsAt: new Date(T0 + 10 * MIN).toISOString(), endsAt: new Date(T0 + 20 * MIN).toISOString() },
  ],
});

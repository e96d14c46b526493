import type { ExamDetail, ExamSummary, SetDetail, SetSummary } from '@pariksha/shared/schemas/exams';
import type { AttemptResult, Leaderboard } from '@pariksha/shared/schemas/attempts';

export const EXAM_ID = '11111111-1111-4111-8111-111111111111';
export const SET_ID = '22222222-2222-4222-8222-222222222222';

export const summary = (p: Partial<ExamSummary> = {}): ExamSummary => ({
  id: EXAM_ID,
  code: 'SSC_CGL_TIER_1',
  title: { hi: 'एसएससी सीजीएल टियर 1 मॉक', en: 'SSC CGL Tier 1 Mock' },
  description: { hi: 'पूरा मॉक टेस्ट', en: 'A full mock test' },
  kind: 'mock',
  visibility: 'public',
  languages: ['hi', 'en'],
  organizationId: 'org',
  organizationName: 'Pariksha',
  isPublished: true,
  startsAt: null,
  endsAt: null,
  liveStatus: null,
  setCount: 4,
  attemptedSetCount: 1,
  ...p,
});

export const section = (i: number, p: Partial<SetSummary['sections'][number]> = {}) => ({
  id: `sec-${i}`,
  position: i,
  name: { hi: `खंड ${i}`, en: `Section ${i}` },
  durationMinutes: 15,
  questionCount: 25,
  plannedQuestionCount: 25,
  markCorrect: '2',
  markWrong: '0.50',
  timePerQuestionSeconds: 36,
  ...p,
});

export const setSummary = (p: Partial<SetSummary> = {}): SetSummary => ({
  id: SET_ID,
  examId: EXAM_ID,
  title: { hi: 'सेट 1', en: 'Set 1' },
  position: 1,
  timingMode: 'whole',
  durationMinutes: 60,
  passingMarks: '80',
  totalMarks: '200',
  questionCount: 100,
  sections: [section(1), section(2), section(3), section(4)],
  me: { inProgressAttemptId: null, lastSubmittedAttemptId: null, lastScore: null, attemptsUsed: 0 },
  ...p,
});

export const examDetail = (p: Partial<ExamDetail> = {}): ExamDetail => ({ ...summary(), sets: [setSummary()], ...p });

export const setDetail = (p: Partial<SetDetail> = {}, exam: Partial<ExamSummary> = {}): SetDetail => ({
  ...setSummary(),
  exam: summary(exam),
  serverNow: new Date().toISOString(),
  ...p,
});

export const result = (p: Partial<AttemptResult> = {}): AttemptResult => ({
  attemptId: 'att-1',
  setId: SET_ID,
  examId: EXAM_ID,
  title: { hi: 'सेट 1', en: 'Set 1' },
  examTitle: { hi: 'एसएससी सीजीएल टियर 1 मॉक', en: 'SSC CGL Tier 1 Mock' },
  examKind: 'mock',
  submittedAt: '2026-01-10T10:30:00.000Z',
  submittedBy: 'student',
  score: '157.50',
  totalMarks: '200',
  passingMarks: '80',
  passed: true,
  correct: 82,
  wrong: 13,
  unattempted: 5,
  accuracy: 86.32,
  timeTakenMs: 52 * 60_000 + 7000,
  sections: [1, 2, 3, 4].map((i) => ({
    sectionId: `sec-${i}`,
    name: { hi: `खंड ${i}`, en: `Section ${i}` },
    score: '39.38',
    maxScore: '50',
    correct: 20,
    wrong: 3,
    unattempted: 2,
  })),
  rank: 3,
  percentile: 98.5,
  totalAttempts: 134,
  ranksAt: null,
  ...p,
});

export const board = (p: Partial<Leaderboard> = {}): Leaderboard => ({
  setId: SET_ID,
  title: { hi: 'सेट 1', en: 'Set 1' },
  examTitle: { hi: 'लाइव टेस्ट', en: 'Live test' },
  total: 45,
  page: 1,
  limit: 20,
  rows: Array.from({ length: 20 }, (_, i) => ({
    rank: i + 1,
    userId: `u${i + 1}`,
    name: `Student ${i + 1}`,
    score: `${190 - i}.00`,
    timeTakenMs: 40 * 60_000 + i * 1000,
    isMe: false,
  })),
  me: null,
  ranksAt: null,
  ...p,
});

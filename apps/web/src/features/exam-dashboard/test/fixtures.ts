import type { AuthoringExam, ExamDetail, ExamSummary, SetSummary } from '@pariksha/shared/schemas/exams';
import type { BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { ORG_ID } from './render.tsx';

export const examSummary = (over: Partial<ExamSummary> = {}): ExamSummary => ({
  id: 'exam-1',
  code: 'SSC',
  title: { hi: 'एसएससी मॉक 1', en: 'SSC Mock 1' },
  description: {},
  kind: 'practice',
  visibility: 'organization',
  languages: ['hi', 'en'],
  organizationId: ORG_ID,
  organizationName: 'Demo Institute',
  isPublished: true,
  startsAt: null,
  endsAt: null,
  liveStatus: null,
  setCount: 1,
  attemptedSetCount: 0,
  ...over,
});

export const setSummary = (over: Partial<SetSummary> = {}): SetSummary => ({
  id: 'set-1',
  examId: 'exam-1',
  title: { hi: 'सेट 1', en: 'Set 1' },
  position: 1,
  timingMode: 'whole',
  durationMinutes: 60,
  passingMarks: '35',
  totalMarks: '200',
  questionCount: 100,
  sections: [],
  me: { inProgressAttemptId: null, lastSubmittedAttemptId: null, lastScore: null, attemptsUsed: 0 },
  ...over,
});

export const examDetail = (over: Partial<ExamDetail> = {}): ExamDetail => ({
  ...examSummary(over),
  sets: [setSummary({ examId: over.id ?? 'exam-1' })],
  ...over,
});

export const authoringExam = (over: Partial<AuthoringExam> = {}): AuthoringExam => ({
  ...examSummary({ isPublished: false, ...over }),
  attemptCount: 0,
  sets: [
    {
      id: 'set-1',
      examId: 'exam-1',
      title: { hi: 'सेट 1', en: 'Set 1' },
      position: 1,
      timingMode: 'whole',
      durationMinutes: 60,
      passingMarks: '35',
      totalMarks: '200',
      questionCount: 1,
      sections: [
        {
          id: 'sec-1',
          position: 1,
          name: { hi: 'गणित', en: 'Mathematics' },
          durationMinutes: 15,
          questionCount: 1,
          plannedQuestionCount: 25,
          markCorrect: '2',
          markWrong: '0.50',
          timePerQuestionSeconds: 36,
          questionIds: ['q-1'],
        },
        {
          id: 'sec-2',
          position: 2,
          name: { hi: 'सामान्य जागरूकता', en: 'General Awareness' },
          durationMinutes: 15,
          questionCount: 0,
          plannedQuestionCount: 25,
          markCorrect: '2',
          markWrong: '0.50',
          timePerQuestionSeconds: 36,
          questionIds: [],
        },
      ],
    },
  ],
  ...over,
});

export const bankQuestion = (over: Partial<BankQuestion> = {}): BankQuestion => ({
  id: 'q-1',
  subject: 'indian geography',
  topic: 'rivers',
  difficulty: 'easy',
  text: { hi: 'गंगा नदी का उद्गम कहाँ है?', en: 'Where does the Ganga rise?' },
  options: [
    { id: 'a', hi: 'गंगोत्री', en: 'Gangotri' },
    { id: 'b', hi: 'यमुनोत्री', en: 'Yamunotri' },
  ],
  correctOptionIds: ['a'],
  explanation: {},
  imageUrl: null,
  languages: ['hi', 'en'],
  usedInSections: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

import { z } from 'zod';
import { uuidParam } from './common.ts';
import { bilingual } from './exams.ts';
import { practiceQuestion } from './practice.ts';

/**
 * Quizzes (/quiz): ten random questions of a subject (optionally one topic) from the caller's
 * practice pool, instant feedback per answer, a score and a review at the end.
 */
export const QUIZ_SIZE = 10;

/** A generated quiz (maths practice) may be longer than a bank one: the questions never run out. */
export const GENERATED_QUIZ_MAX = 30;
export const GENERATED_QUIZ_COUNTS = [5, 10, 20, 30] as const;

export const startQuizRequest = z.object({
  subject: z.string().trim().min(1, 'Choose a subject').max(60),
  topic: z.string().trim().min(1, 'Choose a topic').max(80).optional(),
  /** `generated`: fresh questions from the topic's generators instead of the question bank. */
  source: z.enum(['bank', 'generated'], { message: 'Choose bank or generated' }).default('bank'),
  /** How many generated questions (a bank quiz always has up to QUIZ_SIZE). */
  count: z
    .number()
    .int()
    .min(1, 'Ask for between 1 and 30 questions')
    .max(GENERATED_QUIZ_MAX, 'Ask for between 1 and 30 questions')
    .optional(),
});
export type StartQuizRequest = z.input<typeof startQuizRequest>;

export const quizIdParams = z.object({ quizId: uuidParam });

export const quizAnswerRequest = z.object({
  questionId: uuidParam,
  optionId: z.string().trim().min(1, 'Choose an option').max(8),
});
export type QuizAnswerRequest = z.infer<typeof quizAnswerRequest>;

/** Instant feedback for one answer. */
export const quizAnswerFeedback = z.object({
  correct: z.boolean(),
  correctOptionId: z.string(),
  correctOptionIds: z.array(z.string()),
  explanation: bilingual,
  score: z.number().int(),
  answered: z.number().int(),
});
export type QuizAnswerFeedback = z.infer<typeof quizAnswerFeedback>;

/**
 * One quiz question. The answer (correctOptionIds, explanation) is present only once the
 * caller has answered it, or the quiz is finished.
 */
export const quizItem = z.object({
  question: practiceQuestion,
  chosenOptionId: z.string().nullable(),
  correct: z.boolean().nullable(),
  correctOptionIds: z.array(z.string()).optional(),
  explanation: bilingual.optional(),
  /** A generated question's name, shown with its answer: the same pair makes the same question again. */
  generated: z.object({ generator: z.string(), seed: z.number().int() }).optional(),
});
export type QuizItem = z.infer<typeof quizItem>;

export const quizView = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string().nullable(),
  score: z.number().int(),
  total: z.number().int(),
  answered: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Generated maths questions rather than the question bank's. */
  generated: z.boolean(),
  items: z.array(quizItem),
});
export type QuizView = z.infer<typeof quizView>;

// ---------- dashboard ----------

/** A topic counts as weak with at least this many answers and accuracy below the threshold. */
export const WEAK_TOPIC_MIN_ANSWERS = 5;
export const WEAK_TOPIC_MAX_ACCURACY = 0.7;
export const WEAK_TOPIC_LIMIT = 5;

export const dashboardQuery = z.object({
  days: z.coerce.number().int().min(7, 'Choose between 7 and 365 days').max(365, 'Choose between 7 and 365 days').default(30),
  subject: z.string().trim().min(1).max(60).optional(),
  topic: z.string().trim().min(1).max(80).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;

export const accuracyRow = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered, 0..1; 0 when nothing was answered. */
  accuracy: z.number(),
});
export type AccuracyRow = z.infer<typeof accuracyRow>;
export const subjectAccuracy = accuracyRow.extend({ subject: z.string() });
export type SubjectAccuracy = z.infer<typeof subjectAccuracy>;
export const topicAccuracyRow = accuracyRow.extend({ subject: z.string(), topic: z.string() });
export type TopicAccuracyRow = z.infer<typeof topicAccuracyRow>;
/** One calendar day in the organisation's time zone (YYYY-MM-DD). */
export const dayAccuracy = accuracyRow.extend({ date: z.string() });
export type DayAccuracy = z.infer<typeof dayAccuracy>;

export const recentQuiz = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string().nullable(),
  score: z.number().int(),
  total: z.number().int(),
  finishedAt: z.string(),
});
export type RecentQuiz = z.infer<typeof recentQuiz>;

export const quizDashboard = z.object({
  days: z.number().int(),
  timeZone: z.string(),
  totals: accuracyRow.extend({ quizzes: z.number().int() }),
  bySubject: z.array(subjectAccuracy),
  byTopic: z.array(topicAccuracyRow),
  /** Every day of the range, oldest first, for the chosen subject/topic (or all). */
  timeline: z.array(dayAccuracy),
  weakTopics: z.array(topicAccuracyRow),
  recent: z.array(recentQuiz),
});
export type QuizDashboard = z.infer<typeof quizDashboard>;

/** GET /api/quizzes/generated-questions/:generator/:seed: a generated question again, with its answer. */
export const generatedQuestionParams = z.object({
  generator: z.string().trim().min(1).max(40),
  seed: z.coerce.number().int('Must be a whole number').min(0, 'Must be a seed number').max(0xffffffff, 'Must be a seed number'),
});
export const generatedQuestionView = z.object({
  generator: z.string(),
  seed: z.number().int(),
  question: practiceQuestion,
  correctOptionIds: z.array(z.string()),
  explanation: bilingual,
});
export type GeneratedQuestionView = z.infer<typeof generatedQuestionView>;

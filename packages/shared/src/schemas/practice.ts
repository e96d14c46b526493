import { z } from 'zod';
import { difficulty } from './question-bank.ts';
import { bilingual } from './exams.ts';

/**
 * Question practice (/questions): the platform's questions (default organisation) plus the
 * caller's own organisation's, by taxonomy subject and topic. Lists never carry answers; the
 * answer is fetched on demand or returned when the student checks a choice.
 */

export const studentOption = z.object({ id: z.string(), text: bilingual });
export type StudentOption = z.infer<typeof studentOption>;

/** A question as a student sees it before answering: no correct option, no explanation. */
export const practiceQuestion = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty,
  text: bilingual,
  options: z.array(studentOption),
  imageUrl: z.string().nullable(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestion>;

/** The same question with its answer (show answer, bookmarks, quiz review). */
export const answeredQuestion = practiceQuestion.extend({
  correctOptionIds: z.array(z.string()),
  explanation: bilingual,
});
export type AnsweredQuestion = z.infer<typeof answeredQuestion>;

export const topicCount = z.object({ topic: z.string(), count: z.number().int() });
export const subjectCount = z.object({ subject: z.string(), count: z.number().int(), topics: z.array(topicCount) });
/** GET /api/practice/subjects: how many questions the caller can practise, per subject and topic. */
export const practiceSubjects = z.object({ subjects: z.array(subjectCount) });
export type PracticeSubjects = z.infer<typeof practiceSubjects>;

export const PRACTICE_PAGE_SIZE = 10;
const subjectKey = z.string().trim().min(1, 'Choose a subject').max(60);
const topicKey = z.string().trim().min(1, 'Choose a topic').max(80);

export const practiceQuestionsQuery = z.object({
  subject: subjectKey,
  topic: topicKey.optional(),
  difficulty: difficulty.optional(),
  /** Only questions that have text in this language. */
  language: z.enum(['hi', 'en'], { message: 'Choose Hindi or English' }).optional(),
  /** 'true': only questions the caller has never checked an answer to. */
  unanswered: z.enum(['true', 'false'], { message: 'Invalid value' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PRACTICE_PAGE_SIZE),
});
export type PracticeQuestionsQuery = z.input<typeof practiceQuestionsQuery>;

/** A listed question with the caller's latest check of it, if any. */
export const practiceListItem = practiceQuestion.extend({
  lastAnswer: z.object({ optionId: z.string(), correct: z.boolean(), at: z.string() }).nullable(),
});
export type PracticeListItem = z.infer<typeof practiceListItem>;
export const practiceQuestionList = z.object({
  data: z.array(practiceListItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PracticeQuestionList = z.infer<typeof practiceQuestionList>;

export const practiceAnswerDetail = z.object({
  correctOptionIds: z.array(z.string()),
  explanation: bilingual,
});
export type PracticeAnswerDetail = z.infer<typeof practiceAnswerDetail>;

export const practiceCheckRequest = z.object({ optionId: z.string().trim().min(1, 'Choose an option').max(8) });
export type PracticeCheckRequest = z.infer<typeof practiceCheckRequest>;
export const practiceCheckResponse = practiceAnswerDetail.extend({ correct: z.boolean() });
export type PracticeCheckResponse = z.infer<typeof practiceCheckResponse>;

// ---------- generated questions ("generate more" for the arithmetic topics) ----------

export const GENERATED_PRACTICE_BATCH = 5;
export const GENERATED_PRACTICE_MAX = 20;

/** GET /api/practice/generated-questions: fresh maths questions of a topic that has generators. */
export const generatedPracticeQuery = z.object({
  subject: subjectKey,
  topic: topicKey,
  count: z.coerce
    .number()
    .int()
    .min(1, 'Ask for between 1 and 20 questions')
    .max(GENERATED_PRACTICE_MAX, 'Ask for between 1 and 20 questions')
    .default(GENERATED_PRACTICE_BATCH),
});
export type GeneratedPracticeQuery = z.input<typeof generatedPracticeQuery>;

/**
 * One generated question without its answer, named by `(generator, seed)`: the answer and the
 * worked solution come from GET /api/quizzes/generated-questions/:generator/:seed when the
 * student checks or asks (practice shows any answer on demand, so the name is no secret).
 */
export const generatedPracticeItem = z.object({ generator: z.string(), seed: z.number().int(), question: practiceQuestion });
export type GeneratedPracticeItem = z.infer<typeof generatedPracticeItem>;
export const generatedPracticeList = z.object({ data: z.array(generatedPracticeItem) });
export type GeneratedPracticeList = z.infer<typeof generatedPracticeList>;

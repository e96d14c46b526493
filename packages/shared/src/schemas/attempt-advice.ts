import { z } from 'zod';
import { bilingual } from './exams.ts';

/**
 * "Should I attempt?" advice (issue 16): per topic of a paper, the student's own accuracy from
 * their history and what it is worth under the section's negative marking. The maths is
 * packages/shared/src/exam/attempt-advice.ts; percentages have two decimals.
 */
export const recommendation = z.enum(['attempt', 'attemptWhenSure', 'skip', 'notEnoughData']);
export type Recommendation = z.infer<typeof recommendation>;

/** A section's marking scheme and what it means for guessing. */
export const sectionScheme = z.object({
  sectionId: z.string(),
  name: bilingual,
  /** Marks for a correct answer, as the set stores it ('2', '1.67'). */
  markCorrect: z.string(),
  /** The penalty, non-negative ('0.50' is −0.50; '0' no negative marking). */
  markWrong: z.string(),
  /** Options per question (the most common count in the section). */
  options: z.number().int(),
  /** penalty / (mark + penalty), percent. */
  breakEven: z.number(),
  /** Expected marks of a blind guess. */
  guessExpectedMarks: z.number(),
  /** Options to eliminate before a guess pays: 0 = a blind guess pays; options − 1 = only when sure. */
  eliminate: z.number().int(),
});
export type SectionScheme = z.infer<typeof sectionScheme>;

export const topicAdvice = z.object({
  sectionId: z.string(),
  subject: z.string(),
  topic: z.string(),
  /** Questions of this topic in the section. */
  questions: z.number().int(),
  recommendation,
  attemptAnyway: z.enum(['noPenalty', 'blindGuessPays']).nullable(),
  /** The student's answers on the topic across their history (tests, quizzes, practice). */
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered, percent; null with no answers. */
  accuracy: z.number().nullable(),
  /** The estimate the advice uses (shrunk toward the guessing rate while answers are few), percent. */
  estimate: z.number(),
  lowerBound: z.number(),
  breakEven: z.number(),
  /** Expected marks of attempting at the estimate, per question. */
  expectedMarks: z.number(),
  guessExpectedMarks: z.number(),
  eliminate: z.number().int(),
  options: z.number().int(),
});
export type TopicAdvice = z.infer<typeof topicAdvice>;

/** The advice for a set: after a submission (its analysis) or before starting (the strategy card). */
export const attemptAdvice = z.object({
  setId: z.string(),
  /** The attempt analysed; null for the strategy card before a start. */
  attemptId: z.string().nullable(),
  /** Fewer answers than this on a topic give "not enough data". */
  minAnswers: z.number().int(),
  /** Answers in the student's history across all topics (0: nothing to go on yet). */
  historyAnswers: z.number().int(),
  sections: z.array(sectionScheme),
  /** Per section and topic, in section order then by how many questions the topic has. */
  topics: z.array(topicAdvice),
});
export type AttemptAdvice = z.infer<typeof attemptAdvice>;

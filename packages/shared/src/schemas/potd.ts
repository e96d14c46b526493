import { z } from 'zod';
import { isDayKey } from '../streak.ts';
import { uuidParam } from './common.ts';
import { bilingual } from './exams.ts';
import { difficulty, questionInput } from './question-bank.ts';

/**
 * The problem of the day (spec 2.8, 3, 7; decisions.md "Practice"). One problem per day per
 * organisation, the default organisation's when it has none. Days are calendar dates in the
 * organisation's time zone.
 *
 * GET /api/potd/today answers:
 * - 200 with a problem: today's problem (the organisation's, else the platform's; when the
 *   platform has none scheduled either, the server picks one from the platform bank and keeps it
 *   for the day, so the demo never runs out);
 * - 200 with `problem: null` ("We're working on today's problem"): the daily problem runs here
 *   (problems are scheduled on other days) but today has none and none could be picked;
 * - 204 No Content ("No problem available for today"): no daily problem has ever been scheduled
 *   for this organisation or the platform, and the platform bank is empty.
 */

export const dayKeySchema = z.string().refine(isDayKey, { message: 'Enter a date as YYYY-MM-DD' });
export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM');

export const streak = z.object({ current: z.number().int().min(0), max: z.number().int().min(0) });
export type Streak = z.infer<typeof streak>;

export const potdLanguage = z.enum(['hi', 'en'], { message: 'Choose Hindi or English' });

export const todayQuery = z.object({
  /** The language of the texts; the other language fills in where one is missing. Default: Accept-Language. */
  lang: potdLanguage.optional(),
});

export const potdOption = z.object({ id: z.string(), text: z.string(), isCorrect: z.boolean() });
export type PotdOption = z.infer<typeof potdOption>;

export const potdProblem = z.object({
  /** The scheduled day's id. */
  id: z.string(),
  /** The bank question, for bookmarks. */
  questionId: z.string(),
  date: z.string(),
  questionText: z.string(),
  difficulty,
  /** The topic's label in the requested language. */
  category: z.string(),
  subject: z.string(),
  options: z.array(potdOption),
  /** Only once the caller has solved today's problem (null before, and when there is none). */
  explanation: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Whether the problem is the platform's (default organisation's) rather than the caller organisation's own. */
  isPlatform: z.boolean(),
});
export type PotdProblem = z.infer<typeof potdProblem>;

export const potdToday = z.object({
  date: z.string(),
  timeZone: z.string(),
  alreadySolved: z.boolean(),
  streak,
  problem: potdProblem.nullable(),
});
export type PotdToday = z.infer<typeof potdToday>;

export const submitRequest = z.object({
  /** The chosen option's text, in either language. */
  answer: z.string().trim().min(1, 'Choose an answer').max(2000, 'An option must be at most 2000 characters'),
  /** The problem the answer is for; when it is no longer today's, the answer is refused (409). */
  problemId: uuidParam.optional(),
});
export type SubmitRequest = z.infer<typeof submitRequest>;

export const submitResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  streak,
  /** True when this call recorded today's solve; false for a wrong answer or a repeat. */
  counted: z.boolean(),
  /** The explanation, in the caller's language, with a right answer (a repeat too); absent for a wrong one. */
  explanation: z.string().nullable().optional(),
});
export type SubmitResponse = z.infer<typeof submitResponse>;

export const userParams = z.object({ userId: uuidParam });

export const userSummary = z.object({
  bookmarkedProblems: z.number().int().min(0),
  streak,
  lastSolvedDate: z.string().nullable(),
  solvedToday: z.boolean(),
  totalSolved: z.number().int().min(0),
});
export const userSummaryResponse = z.object({ data: userSummary });
export type UserSummary = z.infer<typeof userSummary>;

/**
 * POST /api/problem-of-day/users/:userId, the follow-up after a successful submit: the server
 * rebuilds the user's streak record from their solves and, when `date` is given, confirms a solve
 * is recorded on that day (422 otherwise). Answers the same summary as the GET.
 */
/** No body (null) is the same as `{}`. */
export const syncRequest = z.object({ date: dayKeySchema.optional() }).nullish();
export type SyncRequest = z.input<typeof syncRequest>;

export const historyQuery = z.object({ month: monthKeySchema.optional() });
export const historyResponse = z.object({
  month: z.string(),
  today: z.string(),
  timeZone: z.string(),
  solvedDates: z.array(z.string()),
  streak,
});
export type HistoryResponse = z.infer<typeof historyResponse>;

// Staff: scheduling (admins, owners and teachers of the organisation).

export const scheduleQuery = z
  .object({ from: dayKeySchema.optional(), to: dayKeySchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date', path: ['to'] });

export const scheduleQuestion = z.object({
  id: z.string(),
  subject: z.string(),
  topic: z.string(),
  difficulty,
  text: bilingual,
  isPlatform: z.boolean(),
});
export type ScheduleQuestion = z.infer<typeof scheduleQuestion>;

export const scheduleEntry = z.object({
  id: z.string(),
  date: z.string(),
  question: scheduleQuestion,
  createdByName: z.string().nullable(),
  solvedCount: z.number().int().min(0),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const scheduleList = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  timeZone: z.string(),
  data: z.array(scheduleEntry),
  /** Solves by the organisation's members per day of the range (days on the platform's problem too). */
  solvedCounts: z.record(z.string(), z.number().int()),
});
export type ScheduleList = z.infer<typeof scheduleList>;

export const dateParams = z.object({ date: dayKeySchema });

/** Either a bank question (own or platform) or a new question written for the day. */
export const scheduleRequest = z.union([z.object({ questionId: uuidParam }).strict(), z.object({ question: questionInput }).strict()], {
  message: 'Choose a question from the bank or write a new one',
});
export type ScheduleRequest = z.input<typeof scheduleRequest>;

export const solversResponse = z.object({
  date: z.string(),
  data: z.array(z.object({ userId: z.string(), name: z.string(), username: z.string(), solvedAt: z.string() })),
});
export type SolversResponse = z.infer<typeof solversResponse>;

export const pickerQuery = z.object({
  subject: z.string().trim().max(60).optional(),
  topic: z.string().trim().max(80).optional(),
  difficulty: difficulty.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PickerQuery = z.input<typeof pickerQuery>;

export const pickerQuestion = scheduleQuestion.extend({
  options: z.array(z.object({ id: z.string(), hi: z.string().optional(), en: z.string().optional() })),
  correctOptionIds: z.array(z.string()),
  /** The latest day it was (or is) the organisation's problem, if ever. */
  lastScheduled: z.string().nullable(),
});
export type PickerQuestion = z.infer<typeof pickerQuestion>;
export const pickerList = z.object({
  data: z.array(pickerQuestion),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PickerList = z.infer<typeof pickerList>;

/** The schedule range the management page shows by default: a week back, a month ahead. */
export const SCHEDULE_DEFAULT_PAST_DAYS = 7;
export const SCHEDULE_DEFAULT_FUTURE_DAYS = 30;
export const SCHEDULE_MAX_RANGE_DAYS = 93;

import { z } from 'zod';
import { ANSWER_STATES } from '../exam/scoring.ts';
import { bilingual, examSummary, sectionSummary, testLanguage, timingMode } from './exams.ts';
import { uuidParam } from './common.ts';

/**
 * A student's sitting of a set: the exam hall, results, analysis and leaderboards. Correct
 * options and explanations appear only in the analysis, which answers only after submission,
 * and for a live test only once its window has closed.
 */

export const answerState = z.enum(ANSWER_STATES, { message: 'Unknown answer state' });
export type AnswerStateValue = z.infer<typeof answerState>;

export const attemptIdParams = z.object({ attemptId: uuidParam });

/** An option as the hall shows it: no isCorrect. */
export const hallOption = z.object({ id: z.string(), text: bilingual });
export const hallQuestion = z.object({
  id: z.string(),
  sectionId: z.string(),
  position: z.number().int(),
  text: bilingual,
  options: z.array(hallOption),
  imageUrl: z.string().nullable(),
  /** More than one option may be correct: the hall uses checkboxes instead of radios. */
  multipleCorrect: z.boolean(),
});
export type HallQuestion = z.infer<typeof hallQuestion>;

export const savedAnswer = z.object({
  questionId: z.string(),
  selectedOptionIds: z.array(z.string()),
  state: answerState,
  timeSpentMs: z.number().int(),
  clientSeq: z.number().int(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const scheduledSection = z.object({ sectionId: z.string(), startsAt: z.string(), endsAt: z.string() });

/**
 * Where a set's paper lives (docs/exam-paper.md): `url` is the plaintext paper, open once the
 * attempt may start; `encryptedUrl` the sealed copy a live test's hall pre-loads during the
 * countdown. Both are immutable: `version` is a hash of the paper, so a changed paper is a new URL.
 */
export const paperRef = z.object({ version: z.string(), url: z.string(), encryptedUrl: z.string() });
export type PaperRef = z.infer<typeof paperRef>;

/** GET /exam-sets/:setId/paper: the current version, also before a live test opens (for the pre-load). */
export const paperDescriptor = paperRef.extend({
  setId: z.string(),
  /** A live test's start; the plaintext paper and the key are refused before it. */
  opensAt: z.string().nullable(),
});
export type PaperDescriptor = z.infer<typeof paperDescriptor>;

/** The paper itself: the same for every student of the set; no correct options, no explanations. */
export const examPaper = z.object({
  setId: z.string(),
  version: z.string(),
  sections: z.array(sectionSummary),
  questions: z.array(hallQuestion),
});
export type ExamPaper = z.infer<typeof examPaper>;

export const PAPER_VERSION_PATTERN = /^[0-9a-f]{20}$/;
export const paperParams = z.object({
  setId: uuidParam,
  /** `<version>` for the paper, `<version>.enc` for the sealed copy. */
  version: z.string().regex(/^[0-9a-f]{20}(\.enc)?$/, 'Unknown paper version'),
});

/**
 * The student's own attempt, as the hall loads it (GET /exam-sets/:setId/attempt,
 * /attempts/:id): state and answers, and where the paper is; never the paper itself.
 */
export const attemptState = z.object({
  id: z.string(),
  setId: z.string(),
  examId: z.string(),
  status: z.enum(['inProgress', 'submitted']),
  language: testLanguage,
  title: bilingual,
  examTitle: bilingual,
  timingMode,
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  schedule: z.array(scheduledSection).nullable(),
  answers: z.array(savedAnswer),
  paper: paperRef,
});
export type AttemptState = z.infer<typeof attemptState>;

/** The attempt with its paper, everything the hall needs to (re)open it exactly where it was. */
export const attemptView = attemptState.extend({
  sections: z.array(sectionSummary),
  questions: z.array(hallQuestion),
});
export type AttemptView = z.infer<typeof attemptView>;

export const startAttemptRequest = z.object({ language: testLanguage.default('hi') });

/**
 * No start carries the paper (76 KB for 100 questions): the hall has it already (pre-loaded, or
 * from the browser's cache of its immutable URL) or fetches `paper.url`, so a live test's start
 * rush stays light. `?view=summary` also leaves out the answers (the web's start: the hall loads
 * them next); `full`, the default, has them (a resumed attempt's).
 */
export const startAttemptQuery = z.object({
  view: z.enum(['full', 'summary'], { message: 'Choose full or summary' }).default('full'),
});
export const attemptSummary = attemptState.omit({ answers: true });
export type AttemptSummary = z.infer<typeof attemptSummary>;

/** The start answers with the paper key (base64, AES-256): only a start inside the window gets it. */
const withKey = { paperKey: z.string() };
/** The start (`view=full`): the attempt with its answers and where the paper is, never the paper itself. */
export const startedAttempt = attemptState.extend(withKey);
export type StartedAttempt = z.infer<typeof startedAttempt>;
export const startedSummary = attemptSummary.extend(withKey);
export type StartedSummary = z.infer<typeof startedSummary>;

/**
 * A batch of answer saves from the client's queue. `clientSeq` grows with every change the
 * client makes to the attempt; a save whose seq is not newer than the stored one changes
 * nothing, so retries and late arrivals are harmless (the idempotency key).
 */
export const answerSave = z.object({
  questionId: uuidParam,
  selectedOptionIds: z.array(z.string().min(1).max(64)).max(10),
  state: answerState,
  timeSpentMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  clientSeq: z.number().int().min(1, 'clientSeq must be a positive number').max(Number.MAX_SAFE_INTEGER),
});
export type AnswerSave = z.infer<typeof answerSave>;
export const saveAnswersRequest = z.object({
  answers: z.array(answerSave).min(1, 'Send at least one answer').max(200, 'Send at most 200 answers at once'),
  /** The section the student is looking at (per-section timing bookkeeping). */
  currentSectionId: uuidParam.optional(),
  /** Times the hall saw the test hidden so far (tab or app switches); the server keeps the highest. */
  tabSwitches: z.number().int().min(0).max(100_000).optional(),
});
export type SaveAnswersRequest = z.infer<typeof saveAnswersRequest>;
export const saveAnswersResponse = z.object({
  /** The seq the server holds for each question sent, newer or not. */
  saved: z.array(z.object({ questionId: z.string(), clientSeq: z.number().int() })),
  serverNow: z.string(),
  deadline: z.string(),
});
export type SaveAnswersResponse = z.infer<typeof saveAnswersResponse>;
/** POST /attempts/:attemptId/submit: the hall's last tab-switch count goes with it (optional). */
export const submitAttemptRequest = z.object({ tabSwitches: z.number().int().min(0).max(100_000).optional() });

export const sectionResult = z.object({
  sectionId: z.string(),
  name: bilingual,
  score: z.string(),
  maxScore: z.string(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
});
export type SectionResult = z.infer<typeof sectionResult>;

export const attemptResult = z.object({
  attemptId: z.string(),
  setId: z.string(),
  examId: z.string(),
  title: bilingual,
  examTitle: bilingual,
  examKind: examSummary.shape.kind,
  submittedAt: z.string(),
  submittedBy: z.enum(['student', 'auto']),
  /** Two decimals, e.g. '157.50'. */
  score: z.string(),
  totalMarks: z.string(),
  passingMarks: z.string(),
  passed: z.boolean(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  accuracy: z.number(),
  timeTakenMs: z.number().int(),
  sections: z.array(sectionResult),
  /** Null for a live test until it closes (ranksAt says when). */
  rank: z.number().int().nullable(),
  percentile: z.number().nullable(),
  totalAttempts: z.number().int(),
  ranksAt: z.string().nullable(),
});
export type AttemptResult = z.infer<typeof attemptResult>;

export const resultQuery = z.object({ attemptId: uuidParam.optional() });

/**
 * A question after submission. While a live test's window is open the key is withheld (see
 * attemptAnalysis.answersHidden): correctOptionIds, explanation and outcome are null, since the
 * outcome of a chosen option would give the key away as well.
 */
export const reviewQuestion = hallQuestion.extend({
  correctOptionIds: z.array(z.string()).nullable(),
  explanation: bilingual.nullable(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  selectedOptionIds: z.array(z.string()),
  state: answerState,
  outcome: z.enum(['correct', 'wrong', 'unattempted']).nullable(),
  timeSpentMs: z.number().int(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;

export const topicAccuracy = z.object({
  subject: z.string(),
  topic: z.string(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unattempted: z.number().int(),
  accuracy: z.number(),
  strength: z.enum(['strong', 'average', 'weak']),
});
export type TopicAccuracy = z.infer<typeof topicAccuracy>;

const comparisonRow = z.object({
  score: z.string(),
  correct: z.number(),
  wrong: z.number(),
  accuracy: z.number(),
  timeTakenMs: z.number(),
  sections: z.array(z.object({ sectionId: z.string(), score: z.string() })),
});
export const attemptAnalysis = z.object({
  result: attemptResult,
  /**
   * True while the answer key is withheld: a live test before its window closes, so nobody
   * passes answers to students still writing it. The questions then carry no key, explanation
   * or outcome, and `topics` is empty (a topic's tally would give outcomes away).
   */
  answersHidden: z.boolean(),
  /** When the key comes out (the live test's end); null when it is out already or has no set time. */
  keyReleasedAt: z.string().nullable(),
  questions: z.array(reviewQuestion),
  topics: z.array(topicAccuracy),
  comparison: z.object({ you: comparisonRow, topper: comparisonRow.nullable(), average: comparisonRow.nullable() }),
});
export type AttemptAnalysis = z.infer<typeof attemptAnalysis>;

export const leaderboardRow = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  score: z.string(),
  timeTakenMs: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboard = z.object({
  setId: z.string(),
  title: bilingual,
  examTitle: bilingual,
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  rows: z.array(leaderboardRow),
  /** The caller's own row, wherever it is; null if they have no submitted attempt. */
  me: leaderboardRow.nullable(),
  /** A live test's ranks appear after it closes. */
  ranksAt: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboard>;

/** /leaderboard: every set the caller has a result in, with their rank there. */
export const myLeaderboards = z.object({
  data: z.array(
    z.object({
      setId: z.string(),
      examId: z.string(),
      title: bilingual,
      examTitle: bilingual,
      rank: z.number().int().nullable(),
      total: z.number().int(),
      score: z.string(),
      submittedAt: z.string(),
    }),
  ),
});
export type MyLeaderboards = z.infer<typeof myLeaderboards>;

/** Staff: every student's attempt of a set. */
export const setAttemptRow = z.object({
  attemptId: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  status: z.enum(['inProgress', 'submitted']),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  submittedBy: z.enum(['student', 'auto']).nullable(),
  score: z.string().nullable(),
  correct: z.number().int().nullable(),
  wrong: z.number().int().nullable(),
  unattempted: z.number().int().nullable(),
  timeTakenMs: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  sections: z.array(z.object({ sectionId: z.string(), score: z.string() })),
});
export type SetAttemptRow = z.infer<typeof setAttemptRow>;
export const setAttempts = z.object({
  setId: z.string(),
  title: bilingual,
  sections: z.array(z.object({ sectionId: z.string(), name: bilingual })),
  data: z.array(setAttemptRow),
});
export type SetAttempts = z.infer<typeof setAttempts>;
export const exportQuery = z.object({ format: z.enum(['csv', 'xlsx'], { message: 'Choose csv or xlsx' }).default('csv') });

import { z } from 'zod';
import { EXAM_CODES } from '../exam/templates.ts';
import { uuidParam } from './common.ts';

/**
 * The exam engine's catalogue and authoring contract: test series (exams), their sets
 * (papers) and sections. The student's attempt, results and leaderboards are in attempts.ts,
 * the question bank in question-bank.ts.
 */

/** Text in both languages; either may be missing, never both (checked where it matters). */
export const bilingual = z.object({
  hi: z.string().trim().max(20_000).optional(),
  en: z.string().trim().max(20_000).optional(),
});
export type Bilingual = z.infer<typeof bilingual>;

/** A title: at least one language filled. */
export const bilingualTitle = z
  .object({
    hi: z.string().trim().max(200, 'Title must be at most 200 characters').optional(),
    en: z.string().trim().max(200, 'Title must be at most 200 characters').optional(),
  })
  .refine((t) => Boolean(t.hi || t.en), 'Enter a title in Hindi or English');

export const examCode = z.enum(EXAM_CODES, { message: 'Choose an exam from the list' });
export const EXAM_KINDS = ['practice', 'live', 'mock'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
export const examKind = z.enum(EXAM_KINDS, { message: 'Choose practice, live or mock' });
export const EXAM_VISIBILITIES = ['organization', 'public', 'paid'] as const;
export const examVisibility = z.enum(EXAM_VISIBILITIES, { message: 'Choose who can see this test' });
export const TIMING_MODES = ['whole', 'perSection'] as const;
export const timingMode = z.enum(TIMING_MODES, { message: 'Choose whole-test or per-section timing' });
export const testLanguage = z.enum(['hi', 'en'], { message: 'Choose Hindi or English' });
export type TestLanguage = z.infer<typeof testLanguage>;

/** Where a live test is in its window, by the server's clock. */
export const liveStatus = z.enum(['upcoming', 'live', 'ended']);
export type LiveStatus = z.infer<typeof liveStatus>;

/** Marks as the templates write them: a non-negative decimal string ('2', '0.50', '1.67'). */
export const markString = z.string().regex(/^\d{1,3}(\.\d{1,3})?$/, 'Marks must be a number such as 2 or 0.50');

// ---------- student catalogue ----------

export const examListQuery = z.object({
  code: examCode.optional(),
  kind: examKind.optional(),
  language: testLanguage.optional(),
  access: z.enum(['free', 'paid']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ExamListQuery = z.infer<typeof examListQuery>;

/** What one paper of a series holds (its first paper), for the series card. */
export const paperFacts = z.object({
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  totalMarks: z.string(),
  /** The largest deduction for a wrong answer across the paper's sections; '0' when none. */
  markWrong: z.string(),
});
export type PaperFacts = z.infer<typeof paperFacts>;

export const examSummary = z.object({
  id: z.string(),
  code: examCode,
  title: bilingual,
  description: bilingual,
  kind: examKind,
  visibility: examVisibility,
  languages: z.array(testLanguage),
  organizationId: z.string(),
  organizationName: z.string(),
  isPublished: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  liveStatus: liveStatus.nullable(),
  setCount: z.number().int(),
  /** The caller's progress: sets with at least one submitted attempt. */
  attemptedSetCount: z.number().int(),
  /** The first paper's figures; null when the series has no paper yet. Only the list sends it. */
  paper: paperFacts.nullable().optional(),
});
export type ExamSummary = z.infer<typeof examSummary>;

export const examList = z.object({
  data: z.array(examSummary),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type ExamList = z.infer<typeof examList>;

export const sectionSummary = z.object({
  id: z.string(),
  position: z.number().int(),
  name: bilingual,
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  plannedQuestionCount: z.number().int(),
  markCorrect: z.string(),
  markWrong: z.string(),
  timePerQuestionSeconds: z.number().int(),
});
export type SectionSummary = z.infer<typeof sectionSummary>;

/** The caller's standing on a set: an attempt to resume, and their latest result. */
export const mySetStatus = z.object({
  inProgressAttemptId: z.string().nullable(),
  lastSubmittedAttemptId: z.string().nullable(),
  lastScore: z.string().nullable(),
  attemptsUsed: z.number().int(),
});

export const setSummary = z.object({
  id: z.string(),
  examId: z.string(),
  title: bilingual,
  position: z.number().int(),
  timingMode: timingMode,
  durationMinutes: z.number().int(),
  passingMarks: z.string(),
  totalMarks: z.string(),
  questionCount: z.number().int(),
  sections: z.array(sectionSummary),
  me: mySetStatus,
});
export type SetSummary = z.infer<typeof setSummary>;

export const examDetail = examSummary.extend({ sets: z.array(setSummary) });
export type ExamDetail = z.infer<typeof examDetail>;

/** The instructions page: the set with its exam's context and the server's clock. */
export const setDetail = setSummary.extend({
  exam: examSummary,
  serverNow: z.string(),
});
export type SetDetail = z.infer<typeof setDetail>;

export const liveTestList = z.object({
  serverNow: z.string(),
  upcoming: z.array(examDetail),
  live: z.array(examDetail),
  ended: z.array(examDetail),
});
export type LiveTestList = z.infer<typeof liveTestList>;

export const examIdParams = z.object({ examId: uuidParam });
export const setIdParams = z.object({ setId: uuidParam });
export const sectionIdParams = z.object({ sectionId: uuidParam });

// ---------- authoring (admins and teachers of the exam's organisation) ----------

const isoDate = z.iso.datetime({ offset: true, message: 'Enter a valid date and time' });

const liveWindow = <T extends { kind?: ExamKind; startsAt?: string | null; endsAt?: string | null }>(e: T) =>
  e.kind !== 'live' || (e.startsAt && e.endsAt && Date.parse(e.endsAt) > Date.parse(e.startsAt));

export const createExamRequest = z
  .object({
    code: examCode,
    title: bilingualTitle,
    description: bilingual.default({}),
    kind: examKind,
    visibility: examVisibility.default('organization'),
    languages: z.array(testLanguage).min(1, 'Choose at least one language').default(['hi', 'en']),
    timingMode: timingMode.default('whole'),
    startsAt: isoDate.nullable().optional(),
    endsAt: isoDate.nullable().optional(),
  })
  .refine(liveWindow, { message: 'A live test needs a start and an end after the start', path: ['endsAt'] });
export type CreateExamRequest = z.infer<typeof createExamRequest>;

export const updateExamRequest = z
  .object({
    title: bilingualTitle.optional(),
    description: bilingual.optional(),
    kind: examKind.optional(),
    visibility: examVisibility.optional(),
    languages: z.array(testLanguage).min(1, 'Choose at least one language').optional(),
    startsAt: isoDate.nullable().optional(),
    endsAt: isoDate.nullable().optional(),
  })
  .refine((e) => Object.keys(e).length > 0, 'Nothing to update');
export type UpdateExamRequest = z.infer<typeof updateExamRequest>;

export const publishExamRequest = z.object({ isPublished: z.boolean() });

export const createSetRequest = z.object({
  title: bilingualTitle,
  timingMode: timingMode.default('whole'),
});
export type CreateSetRequest = z.infer<typeof createSetRequest>;

export const updateSetRequest = z
  .object({
    title: bilingualTitle.optional(),
    timingMode: timingMode.optional(),
    durationMinutes: z.number().int().min(1, 'Duration must be at least 1 minute').max(600).optional(),
    passingMarks: markString.optional(),
  })
  .refine((e) => Object.keys(e).length > 0, 'Nothing to update');
export type UpdateSetRequest = z.infer<typeof updateSetRequest>;

export const sectionInput = z.object({
  name: bilingualTitle,
  durationMinutes: z.number().int().min(1, 'Duration must be at least 1 minute').max(600),
  plannedQuestionCount: z.number().int().min(1).max(500),
  markCorrect: markString,
  markWrong: markString,
});
export type SectionInput = z.infer<typeof sectionInput>;
export const updateSectionRequest = sectionInput.partial().refine((e) => Object.keys(e).length > 0, 'Nothing to update');

/** The section's questions in order; replaces what was there. */
export const setSectionQuestionsRequest = z.object({
  questionIds: z.array(uuidParam).max(500, 'A section can hold at most 500 questions'),
});

/** Everything the editor shows: the exam with its sets, sections and their question ids. */
export const authoringSection = sectionSummary.extend({
  questionIds: z.array(z.string()),
  /** Attached questions that would make a student's paper wrong (see exam/publish-readiness.ts). */
  gaps: z.object({ noAnswerKey: z.number().int(), noHindi: z.number().int(), noEnglish: z.number().int() }).optional(),
});
export const authoringSet = setSummary.omit({ sections: true, me: true }).extend({ sections: z.array(authoringSection) });
export const authoringExam = examSummary.extend({
  attemptCount: z.number().int(),
  sets: z.array(authoringSet),
});
export type AuthoringExam = z.infer<typeof authoringExam>;
export type AuthoringSet = z.infer<typeof authoringSet>;
export type AuthoringSection = z.infer<typeof authoringSection>;

export const authoringExamList = z.object({ data: z.array(examSummary.extend({ attemptCount: z.number().int() })) });

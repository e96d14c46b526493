import { z } from 'zod';
import { EXAM_FAMILIES } from '../exam/families.ts';
import { attentionReason } from './dashboards.ts';
import { examCode, examKind, liveStatus } from './exams.ts';

/**
 * The personal home after sign-in (issue 13): one aggregate answer per role, so a slow phone
 * makes one request for its whole first screen. A card whose part could not be read is null
 * (the page shows that card's error state); an empty list or a zero is a real answer.
 */

const bilingual = z.object({ hi: z.string().optional(), en: z.string().optional() });
const int = () => z.number().int();

export const homeQuery = z.object({ lang: z.enum(['hi', 'en']).default('hi') });
export type HomeQuery = z.input<typeof homeQuery>;

/** A live test of the caller's organisation (or the platform's), upcoming or running. */
export const homeTest = z.object({
  examId: z.string(),
  code: examCode,
  title: bilingual,
  organizationName: z.string(),
  status: liveStatus,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The first paper: where "join" and "instructions" go; null when the test has no paper yet. */
  setId: z.string().nullable(),
  questionCount: int(),
  durationMinutes: int(),
  /** The caller's own attempt on that paper. */
  inProgressAttemptId: z.string().nullable(),
  submittedAttemptId: z.string().nullable(),
});
export type HomeTest = z.infer<typeof homeTest>;

export const homeTests = z.object({ live: z.array(homeTest), upcoming: z.array(homeTest) });

/** A submitted test with its percentage and the change from the test before it. */
export const homeResult = z.object({
  attemptId: z.string(),
  examId: z.string(),
  setId: z.string(),
  examTitle: bilingual,
  setTitle: bilingual,
  submittedAt: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  percent: z.number().nullable(),
  /** Percentage points against the previous submitted test; null for the first one. */
  change: z.number().nullable(),
});
export type HomeResult = z.infer<typeof homeResult>;

export const studentHome = z.object({
  serverNow: z.string(),
  /** The caller's exam goals (exam families); empty when they named none. */
  goals: z.array(z.enum(EXAM_FAMILIES)),
  resume: z
    .object({
      attemptId: z.string(),
      examId: z.string(),
      setId: z.string(),
      examTitle: bilingual,
      setTitle: bilingual,
      deadline: z.string(),
    })
    .nullable(),
  potd: z
    .object({
      /** 'none': no daily problem runs here; 'working': today's is not out yet. */
      state: z.enum(['problem', 'working', 'none']),
      solved: z.boolean(),
      streak: z.object({ current: int(), max: int() }),
      problem: z.object({ questionText: z.string(), difficulty: z.enum(['easy', 'medium', 'hard']), category: z.string() }).nullable(),
    })
    .nullable(),
  flashCards: z.object({ due: int(), nextDueAt: z.string().nullable() }).nullable(),
  tests: homeTests.nullable(),
  /** A free mock for the caller's goal (any free mock when the goal has none or no goal is set). */
  recommended: z
    .object({
      /** Null when no free mock is open to the caller at all. */
      exam: z
        .object({
          examId: z.string(),
          code: examCode,
          kind: examKind,
          title: bilingual,
          questionCount: int().nullable(),
          durationMinutes: int().nullable(),
          totalMarks: z.string().nullable(),
          /** True when it matches one of the caller's goals. */
          forGoal: z.boolean(),
        })
        .nullable(),
    })
    .nullable(),
  results: z.object({ recent: z.array(homeResult) }).nullable(),
  /** Topics answered often enough and answered wrongly most (tests and quizzes). */
  weakTopics: z
    .array(
      z.object({
        /** Taxonomy keys: "practise this" opens /quiz/:subject/:topic. */
        subject: z.string(),
        topic: z.string(),
        /** Labels in the asked language. */
        subjectLabel: z.string(),
        topicLabel: z.string(),
        answered: int(),
        correct: int(),
        /** correct / answered, 0..1. */
        accuracy: z.number(),
      }),
    )
    .nullable(),
});
export type StudentHome = z.infer<typeof studentHome>;

export const staffHome = z.object({
  serverNow: z.string(),
  today: z.string(),
  organizationName: z.string(),
  /** Live now, and upcoming ones starting before the end of today. */
  tests: homeTests.nullable(),
  /** Active batches whose students are not all marked today. */
  attendance: z
    .object({
      batches: z.array(z.object({ batchId: z.string(), name: z.string(), students: int(), marked: int() })),
      /** Active batches with at least one student, marked or not. */
      total: int(),
    })
    .nullable(),
  recentResults: z
    .array(
      z.object({
        attemptId: z.string(),
        studentId: z.string(),
        studentName: z.string(),
        examTitle: bilingual,
        setTitle: bilingual,
        percent: z.number().nullable(),
        submittedAt: z.string(),
      }),
    )
    .nullable(),
  needsAttention: z
    .object({
      students: z.array(z.object({ studentId: z.string(), name: z.string(), reasons: z.array(attentionReason) })),
      total: int(),
    })
    .nullable(),
});
export type StaffHome = z.infer<typeof staffHome>;

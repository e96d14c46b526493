import { z } from 'zod';
import { uuidParam } from './common.ts';

const bilingual = z.object({ hi: z.string().optional(), en: z.string().optional() });
const int = () => z.number().int();
const monthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Must be a month YYYY-MM' });

export const organizationParams = z.object({ organizationId: uuidParam });
export const studentParams = z.object({ organizationId: uuidParam, studentId: uuidParam });
export const monthQuery = z.object({ month: monthKey.optional() });

/** Why a student shows under "needs attention" (rules in ../institute/attention.ts). */
export const attentionReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lowAttendance'), percentage: z.number(), threshold: int() }),
  z.object({ kind: z.literal('fallingScores'), percents: z.array(z.number()) }),
  z.object({ kind: z.literal('inactive'), lastActiveAt: z.string().nullable(), days: int() }),
]);
export type AttentionReason = z.infer<typeof attentionReason>;

/** GET /api/organizations/:organizationId/dashboard: the institute at a glance (staff of that organisation). */
export const organizationDashboard = z.object({
  today: z.string(),
  timeZone: z.string(),
  attendanceThreshold: int(),
  guardianDigestEnabled: z.boolean(),
  students: z.object({ total: int(), activeThisWeek: int() }),
  tests: z.object({
    /** Sets with at least one submission in the last 30 days. */
    run: int(),
    attempts: int(),
    /** Mean of score / total marks over those submissions, 0-100; null without submissions. */
    averagePercent: z.number().nullable(),
  }),
  attendanceToday: z.array(
    z.object({
      batchId: z.string(),
      name: z.string(),
      students: int(),
      marked: int(),
      present: int(),
      absent: int(),
      late: int(),
      halfDay: int(),
      /** (present + late + 0.5 × half-day) / marked × 100; null when nobody is marked. */
      percentage: z.number().nullable(),
    }),
  ),
  recentResults: z.array(
    z.object({
      attemptId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      examTitle: bilingual,
      setTitle: bilingual,
      percent: z.number().nullable(),
      submittedAt: z.string(),
    }),
  ),
  potd: z.object({ solvedToday: int(), students: int() }),
  /** The last 12 weeks, oldest first (weeks start on Monday in the organisation's time zone). */
  weekly: z.array(
    z.object({
      weekStart: z.string(),
      attempts: int(),
      averagePercent: z.number().nullable(),
      attendancePercent: z.number().nullable(),
      potdSolves: int(),
    }),
  ),
  needsAttention: z.array(z.object({ studentId: z.string(), name: z.string(), reasons: z.array(attentionReason) })),
});
export type OrganizationDashboard = z.infer<typeof organizationDashboard>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'halfDay'] as const;

/** GET /api/organizations/:organizationId/students/:studentId/performance?month=YYYY-MM */
export const studentPerformance = z.object({
  student: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    isActive: z.boolean(),
    batches: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  organizationName: z.string(),
  generatedAt: z.string(),
  tests: z.array(
    z.object({
      attemptId: z.string(),
      examId: z.string(),
      setId: z.string(),
      examTitle: bilingual,
      setTitle: bilingual,
      submittedAt: z.string(),
      score: z.number(),
      totalMarks: z.number(),
      percent: z.number().nullable(),
      /** Among first attempts of the set; null for a retake or a live test whose window is open. */
      rank: int().nullable(),
      participants: int(),
      percentile: z.number().nullable(),
    }),
  ),
  sections: z.array(z.object({ name: bilingual, correct: int(), wrong: int(), unattempted: int(), accuracy: z.number().nullable() })),
  topics: z.array(z.object({ subject: z.string(), topic: z.string(), correct: int(), answered: int(), accuracy: z.number() })),
  attendance: z.object({
    month: z.string(),
    threshold: int(),
    present: int(),
    absent: int(),
    late: int(),
    halfDay: int(),
    marked: int(),
    percentage: z.number().nullable(),
    /** Every marked day of the month (a student in two batches has the day once, the better status). */
    days: z.array(z.object({ date: z.string(), status: z.enum(ATTENDANCE_STATUSES) })),
    /** Over the last 12 months. */
    yearPercentage: z.number().nullable(),
  }),
  potd: z.object({ currentStreak: int(), maxStreak: int(), solvedThisMonth: int() }),
  quiz: z.object({ attempts: int(), correct: int(), answered: int(), accuracy: z.number().nullable() }),
});
export type StudentPerformance = z.infer<typeof studentPerformance>;

/** GET .../students/:studentId/digest?month=YYYY-MM: the guardian digest as it would be sent. */
export const digestPreview = z.object({
  month: z.string(),
  language: z.enum(['hi', 'en']),
  guardianName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  sms: z.string(),
  /** When this month's digest went out; null if not yet. */
  sentAt: z.string().nullable(),
});
export type DigestPreview = z.infer<typeof digestPreview>;

export const digestSettings = z.object({ enabled: z.boolean() });
export type DigestSettings = z.infer<typeof digestSettings>;

// ---------- platform (superAdmin) ----------

export const platformOrganization = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  members: int(),
  students: int(),
  tests: int(),
  attempts: int(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type PlatformOrganization = z.infer<typeof platformOrganization>;
export const platformOrganizationList = z.object({ data: z.array(platformOrganization) });

export const platformGrowth = z.object({
  tests: int(),
  attempts: int(),
  suspended: int(),
  /** The last 12 weeks, oldest first: what was created in each. */
  weekly: z.array(z.object({ weekStart: z.string(), users: int(), organizations: int(), attempts: int() })),
});
export type PlatformGrowth = z.infer<typeof platformGrowth>;

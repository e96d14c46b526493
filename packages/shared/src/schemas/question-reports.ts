import { z } from 'zod';
import { bilingual } from './exams.ts';
import { uuidParam } from './common.ts';

/**
 * "Report a question" from the solutions: a student who sat a test tells the question's
 * organisation what is wrong with it; its staff list the reports and resolve them.
 */
export const REPORT_REASONS = ['wrongAnswer', 'wrongQuestion', 'translation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 1000;

export const questionReportParams = z.object({ questionId: uuidParam });

/** POST /api/questions/:questionId/reports. "Other" needs words; the rest may add some. */
export const questionReportRequest = z
  .object({
    /** The test the student sat (their submitted attempt of it is the right to report). */
    setId: uuidParam,
    reason: z.enum(REPORT_REASONS, { message: 'Choose a reason' }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, 'Write at most 1000 characters').default(''),
  })
  .refine((r) => r.reason !== 'other' || r.details.length > 0, { path: ['details'], message: 'Describe what is wrong' });
export type QuestionReportRequest = z.input<typeof questionReportRequest>;

export const questionReport = z.object({
  id: z.string(),
  questionId: z.string(),
  /** The question as the staff need it to judge the report. */
  questionText: bilingual,
  setId: z.string().nullable(),
  /** The test's title (exam · set), when the test still exists. */
  examId: z.string().nullable(),
  testTitle: bilingual.nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(['open', 'resolved']),
  reporter: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type QuestionReport = z.infer<typeof questionReport>;

export const questionReportListQuery = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type QuestionReportListQuery = z.input<typeof questionReportListQuery>;
export const questionReportList = z.object({ data: z.array(questionReport), total: z.number().int(), open: z.number().int() });
export type QuestionReportList = z.infer<typeof questionReportList>;

export const questionReportUpdate = z.object({ resolved: z.boolean() });

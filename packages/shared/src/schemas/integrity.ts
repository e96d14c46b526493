import { z } from 'zod';
import { bilingual } from './exams.ts';

/**
 * GET /exam-sets/:setId/integrity: the attempts of a test that show an integrity signal, with
 * the evidence (exam/integrity.ts). Staff of the exam's organisation only. It flags; it never
 * changes a score or a status.
 */
export const integrityReason = z.enum(['fastAnswers', 'similarPair', 'tabSwitches', 'devices']);
export type IntegrityReasonValue = z.infer<typeof integrityReason>;

export const integrityStudent = z.object({ attemptId: z.string(), userId: z.string(), name: z.string(), username: z.string() });

export const integrityPair = z.object({
  a: integrityStudent,
  b: integrityStudent,
  bothWrong: z.number().int(),
  sharedWrong: z.number().int(),
  expected: z.number(),
  /** Chance of at least sharedWrong matches by luck. */
  chance: z.number(),
  positions: z.array(z.number().int()),
});
export type IntegrityPair = z.infer<typeof integrityPair>;

export const integrityFlag = integrityStudent.extend({
  status: z.enum(['inProgress', 'submitted']),
  reasons: z.array(integrityReason),
  answered: z.number().int(),
  fastAnswers: z.array(
    z.object({
      questionId: z.string(),
      position: z.number().int(),
      timeSpentMs: z.number().int(),
      minReadMs: z.number().int(),
      correct: z.boolean(),
    }),
  ),
  tabSwitches: z.number().int(),
  devices: z.array(z.object({ agent: z.string(), at: z.string() })),
  /** The other student of each flagged pair this attempt is in. */
  pairedWith: z.array(z.object({ attemptId: z.string(), name: z.string(), sharedWrong: z.number().int(), chance: z.number() })),
});
export type IntegrityFlag = z.infer<typeof integrityFlag>;

export const integrityReport = z.object({
  setId: z.string(),
  title: bilingual,
  examTitle: bilingual,
  computedAt: z.string(),
  attemptsChecked: z.number().int(),
  pairsCompared: z.number().int(),
  thresholds: z.object({
    readingWpm: z.number(),
    minReadMs: z.number(),
    pairChance: z.number(),
    minSharedWrong: z.number().int(),
    tabSwitches: z.number().int(),
    devices: z.number().int(),
  }),
  pairs: z.array(integrityPair),
  flagged: z.array(integrityFlag),
});
export type IntegrityReport = z.infer<typeof integrityReport>;

import { z } from 'zod';
import { NORMALISATION_METHODS } from '../exam/normalisation.ts';
import { bilingual } from './exams.ts';

/**
 * Normalisation of a live test held in several slots (docs/normalisation.md): staff choose the
 * method and see each slot's statistics; a student sees raw and normalised score, rank and
 * percentile once the window has closed.
 */

export const normalisationMethod = z.enum(NORMALISATION_METHODS, { message: 'Choose none, linear or equipercentile' });
export type { NormalisationMethod } from '../exam/normalisation.ts';

export const setNormalisationRequest = z.object({ method: normalisationMethod });
export type SetNormalisationRequest = z.infer<typeof setNormalisationRequest>;

/** A slot's figures in marks, two decimals; null figures for a slot nobody has sat. */
export const slotFigures = z.object({
  candidates: z.number().int(),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  /** How many candidates the top-0.1 % mean averages (at least one). */
  topCount: z.number().int(),
  topMean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type SlotFigures = z.infer<typeof slotFigures>;

export const slotStats = slotFigures.extend({
  setId: z.string(),
  title: bilingual,
  /** The mean of this slot's normalised scores under the chosen method; null with none. */
  normalisedMean: z.number().nullable(),
});
export type SlotStatsRow = z.infer<typeof slotStats>;

export const normalisationOverview = z.object({
  examId: z.string(),
  kind: z.enum(['practice', 'live', 'mock']),
  method: normalisationMethod,
  /** The sets of the test; normalisation applies with two or more. */
  slotCount: z.number().int(),
  endsAt: z.string().nullable(),
  windowClosed: z.boolean(),
  pooled: slotFigures,
  slots: z.array(slotStats),
});
export type NormalisationOverview = z.infer<typeof normalisationOverview>;

export const standingFigures = z.object({
  /** Two decimals, e.g. '157.50'. */
  score: z.string(),
  rank: z.number().int(),
  /** 100 × (candidates at or below) / (all candidates), two decimals. */
  percentile: z.number(),
});
export type StandingFigures = z.infer<typeof standingFigures>;

/**
 * The student's normalised standing. status: notApplicable (one slot, method none, not live),
 * pending (the window is open: availableAt says when), notCounted (this sitting is not the
 * student's counted one: each candidate counts once, in the slot they sat first), ready.
 */
export const normalisedResult = z.object({
  setId: z.string(),
  examId: z.string(),
  method: normalisationMethod,
  status: z.enum(['notApplicable', 'pending', 'notCounted', 'ready']),
  availableAt: z.string().nullable(),
  slotCount: z.number().int(),
  /** Candidates across every slot (ready only; else 0). */
  candidates: z.number().int(),
  raw: standingFigures.nullable(),
  normalised: standingFigures.nullable(),
});
export type NormalisedResult = z.infer<typeof normalisedResult>;

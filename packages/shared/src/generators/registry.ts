import { assemble, type GeneratedQuestion, type Generator } from './assemble.ts';
import { compoundInterest, compoundSimpleDifference, compoundSimpleDifference2, simpleInterest, simpleInterestRate } from './interest.ts';
import { percentageBase, percentageBase2, percentageOf, percentageSuccessive, profitPercent, sellingPriceForGain } from './percentage.ts';
import { createRng, MAX_SEED } from './random.ts';
import {
  averageNewMember,
  averageSpeed,
  ratioCompound,
  ratioCompound2,
  ratioShare,
  ratioShare2,
  trainPole,
  unitDigit,
  unitDigit2,
  workTogether,
} from './rates.ts';

/**
 * Every question generator, by id. A generated question is named by `(generator, seed)` alone:
 * the same pair always makes the same text, options, order and answer, so nothing but the pair
 * needs storing and the answer can be checked (and the question shown again) from it.
 * Ids are stored with quiz answers: never rename one, only add.
 */
export const ACTIVE_GENERATORS: readonly Generator[] = [
  percentageOf,
  percentageSuccessive,
  percentageBase2,
  profitPercent,
  sellingPriceForGain,
  simpleInterest,
  simpleInterestRate,
  compoundInterest,
  compoundSimpleDifference2,
  ratioShare2,
  ratioCompound2,
  workTogether,
  averageSpeed,
  trainPole,
  averageNewMember,
  unitDigit2,
];

/**
 * Earlier versions, no longer drawn, still named by quizzes already stored: each rebuilds its
 * old questions exactly. Their `-2` successors add common mistakes where these had near misses.
 */
export const RETIRED_GENERATORS: readonly Generator[] = [percentageBase, compoundSimpleDifference, ratioShare, ratioCompound, unitDigit];

/** Every generator that can name a question, active or retired. */
export const GENERATORS: readonly Generator[] = [...ACTIVE_GENERATORS, ...RETIRED_GENERATORS];

const BY_ID = new Map(GENERATORS.map((g) => [g.id, g]));

/** The math topics (taxonomy keys) that have generators; topics.ts repeats them for the web. */
export const GENERATOR_TOPICS: readonly string[] = [...new Set(ACTIVE_GENERATORS.map((g) => g.topic))];

/** The generators new questions of a topic are drawn from (never a retired one). */
export const generatorsFor = (topic: string): Generator[] => ACTIVE_GENERATORS.filter((g) => g.topic === topic);
export const isGeneratorId = (id: string): boolean => BY_ID.has(id);

/** The question `(generatorId, seed)` names; undefined for an unknown generator. */
export function generateQuestion(generatorId: string, seed: number): GeneratedQuestion | undefined {
  const generator = BY_ID.get(generatorId);
  if (!generator || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return undefined;
  const rng = createRng(seed);
  return assemble(generator.id, generator.topic, seed, rng, generator.draft(rng));
}

/** Which of the topic's generators a seed picks: spread over all of them, reproducible from the seed. */
export function generatorForSeed(topic: string, seed: number): Generator | undefined {
  const list = generatorsFor(topic);
  return list.length ? list[seed % list.length] : undefined;
}

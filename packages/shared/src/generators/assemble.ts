import type { Rng } from './random.ts';

/** A generated question: four options, exactly one right, a worked solution in both languages. */
export type Bi = { hi: string; en: string };
export type GeneratedDifficulty = 'easy' | 'medium' | 'hard';
export type GeneratedQuestion = {
  generator: string;
  seed: number;
  subject: 'math';
  topic: string;
  difficulty: GeneratedDifficulty;
  text: Bi;
  options: Bi[];
  correctIndex: number;
  solution: Bi;
  /** The numbers the question was made from, so a test can recompute the answer on its own. */
  params: Record<string, number>;
};

/** What one generator draws: the answer, the mistakes' results, and how to write a value. */
export type Draft = {
  difficulty: GeneratedDifficulty;
  text: Bi;
  solution: Bi;
  params: Record<string, number>;
  answer: number;
  /** Results of the common mistakes, most telling first; duplicates and nonsense are dropped. */
  mistakes: number[];
  format: (value: number) => Bi;
  /** Whether a value can be an answer at all (a negative price cannot). */
  valid?: (value: number) => boolean;
};

export type Generator = { id: string; topic: string; draft: (rng: Rng) => Draft };

/**
 * A generator's next version: the same draws and texts, with more common mistakes after the
 * first version's. Where the first version ran short of mistakes it filled the options with
 * near misses (answer ± a step); the new mistakes take those places. The first version keeps
 * its id and its exact questions, since quizzes store `(generator, seed)`.
 */
export const withMoreMistakes = (
  base: Generator,
  id: string,
  more: (params: Record<string, number>, answer: number) => number[],
): Generator => ({
  id,
  topic: base.topic,
  draft: (rng) => {
    const draft = base.draft(rng);
    return { ...draft, mistakes: [...draft.mistakes, ...more(draft.params, draft.answer)] };
  },
});

export const OPTION_COUNT = 4;

/** Up to two decimals, no trailing zeros, Indian digit grouping (1,20,000). */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded.toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

export const same = (text: string): Bi => ({ hi: text, en: text });
export const rupees = (value: number): Bi => same(`₹${formatNumber(value)}`);
export const percent = (value: number): Bi => same(`${formatNumber(value)}%`);
export const unit =
  (hi: string, en: string) =>
  (value: number): Bi => ({ hi: `${formatNumber(value)} ${hi}`, en: `${formatNumber(value)} ${en}` });

/** A step near the answer's size, for the few near-miss options a draft may still need. */
function nearStep(answer: number): number {
  const size = Math.abs(answer);
  if (size >= 1000) return 10 ** (Math.floor(Math.log10(size)) - 1);
  if (size >= 20) return 5;
  return 1;
}

/**
 * The four options: the answer and three distinct mistakes, topped up with near misses when
 * mistakes coincide, in an order drawn from the same seed. Distinct means distinct as written,
 * so two options never read the same after rounding.
 */
export function assemble(id: string, topic: string, seed: number, rng: Rng, draft: Draft): GeneratedQuestion {
  const valid = draft.valid ?? ((v: number) => v > 0);
  const right = draft.format(draft.answer);
  const chosen: Bi[] = [right];
  const seen = new Set([right.en]);
  const consider = (v: number) => {
    if (chosen.length >= OPTION_COUNT || !Number.isFinite(v) || !valid(v)) return;
    const text = draft.format(v);
    if (seen.has(text.en)) return;
    seen.add(text.en);
    chosen.push(text);
  };
  draft.mistakes.forEach(consider);
  const step = nearStep(draft.answer);
  for (let k = 1; chosen.length < OPTION_COUNT; k++) {
    consider(draft.answer + k * step);
    consider(draft.answer - k * step);
  }
  const order = rng.shuffle([0, 1, 2, 3]);
  return {
    generator: id,
    seed,
    subject: 'math',
    topic,
    difficulty: draft.difficulty,
    text: draft.text,
    options: order.map((i) => chosen[i]),
    correctIndex: order.indexOf(0),
    solution: draft.solution,
    params: draft.params,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownTopic } from '../taxonomy/taxonomy.ts';
import { formatNumber } from './assemble.ts';
import { MAX_SEED } from './random.ts';
import { createRng } from './random.ts';
import { ACTIVE_GENERATORS, GENERATOR_TOPICS, GENERATORS, generateQuestion, generatorForSeed, RETIRED_GENERATORS } from './registry.ts';
import { GENERATED_TOPICS } from './topics.ts';

/**
 * Each answer recomputed here from the question's numbers by the textbook formula, written
 * out again rather than taken from the generator, and compared with the option marked right.
 */
const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
const ratio = (x: number, y: number) => `${x / gcd(x, y)}:${y / gcd(x, y)}`;
const SOLVE: Record<string, (p: Record<string, number>) => string> = {
  'percentage-of': ({ p, whole }) => formatNumber((whole / 100) * p),
  'percentage-successive': ({ up, down }) => {
    const net = (100 + up) * (1 - down / 100) - 100;
    if (Math.abs(net) < 1e-9) return 'No change';
    return `${formatNumber(Math.abs(net))}% ${net > 0 ? 'increase' : 'decrease'}`;
  },
  'percentage-base': ({ p }) => `${formatNumber((p / (100 + p)) * 100)}%`,
  'profit-percent': ({ cost, sale }) => `${formatNumber(((sale - cost) / cost) * 100)}%`,
  'sp-for-gain': ({ sold, loss, gain }) => `₹${formatNumber((sold / (1 - loss / 100)) * (1 + gain / 100))}`,
  'si-interest': ({ principal, rate, years }) => `₹${formatNumber((principal * years * rate) / 100)}`,
  'si-rate': ({ principal, amount, years }) => `${formatNumber(((amount - principal) / principal / years) * 100)}%`,
  'ci-interest': ({ principal, rate, years }) => {
    let amount = principal;
    for (let y = 0; y < years; y++) amount += (amount * rate) / 100;
    return `₹${formatNumber(amount - principal)}`;
  },
  'ci-si-difference': ({ principal, rate }) => {
    const compound = principal * (1 + rate / 100) * (1 + rate / 100) - principal;
    return `₹${formatNumber(compound - (principal * rate * 2) / 100)}`;
  },
  'ratio-share': ({ total, large, small }) => `₹${formatNumber((total / (large + small)) * large)}`,
  'ratio-compound': ({ a, b, c, d }) => ratio(a * c, b * d),
  'work-together': ({ a, b }) => `${formatNumber(1 / (1 / a + 1 / b))} days`,
  'average-speed': ({ go, back }) => `${formatNumber(2 / (1 / go + 1 / back))} km/h`,
  'train-pole': ({ length, speed }) => `${formatNumber(length / ((speed * 1000) / 3600))} seconds`,
  'average-new-member': ({ count, mean, rise }) => `${formatNumber((count + 1) * (mean + rise) - count * mean)} years`,
  'unit-digit': ({ base, power }) => {
    let digit = 1;
    for (let i = 0; i < power; i++) digit = (digit * (base % 10)) % 10;
    return String(digit);
  },
};
// The second versions ask the same questions (only their wrong options differ).
for (const id of ['percentage-base', 'ci-si-difference', 'ratio-share', 'ratio-compound', 'unit-digit']) SOLVE[`${id}-2`] = SOLVE[id];

const seed = fc.integer({ min: 0, max: MAX_SEED });

describe('maths question generators', () => {
  it('every generator has an independent check and a taxonomy topic', () => {
    expect(Object.keys(SOLVE).sort()).toEqual(GENERATORS.map((g) => g.id).sort());
    for (const g of GENERATORS) expect(isKnownTopic('math', g.topic)).toBe(true);
    expect([...GENERATOR_TOPICS].sort()).toEqual([...GENERATED_TOPICS].sort());
    expect(GENERATED_TOPICS).toEqual(
      expect.arrayContaining([
        'percentage',
        'profit and loss',
        'simple interest',
        'compound interest',
        'ratio and proportion',
        'time and work',
        'time speed and distance',
        'average',
        'number system',
      ]),
    );
  });

  for (const g of GENERATORS) {
    describe(g.id, () => {
      it('marks the right answer, has four distinct options and texts in both languages', () => {
        fc.assert(
          fc.property(seed, (s) => {
            const q = generateQuestion(g.id, s)!;
            expect(q.options).toHaveLength(4);
            expect(new Set(q.options.map((o) => o.en)).size).toBe(4);
            expect(new Set(q.options.map((o) => o.hi)).size).toBe(4);
            expect(q.options[q.correctIndex].en).toBe(SOLVE[g.id](q.params));
            for (const text of [q.text, q.solution, ...q.options]) {
              expect(text.hi.trim()).not.toBe('');
              expect(text.en.trim()).not.toBe('');
              expect(`${text.hi}${text.en}`).not.toMatch(/NaN|Infinity|undefined|-₹/);
            }
            expect(q.text.hi).toMatch(/[\u0900-\u097F]/);
            expect(q.solution.hi).toMatch(/[\u0900-\u097F]/);
            expect(['easy', 'medium', 'hard']).toContain(q.difficulty);
          }),
          { numRuns: 300 },
        );
      });

      it('makes the same question from the same seed', () => {
        fc.assert(
          fc.property(seed, (s) => {
            expect(generateQuestion(g.id, s)).toEqual(generateQuestion(g.id, s));
          }),
          { numRuns: 50 },
        );
      });

      it('keeps the answer clean: a whole number or at most two decimals', () => {
        fc.assert(
          fc.property(seed, (s) => {
            const q = generateQuestion(g.id, s)!;
            expect(q.options[q.correctIndex].en).not.toMatch(/\.\d{3}/);
          }),
          { numRuns: 100 },
        );
      });
    });
  }

  it('puts the right answer in every position across seeds', () => {
    const positions = new Set(Array.from({ length: 200 }, (_, s) => generateQuestion('percentage-of', s)!.correctIndex));
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('varies the question with the seed', () => {
    const texts = new Set(Array.from({ length: 50 }, (_, s) => generateQuestion('si-interest', s)!.text.en));
    expect(texts.size).toBeGreaterThan(40);
  });

  it('refuses an unknown generator or a seed out of range', () => {
    expect(generateQuestion('nope', 1)).toBeUndefined();
    expect(generateQuestion('percentage-of', -1)).toBeUndefined();
    expect(generateQuestion('percentage-of', 1.5)).toBeUndefined();
    expect(generateQuestion('percentage-of', MAX_SEED + 1)).toBeUndefined();
  });

  it('spreads a topic over its generators by seed', () => {
    const ids = new Set(Array.from({ length: 30 }, (_, s) => generatorForSeed('percentage', s)!.id));
    expect(ids).toEqual(new Set(['percentage-of', 'percentage-successive', 'percentage-base-2']));
    expect(generatorForSeed('geometry', 1)).toBeUndefined();
  });

  it('draws options from the common mistakes: near misses (answer ± a step) fill in for at most one seed in ten', () => {
    for (const g of ACTIVE_GENERATORS) {
      let short = 0;
      for (let s = 0; s < 500; s++) {
        const draft = g.draft(createRng(s));
        const valid = draft.valid ?? ((v: number) => v > 0);
        const texts = new Set(draft.mistakes.filter((v) => Number.isFinite(v) && valid(v)).map((v) => draft.format(v).en));
        texts.delete(draft.format(draft.answer).en);
        if (texts.size < 3) short++;
      }
      expect(short / 500, g.id).toBeLessThanOrEqual(0.1);
    }
  }, 60_000); // 500 seeds of every generator: seconds of CPU on a loaded machine

  it('never draws a retired generator, and each still rebuilds its stored questions exactly', () => {
    const retired = new Set(RETIRED_GENERATORS.map((g) => g.id));
    for (const topic of GENERATOR_TOPICS) {
      for (let s = 0; s < 40; s++) expect(retired.has(generatorForSeed(topic, s)!.id)).toBe(false);
    }
    // Seed 7 of each, as the first versions made it (quizzes store generator and seed only).
    const frozen: Record<string, string[]> = {
      'percentage-base': ['20%', '25%', '33.33%', '80%'],
      'ci-si-difference': ['₹4', '₹8', '₹100', '₹16'],
      'ratio-share': ['₹120', '₹60', '₹90', '₹125'],
      'ratio-compound': ['2:9', '9:7', '2:7', '7:9'],
      'unit-digit': ['6', '8', '0', '2'],
    };
    expect(Object.keys(frozen).sort()).toEqual([...retired].sort());
    for (const [id, options] of Object.entries(frozen)) expect(generateQuestion(id, 7)!.options.map((o) => o.en)).toEqual(options);
  });

  it('the second versions ask what the first asked, with the same right answer in the same place', () => {
    fc.assert(
      fc.property(seed, (s) => {
        for (const old of RETIRED_GENERATORS) {
          const a = generateQuestion(old.id, s)!;
          const b = generateQuestion(`${old.id}-2`, s)!;
          expect(b.text).toEqual(a.text);
          expect(b.correctIndex).toBe(a.correctIndex);
          expect(b.options[b.correctIndex]).toEqual(a.options[a.correctIndex]);
          expect(b.solution).toEqual(a.solution);
        }
      }),
      { numRuns: 100 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  analyseIntegrity,
  atLeastChance,
  devicesDuring,
  fastAnswers,
  fastFlagged,
  matchChance,
  minReadMs,
  pairThreshold,
  scorePair,
  wordCount,
  type IntegrityAttempt,
  type IntegrityQuestion,
} from './integrity.ts';

const question = (i: number, words = 60): IntegrityQuestion => ({
  id: `q${i}`,
  position: i,
  words,
  correctOptionIds: [`q${i}a`],
  optionIds: [`q${i}a`, `q${i}b`, `q${i}c`, `q${i}d`],
});

describe('reading time (a)', () => {
  it('counts words in Hindi and English, ignoring markup and maths', () => {
    expect(wordCount('यदि किसी संख्या का 20% = 40 है')).toBe(8);
    // A formula reads as one word: 'Find x if (formula)'.
    expect(wordCount('<p>Find <b>x</b> if $x^2 = 4$</p>')).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  it('needs words / 400 minutes, never less than 2 s', () => {
    // 100 words at 400 wpm = 0.25 min = 15 s.
    expect(minReadMs(100)).toBe(15_000);
    // 10 words would be 1.5 s: the floor of 2 s holds.
    expect(minReadMs(10)).toBe(2_000);
  });

  it('lists answered questions under their reading time, and whether they were right', () => {
    const qs = new Map([question(1, 100), question(2, 100), question(3, 100)].map((q) => [q.id, q]));
    const fast = fastAnswers(
      {
        answers: [
          { questionId: 'q1', selectedOptionIds: ['q1a'], timeSpentMs: 3_000 }, // right in 3 s: fast
          { questionId: 'q2', selectedOptionIds: ['q2b'], timeSpentMs: 14_999 }, // wrong, just under 15 s
          { questionId: 'q3', selectedOptionIds: ['q3a'], timeSpentMs: 15_000 }, // exactly enough
        ],
      },
      qs,
    );
    expect(fast).toEqual([
      { questionId: 'q1', position: 1, timeSpentMs: 3_000, minReadMs: 15_000, correct: true },
      { questionId: 'q2', position: 2, timeSpentMs: 14_999, minReadMs: 15_000, correct: false },
    ]);
  });

  it('flags three fast correct answers, or five fast answers that are a quarter of those answered', () => {
    const f = (correct: boolean) => ({ questionId: 'q', position: 1, timeSpentMs: 1, minReadMs: 2000, correct });
    expect(fastFlagged([f(true), f(true), f(true)], 50)).toBe(true);
    expect(fastFlagged([f(true), f(true), f(false)], 50)).toBe(false);
    expect(fastFlagged([f(false), f(false), f(false), f(false), f(false)], 20)).toBe(true);
    expect(fastFlagged([f(false), f(false), f(false), f(false), f(false)], 21)).toBe(false);
  });
});

describe('chance of shared wrong options (b)', () => {
  it('is the Poisson-binomial upper tail', () => {
    expect(atLeastChance([0.5, 0.5], 1)).toBeCloseTo(0.75, 12);
    expect(atLeastChance([0.5, 0.5], 2)).toBeCloseTo(0.25, 12);
    expect(atLeastChance([0.25, 0.25, 0.25, 0.25], 4)).toBeCloseTo(1 / 256, 12);
    // Binomial(3, 0.2) at least 2: 3 * 0.04 * 0.8 + 0.008 = 0.104.
    expect(atLeastChance([0.2, 0.2, 0.2], 2)).toBeCloseTo(0.104, 12);
    expect(atLeastChance([0.3], 0)).toBe(1);
    expect(atLeastChance([0.3], 2)).toBe(0);
  });

  it('takes each wrong option’s share among the other students, add-one smoothed', () => {
    // 10 wrong answers: b 4, c 4, d 2; the pair both chose b. Others: b 2, c 4, d 2 (8 answers),
    // smoothed over 3 wrong options: 3/11, 5/11, 3/11; match chance (9 + 25 + 9) / 121.
    const byOption = new Map([
      ['b', 4],
      ['c', 4],
      ['d', 2],
    ]);
    expect(matchChance(byOption, 10, 3, 'b', 'b')).toBeCloseTo(43 / 121, 12);
    // Only the pair chose a wrong option (b 2): the others chose none; uniform 1/3 each.
    expect(matchChance(new Map([['b', 2]]), 2, 3, 'b', 'b')).toBeCloseTo(1 / 3, 12);
  });

  it('scores a pair on the questions both got wrong', () => {
    const qs = new Map([question(1), question(2), question(3)].map((q) => [q.id, q]));
    const counts = new Map([...qs.keys()].map((id) => [id, { total: 2, byOption: new Map([[`${id}b`, 2]]), wrongOptions: 3 }] as const));
    // q3 is right for b, so only q1 and q2 count; both match, each with chance 1/3.
    const wa = new Map([
      ['q1', 'q1b'],
      ['q2', 'q2b'],
    ]);
    const wb = new Map([
      ['q1', 'q1b'],
      ['q2', 'q2b'],
    ]);
    const scored = scorePair(wa, wb, counts, qs);
    expect(scored).toMatchObject({ bothWrong: 2, sharedWrong: 2, positions: [1, 2] });
    expect(scored.chance).toBeCloseTo(1 / 9, 12);
    expect(scored.expected).toBeCloseTo(2 / 3, 12);
  });

  it('lowers the threshold for big cohorts (1 % over every pair compared)', () => {
    expect(pairThreshold(10)).toBe(1e-4);
    expect(pairThreshold(1_000_000)).toBeCloseTo(1e-8, 20);
  });
});

/** A small deterministic generator (mulberry32), so the cohort is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a cohort (worked example)', () => {
  const questions = Array.from({ length: 20 }, (_, i) => question(i + 1));
  const rand = random(16);
  const letters = ['a', 'b', 'c', 'd'];
  const honest = (n: number): IntegrityAttempt => ({
    attemptId: `s${String(n).padStart(2, '0')}`,
    tabSwitches: 0,
    devices: [],
    answers: questions.map((q) => ({
      questionId: q.id,
      // Right half the time, otherwise any wrong option.
      selectedOptionIds: [`${q.id}${rand() < 0.5 ? 'a' : letters[1 + Math.floor(rand() * 3)]}`],
      timeSpentMs: 40_000,
    })),
  });
  const cohort = Array.from({ length: 18 }, (_, i) => honest(i + 1));
  // Two students copy: the same wrong option on 12 questions, right on the rest.
  const copied = (id: string): IntegrityAttempt => ({
    attemptId: id,
    tabSwitches: 0,
    devices: [],
    answers: questions.map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: [`${q.id}${i < 12 ? letters[1 + (i % 3)] : 'a'}`],
      timeSpentMs: 40_000,
    })),
  });
  cohort.push(copied('copy-1'), copied('copy-2'));

  it('flags the copying pair and no honest pair', () => {
    const result = analyseIntegrity(cohort, questions);
    expect(result.pairs.map((p) => [p.a, p.b])).toEqual([['copy-1', 'copy-2']]);
    const [pair] = result.pairs;
    expect(pair!.sharedWrong).toBe(12);
    expect(pair!.bothWrong).toBe(12);
    // Each match has a chance near 1/3: (1/3)^12 is about 1.9e-6.
    expect(pair!.chance).toBeLessThan(1e-5);
    expect(pair!.chance).toBeGreaterThan(1e-8);
    expect(result.pairThreshold).toBeCloseTo(Math.min(1e-4, 0.01 / result.pairsCompared), 20);
    expect(result.flagged.map((f) => f.attemptId).sort()).toEqual(['copy-1', 'copy-2']);
    expect(result.flagged[0]!.reasons).toEqual(['similarPair']);
  });

  it('does not flag a pair sharing the single most popular wrong answer of each question', () => {
    // Everyone else picks b when wrong: two more who pick b are unremarkable.
    const crowd = Array.from({ length: 12 }, (_, n) => ({
      attemptId: `c${n}`,
      tabSwitches: 0,
      devices: [],
      answers: questions.map((q) => ({ questionId: q.id, selectedOptionIds: [`${q.id}b`], timeSpentMs: 40_000 })),
    }));
    expect(analyseIntegrity(crowd, questions).pairs).toEqual([]);
  });

  it('flags tab switches from 3 and two devices, with their evidence', () => {
    const one = honest(99);
    const result = analyseIntegrity(
      [
        { ...one, attemptId: 'tabs', tabSwitches: 3 },
        { ...one, attemptId: 'calm', tabSwitches: 2 },
        {
          ...one,
          attemptId: 'two-phones',
          devices: [
            { agent: 'Chrome on Android', at: '2026-01-01T10:00:00Z' },
            { agent: 'Safari on iOS', at: '2026-01-01T10:30:00Z' },
          ],
        },
      ],
      questions,
    );
    expect(result.flagged.map((f) => [f.attemptId, f.reasons])).toEqual([
      ['tabs', ['tabSwitches']],
      ['two-phones', ['devices']],
    ]);
  });

  it('flags an attempt with fast correct answers', () => {
    const quick: IntegrityAttempt = {
      attemptId: 'quick',
      tabSwitches: 0,
      devices: [],
      answers: questions.slice(0, 4).map((q) => ({ questionId: q.id, selectedOptionIds: [`${q.id}a`], timeSpentMs: 1_000 })),
    };
    const [flag] = analyseIntegrity([quick], questions).flagged;
    expect(flag!.reasons).toEqual(['fastAnswers']);
    // 60 words need 9 s.
    expect(flag!.fastAnswers[0]).toEqual({ questionId: 'q1', position: 1, timeSpentMs: 1_000, minReadMs: 9_000, correct: true });
  });
});

describe('devices during a window (d)', () => {
  it('counts each device once, from its first sign-in inside the window', () => {
    const devices = devicesDuring(
      [
        { deviceKey: 'p', agent: 'Chrome on Android', at: '2026-01-01T09:00:00Z' }, // before
        { deviceKey: 'p', agent: 'Chrome on Android', at: '2026-01-01T10:05:00Z' },
        { deviceKey: 'p', agent: 'Chrome on Android', at: '2026-01-01T10:20:00Z' },
        { deviceKey: 'l', agent: 'Firefox on Windows', at: '2026-01-01T10:40:00Z' },
        { deviceKey: 'x', agent: 'Safari on iOS', at: '2026-01-01T12:00:00Z' }, // after
      ],
      '2026-01-01T10:00:00Z',
      '2026-01-01T11:00:00Z',
    );
    expect(devices).toEqual([
      { agent: 'Chrome on Android', at: '2026-01-01T10:05:00Z' },
      { agent: 'Firefox on Windows', at: '2026-01-01T10:40:00Z' },
    ]);
  });
});

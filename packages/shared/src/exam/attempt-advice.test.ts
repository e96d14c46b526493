import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adviseAttempt,
  breakEvenAccuracy,
  eliminationsNeeded,
  estimateAccuracy,
  expectedMarks,
  guessAccuracy,
  guessPays,
  MIN_ANSWERS,
  recordAboveBreakEven,
  type Scheme,
} from './attempt-advice.ts';
import { fraction, parseMark } from './fraction.ts';

const scheme = (mark: string, penalty: string, options = 4): Scheme => ({ mark: parseMark(mark), penalty: parseMark(penalty), options });

describe('expected marks and break-even', () => {
  it('mark 2, penalty 0.5: break-even 20%; at 38% accuracy attempting is worth +0.45', () => {
    expect(breakEvenAccuracy(2, 0.5)).toBeCloseTo(0.2, 12);
    // 0.38 × 2 − 0.62 × 0.5 = 0.76 − 0.31
    expect(expectedMarks(0.38, 2, 0.5)).toBeCloseTo(0.45, 12);
    expect(expectedMarks(0.2, 2, 0.5)).toBeCloseTo(0, 12);
  });

  it('mark 1, penalty 0.5: break-even 33.3%; at 38% accuracy attempting is worth +0.07, at 25% it costs 0.125', () => {
    expect(breakEvenAccuracy(1, 0.5)).toBeCloseTo(1 / 3, 12);
    expect(expectedMarks(0.38, 1, 0.5)).toBeCloseTo(0.07, 12);
    expect(expectedMarks(0.25, 1, 0.5)).toBeCloseTo(-0.125, 12);
  });

  it('mark 1, penalty 1/3 (RRB NTPC): break-even 25%, exactly a blind guess among four', () => {
    expect(breakEvenAccuracy(1, 1 / 3)).toBeCloseTo(0.25, 12);
  });

  it('no negative marking: break-even 0, attempting never costs', () => {
    expect(breakEvenAccuracy(1, 0)).toBe(0);
    expect(expectedMarks(0, 1, 0)).toBe(0);
  });

  it('the expected marks are zero exactly at break-even, for any scheme', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), (m4, p4) => {
        const [mark, penalty] = [m4 / 4, p4 / 12];
        expect(expectedMarks(breakEvenAccuracy(mark, penalty), mark, penalty)).toBeCloseTo(0, 9);
        expect(expectedMarks(breakEvenAccuracy(mark, penalty) + 0.01, mark, penalty)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('guessing and elimination', () => {
  it('a guess among n options after eliminating k is right with 1/(n − k)', () => {
    expect(guessAccuracy(4)).toBe(0.25);
    expect(guessAccuracy(4, 2)).toBe(0.5);
    expect(guessAccuracy(5, 1)).toBe(0.25);
    expect(() => guessAccuracy(4, 4)).toThrow(RangeError);
    expect(() => guessAccuracy(4, -1)).toThrow(RangeError);
  });

  it('mark 1, penalty 0.5, four options: eliminate two (one left of three is only break-even)', () => {
    expect(guessPays(scheme('1', '0.50'), 4)).toBe(false);
    expect(guessPays(scheme('1', '0.50'), 3)).toBe(false); // 1/3 − 2/3 × 0.5 = 0, exactly
    expect(guessPays(scheme('1', '0.50'), 2)).toBe(true);
    expect(eliminationsNeeded(scheme('1', '0.50'))).toBe(2);
  });

  it('mark 2, penalty 0.5, four options: a blind guess already pays (+0.125)', () => {
    expect(eliminationsNeeded(scheme('2', '0.50'))).toBe(0);
    expect(expectedMarks(guessAccuracy(4), 2, 0.5)).toBeCloseTo(0.125, 12);
  });

  it('penalty 1/3 written "0.33" (RRB NTPC): a blind guess is worth exactly 0, so eliminate one', () => {
    // In floats 0.25 − 0.75 × 0.33 > 0 would say "guess"; the exact third says it is a wash.
    expect(guessPays(scheme('1', '0.33'), 4)).toBe(false);
    expect(eliminationsNeeded(scheme('1', '0.33'))).toBe(1);
  });

  it('IBPS PO (mark 1, penalty 0.25, five options): break-even 20% = a blind guess, eliminate one', () => {
    expect(eliminationsNeeded(scheme('1', '0.25', 5))).toBe(1);
  });

  it('penalty equal to the mark: only a sure answer pays (eliminate all but one)', () => {
    expect(eliminationsNeeded(scheme('1', '1'))).toBe(3);
  });

  it('no penalty: nothing to eliminate', () => {
    expect(eliminationsNeeded(scheme('1', '0'))).toBe(0);
  });

  it('after eliminating the advised number a guess pays, and one fewer does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 2, max: 6 }), (m, p, options) => {
        const s: Scheme = { mark: fraction(m, 4), penalty: fraction(p, 12), options };
        const k = eliminationsNeeded(s);
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThanOrEqual(options - 1);
        if (k < options - 1) expect(guessPays(s, options - k)).toBe(true);
        if (k > 0) expect(guessPays(s, options - k + 1)).toBe(false);
      }),
    );
  });
});

describe('estimateAccuracy', () => {
  it('with no answers is the guessing rate', () => {
    expect(estimateAccuracy({ answered: 0, correct: 0 }, 4).estimate).toBe(0.25);
    expect(estimateAccuracy({ answered: 0, correct: 0 }, 5).estimate).toBe(0.2);
  });

  it('5 of 13 (38%) is shrunk toward 25%: estimate 6/17 = 35.3%, 90% lower bound 20.9%', () => {
    const { estimate, lowerBound } = estimateAccuracy({ answered: 13, correct: 5 }, 4);
    expect(estimate).toBeCloseTo(6 / 17, 12);
    // sd = √(0.3529 × 0.6471 / 18) = 0.1126; 0.3529 − 1.2816 × 0.1126
    expect(lowerBound).toBeCloseTo(0.2086, 3);
  });

  it('narrows with more data: 380 of 1000 has a lower bound of 36%', () => {
    const { estimate, lowerBound } = estimateAccuracy({ answered: 1000, correct: 380 }, 4);
    expect(estimate).toBeCloseTo(381 / 1004, 12);
    expect(lowerBound).toBeCloseTo(0.3599, 3);
  });

  it('never leaves [0, 1] and the bound never exceeds the estimate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 2, max: 6 }), (a, b, options) => {
        const answered = Math.max(a, b);
        const { estimate, lowerBound } = estimateAccuracy({ answered, correct: Math.min(a, b) }, options);
        expect(estimate).toBeGreaterThanOrEqual(0);
        expect(estimate).toBeLessThanOrEqual(1);
        expect(lowerBound).toBeGreaterThanOrEqual(0);
        expect(lowerBound).toBeLessThanOrEqual(estimate);
      }),
    );
  });
});

describe('adviseAttempt', () => {
  it("the issue's example: 38% under −0.50 (mark 1) is not sure enough; guessing costs: eliminate two", () => {
    const advice = adviseAttempt(scheme('1', '0.50'), { answered: 13, correct: 5 });
    expect(advice).toEqual({
      recommendation: 'attemptWhenSure',
      attemptAnyway: null,
      answered: 13,
      correct: 5,
      accuracy: 38.46,
      estimate: 35.29,
      lowerBound: 20.86,
      breakEven: 33.33,
      expectedMarks: 0.03,
      guessExpectedMarks: -0.13,
      eliminate: 2,
    });
  });

  it('a steady 38% over 1000 answers under mark 1, −0.50 is worth attempting (+0.07)', () => {
    const advice = adviseAttempt(scheme('1', '0.50'), { answered: 1000, correct: 380 });
    expect(advice).toMatchObject({ recommendation: 'attempt', attemptAnyway: null, breakEven: 33.33, expectedMarks: 0.07, eliminate: 2 });
  });

  it('3 of 8 (37.5%) under mark 1, −0.50: attempt when sure, though the shrunk estimate sits exactly at break-even', () => {
    expect(adviseAttempt(scheme('1', '0.50'), { answered: 8, correct: 3 })).toMatchObject({
      recommendation: 'attemptWhenSure',
      accuracy: 37.5,
      estimate: 33.33,
      expectedMarks: 0,
    });
  });

  it('a record exactly at break-even (1 of 3 answers, ×3) is skipped: attempting is worth nothing', () => {
    expect(recordAboveBreakEven(scheme('1', '0.50'), { answered: 9, correct: 3 })).toBe(false);
    expect(recordAboveBreakEven(scheme('1', '0.50'), { answered: 9, correct: 4 })).toBe(true);
    expect(adviseAttempt(scheme('1', '0.50'), { answered: 9, correct: 3 }).recommendation).toBe('skip');
  });

  it('2 of 10 under mark 1, −0.50: skip (attempting costs 0.18 a question)', () => {
    const advice = adviseAttempt(scheme('1', '0.50'), { answered: 10, correct: 2 });
    expect(advice).toMatchObject({ recommendation: 'skip', accuracy: 20, estimate: 21.43, expectedMarks: -0.18, eliminate: 2 });
  });

  it('mark 2, −0.50 (SSC CGL): attempt whatever the history, a blind guess is worth +0.13', () => {
    for (const tally of [
      { answered: 0, correct: 0 },
      { answered: 20, correct: 2 },
      { answered: 13, correct: 5 },
    ]) {
      expect(adviseAttempt(scheme('2', '0.50'), tally)).toMatchObject({
        recommendation: 'attempt',
        attemptAnyway: 'blindGuessPays',
        breakEven: 20,
        guessExpectedMarks: 0.13,
        eliminate: 0,
      });
    }
    // 38% at face value: 0.38 × 2 − 0.62 × 0.5 = +0.45; shrunk over 13 answers, 6/17 × 2.5 − 0.5 = +0.38.
    expect(adviseAttempt(scheme('2', '0.50'), { answered: 13, correct: 5 }).expectedMarks).toBe(0.38);
  });

  it('no negative marking: attempt, even with no history', () => {
    expect(adviseAttempt(scheme('1', '0'), { answered: 0, correct: 0 })).toMatchObject({
      recommendation: 'attempt',
      attemptAnyway: 'noPenalty',
      accuracy: null,
      breakEven: 0,
      eliminate: 0,
    });
  });

  it(`fewer than ${MIN_ANSWERS} answers: not enough data (unless a guess pays anyway)`, () => {
    expect(adviseAttempt(scheme('1', '0.50'), { answered: MIN_ANSWERS - 1, correct: MIN_ANSWERS - 1 }).recommendation).toBe(
      'notEnoughData',
    );
    expect(adviseAttempt(scheme('1', '0.50'), { answered: MIN_ANSWERS, correct: MIN_ANSWERS }).recommendation).not.toBe('notEnoughData');
  });

  it('a strong topic (18 of 20) under mark 1, −1: attempt', () => {
    expect(adviseAttempt(scheme('1', '1'), { answered: 20, correct: 18 })).toMatchObject({
      recommendation: 'attempt',
      breakEven: 50,
      eliminate: 3,
    });
  });

  it('refuses impossible tallies and schemes', () => {
    expect(() => adviseAttempt(scheme('1', '0.50'), { answered: 2, correct: 3 })).toThrow(RangeError);
    expect(() => adviseAttempt(scheme('1', '0.50', 1), { answered: 2, correct: 1 })).toThrow(RangeError);
  });

  it('more correct answers never make the advice less favourable', () => {
    const rank = { skip: 0, notEnoughData: 0, attemptWhenSure: 1, attempt: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: MIN_ANSWERS, max: 200 }), fc.nat(), (answered, c) => {
        const correct = c % answered;
        const s = scheme('1', '0.50');
        expect(rank[adviseAttempt(s, { answered, correct: correct + 1 }).recommendation]).toBeGreaterThanOrEqual(
          rank[adviseAttempt(s, { answered, correct }).recommendation],
        );
      }),
    );
  });
});

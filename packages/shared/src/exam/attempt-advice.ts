import { add, compare, type Fraction, mul, toNumber } from './fraction.ts';

/**
 * "Should I attempt?" — the expected value of answering a question under negative marking,
 * from the student's own accuracy on its topic.
 *
 * Expected marks of attempting with accuracy p: E = p·mark − (1 − p)·penalty; skipping is 0.
 * Attempting pays exactly when p > penalty / (mark + penalty), the break-even accuracy.
 * A blind guess among n options (k of them eliminated) is right with p = 1 / (n − k).
 *
 * The accuracy estimate. A student's accuracy on a topic comes from few answers (3 out of 5 is
 * not "60%"), so it is a Beta posterior whose prior is PRIOR_ANSWERS pseudo-answers at the
 * guessing rate 1/options, not the uniform prior:
 *   estimate = (correct + PRIOR_ANSWERS · g) / (answered + PRIOR_ANSWERS),   g = 1 / options.
 * Why this prior: with no evidence the honest assumption for a negative-marking decision is
 * "no better than guessing"; it pulls a lucky streak toward the guessing rate (which under most
 * schemes sits below break-even, so it errs toward skipping), and fades as answers accumulate
 * (20 answers: the prior is 1/6 of the weight). The uncertainty is the posterior's spread,
 * sd = √(p(1 − p) / (answered + PRIOR_ANSWERS + 1)), and "sure" means the one-sided lower
 * bound estimate − Z·sd is above break-even (Z for 90%). Chosen over a Wilson bound on the raw
 * counts because one model gives both the point estimate shown and the bound, and the prior
 * mean is the meaningful baseline (the guessing rate) rather than 50%.
 *
 * Break-even and elimination are decided exactly with the marks as fractions (1/3 per wrong
 * answer makes a blind guess among four options worth exactly 0, which floats may get wrong);
 * the displayed numbers are floats rounded to two decimals.
 *
 * Assumed: a question has one correct option (a multiple-correct question's blind guess is
 * worse than 1/options, so the guessing advice is then optimistic).
 */

/** Fewer answers than this on a topic: "not enough data" rather than a verdict on the student. */
export const MIN_ANSWERS = 5;
/** Weight of the prior at the guessing rate, in answers. */
export const PRIOR_ANSWERS = 4;
/** One-sided 90% normal quantile: "attempt" only when 90% sure the accuracy beats break-even. */
export const CONFIDENCE_Z = 1.2816;
/** Options of a question when nothing else is known (every template's papers have four). */
export const DEFAULT_OPTIONS = 4;

export type Scheme = {
  /** Marks for a correct answer. */
  mark: Fraction;
  /** Marks taken for a wrong answer, non-negative (0 = no negative marking). */
  penalty: Fraction;
  /** Options per question (at least 2). */
  options: number;
};

export type Tally = { answered: number; correct: number };

export type Recommendation =
  /** Attempting pays: confidently above break-even, or a blind guess pays anyway. */
  | 'attempt'
  /** The student's record is above break-even, but not surely so: answer what you have worked out, don't guess. */
  | 'attemptWhenSure'
  /** The record is at or below break-even: skip unless enough options can be eliminated. */
  | 'skip'
  /** Too few answers to judge the student; the guessing advice alone applies. */
  | 'notEnoughData';

export type Advice = {
  recommendation: Recommendation;
  /** Why 'attempt' holds whatever the student's accuracy: no penalty at all, or a blind guess pays. */
  attemptAnyway: 'noPenalty' | 'blindGuessPays' | null;
  answered: number;
  correct: number;
  /** Raw accuracy, correct / answered in percent (two decimals); null with no answers. */
  accuracy: number | null;
  /** Posterior estimate of the accuracy, percent (two decimals). */
  estimate: number;
  /** Its one-sided lower bound, percent (two decimals). */
  lowerBound: number;
  /** penalty / (mark + penalty), percent (two decimals). */
  breakEven: number;
  /** Expected marks of attempting at the estimate, per question (two decimals). */
  expectedMarks: number;
  /** Expected marks of a blind guess among all the options (two decimals). */
  guessExpectedMarks: number;
  /** Options to eliminate before a guess pays (0: a blind guess pays; options − 1: only when sure). */
  eliminate: number;
};

/** Two decimals, half away from zero (−0.125 shows as −0.13, like +0.125 as +0.13). */
const round2 = (n: number) => {
  const r = (Math.sign(n) * Math.round(Math.abs(n) * 100)) / 100;
  return Object.is(r, -0) ? 0 : r;
};

/** Expected marks of attempting a question answered correctly with probability p. */
export function expectedMarks(p: number, mark: number, penalty: number): number {
  return p * mark - (1 - p) * penalty;
}

/** The accuracy at which attempting is worth exactly nothing: penalty / (mark + penalty); 0 with no penalty. */
export function breakEvenAccuracy(mark: number, penalty: number): number {
  return penalty <= 0 ? 0 : penalty / (mark + penalty);
}

/** The chance a blind guess is right after eliminating `eliminated` of `options` wrong options. */
export function guessAccuracy(options: number, eliminated = 0): number {
  if (!Number.isInteger(options) || options < 1) throw new RangeError(`options must be a positive integer, got ${options}`);
  if (!Number.isInteger(eliminated) || eliminated < 0 || eliminated >= options) {
    throw new RangeError(`eliminated must be an integer in [0, ${options - 1}], got ${eliminated}`);
  }
  return 1 / (options - eliminated);
}

/**
 * Whether a guess among `remaining` options pays (expected marks > 0), exactly:
 * mark/r − penalty·(r − 1)/r > 0  ⇔  mark > penalty·(r − 1).
 */
export function guessPays(scheme: Pick<Scheme, 'mark' | 'penalty'>, remaining: number): boolean {
  return compare(scheme.mark, mul(scheme.penalty, remaining - 1)) > 0;
}

/**
 * The fewest options to eliminate before a guess has positive expected marks: 0 when a blind
 * guess already pays, options − 1 when only knowing the answer does (or nothing ever pays).
 */
export function eliminationsNeeded(scheme: Scheme): number {
  for (let k = 0; k < scheme.options - 1; k++) if (guessPays(scheme, scheme.options - k)) return k;
  return scheme.options - 1;
}

/** Posterior mean and lower bound of the accuracy (fractions 0–1), shrunk toward 1/options. */
export function estimateAccuracy(tally: Tally, options: number): { estimate: number; lowerBound: number } {
  const prior = guessAccuracy(options);
  const n = tally.answered + PRIOR_ANSWERS;
  const estimate = (tally.correct + PRIOR_ANSWERS * prior) / n;
  const sd = Math.sqrt((estimate * (1 - estimate)) / (n + 1));
  return { estimate, lowerBound: Math.max(0, estimate - CONFIDENCE_Z * sd) };
}

function checkTally(t: Tally) {
  if (!Number.isInteger(t.answered) || !Number.isInteger(t.correct) || t.correct < 0 || t.correct > t.answered) {
    throw new RangeError(`Invalid tally: ${t.correct} correct of ${t.answered}`);
  }
}

/** correct / answered > penalty / (mark + penalty), exactly: correct·(mark + penalty) > penalty·answered. */
export function recordAboveBreakEven(scheme: Pick<Scheme, 'mark' | 'penalty'>, tally: Tally): boolean {
  return compare(mul(add(scheme.mark, scheme.penalty), tally.correct), mul(scheme.penalty, tally.answered)) > 0;
}

/** The advice for one topic under one marking scheme. */
export function adviseAttempt(scheme: Scheme, tally: Tally): Advice {
  checkTally(tally);
  if (!Number.isInteger(scheme.options) || scheme.options < 2)
    throw new RangeError(`A question needs at least 2 options, got ${scheme.options}`);
  const mark = toNumber(scheme.mark);
  const penalty = toNumber(scheme.penalty);
  const breakEven = breakEvenAccuracy(mark, penalty);
  const { estimate, lowerBound } = estimateAccuracy(tally, scheme.options);
  const eliminate = eliminationsNeeded(scheme);
  const attemptAnyway = scheme.penalty.num === 0 ? 'noPenalty' : eliminate === 0 ? 'blindGuessPays' : null;
  // "Attempt" needs the cautious bound above break-even; "skip" needs the student's own record
  // at or below it (so the sentence "your accuracy is 30%, no higher than break-even" is true);
  // a record above break-even that is not yet sure is "attempt when sure". A tie is worth nothing.
  const recommendation: Recommendation = attemptAnyway
    ? 'attempt'
    : tally.answered < MIN_ANSWERS
      ? 'notEnoughData'
      : lowerBound > breakEven
        ? 'attempt'
        : recordAboveBreakEven(scheme, tally)
          ? 'attemptWhenSure'
          : 'skip';
  return {
    recommendation,
    attemptAnyway,
    answered: tally.answered,
    correct: tally.correct,
    accuracy: tally.answered === 0 ? null : Math.round((tally.correct * 10_000) / tally.answered) / 100,
    estimate: round2(estimate * 100),
    lowerBound: round2(lowerBound * 100),
    breakEven: round2(breakEven * 100),
    expectedMarks: round2(expectedMarks(estimate, mark, penalty)),
    guessExpectedMarks: round2(expectedMarks(guessAccuracy(scheme.options), mark, penalty)),
    eliminate,
  };
}

/**
 * Integrity signals for staff (issue 16): evidence that an attempt deserves a second look, never
 * a verdict. Nothing here changes a score; the staff page says so. All pure and deterministic,
 * so the server can run it in a worker thread and the tests can check worked examples.
 *
 * The four signals and their documented assumptions (docs/integrity.md):
 * (a) Too-fast answers: a question needs at least `words / READING_WPM` minutes to read (its text
 *     and options in the attempt's language), never less than MIN_READ_MS. 400 words a minute is
 *     a fast skim (an adult reads prose at about 240); an answer given in less time than that was
 *     not read. A fast correct answer weighs more than a fast wrong one (a wild guess is
 *     usually wrong).
 * (b) Shared wrong options: for two students, the questions both answered wrongly with the SAME
 *     wrong option. By luck, on question q two students who both got it wrong pick the same
 *     wrong option with probability pi_q = sum over wrong options o of p_o^2, where p_o is o's
 *     share among the OTHER students' wrong answers to q (add-one smoothed, so an option nobody
 *     else chose is not impossible). The count of matches is then a sum of independent
 *     Bernoulli(pi_q) (Poisson-binomial); the chance of at least the observed count is computed
 *     exactly. A pair is flagged when that chance is below PAIR_P_THRESHOLD (1e-4) AND below
 *     0.01 / (pairs compared), so that in a big cohort the chance of flagging any innocent pair
 *     stays under 1 %, and when they share at least MIN_SHARED_WRONG answers.
 * (c) Tab or app switches counted by the hall: flagged from TAB_SWITCH_FLAG on.
 * (d) Devices: distinct devices one account signed in from during the attempt: flagged from
 *     DEVICE_FLAG (two) on.
 */

export const READING_WPM = 400;
export const MIN_READ_MS = 2_000;
/** An attempt is flagged with this many fast correct answers... */
export const FAST_CORRECT_FLAG = 3;
/** ...or with this many fast answers that are also FAST_SHARE_FLAG of what it answered. */
export const FAST_ANY_FLAG = 5;
export const FAST_SHARE_FLAG = 0.25;
export const PAIR_P_THRESHOLD = 1e-4;
/** The whole cohort's chance of flagging some innocent pair (Bonferroni over the pairs compared). */
export const COHORT_FALSE_ALARM = 0.01;
export const MIN_SHARED_WRONG = 4;
export const TAB_SWITCH_FLAG = 3;
export const DEVICE_FLAG = 2;
/**
 * Candidate pairs come from wrong options chosen by at most this many students (of one
 * question): copying shows in the rare wrong answers, and a popular wrong option shared by
 * thousands would make the candidate search quadratic. Every candidate is then scored on all
 * its questions.
 */
export const RARE_OPTION_MAX = 60;
/** At most this many pairs are scored (the most shared rare wrong answers first). */
export const MAX_PAIRS_SCORED = 50_000;

/** Words in a text: runs of non-space characters (Devanagari included). */
export function wordCount(text: string | undefined | null): number {
  if (!text) return 0;
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\$[^$]*\$/g, ' x ');
  return plain.split(/\s+/).filter(Boolean).length;
}

/** The least time a reader needs for a question of `words` words (question and options). */
export function minReadMs(words: number): number {
  return Math.max(MIN_READ_MS, Math.round((words / READING_WPM) * 60_000));
}

export type IntegrityQuestion = {
  id: string;
  position: number;
  /** Words of the question and its options, in the language the attempt was taken in. */
  words: number;
  correctOptionIds: string[];
  /** Every option id, for the popularity of each wrong one. */
  optionIds: string[];
};

export type IntegrityAnswer = { questionId: string; selectedOptionIds: string[]; timeSpentMs: number };

export type IntegrityAttempt = {
  attemptId: string;
  answers: IntegrityAnswer[];
  tabSwitches: number;
  /** Distinct devices the account was used from during the attempt (see devicesDuring). */
  devices: { agent: string; at: string }[];
};

export type FastAnswer = { questionId: string; position: number; timeSpentMs: number; minReadMs: number; correct: boolean };

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** An answer is right when exactly the correct options are chosen (scoring.ts's rule too). */
export function isCorrect(answer: IntegrityAnswer, question: IntegrityQuestion): boolean {
  return answer.selectedOptionIds.length > 0 && sameSet(answer.selectedOptionIds, question.correctOptionIds);
}

/** (a) Answered questions whose time is under the least reading time, in paper order. */
export function fastAnswers(attempt: Pick<IntegrityAttempt, 'answers'>, questions: Map<string, IntegrityQuestion>): FastAnswer[] {
  const out: FastAnswer[] = [];
  for (const a of attempt.answers) {
    const q = questions.get(a.questionId);
    if (!q || a.selectedOptionIds.length === 0) continue;
    const least = minReadMs(q.words);
    if (a.timeSpentMs < least) {
      out.push({ questionId: q.id, position: q.position, timeSpentMs: a.timeSpentMs, minReadMs: least, correct: isCorrect(a, q) });
    }
  }
  return out.sort((x, y) => x.position - y.position);
}

/** Whether the fast answers are enough to flag the attempt (thresholds above). */
export function fastFlagged(fast: FastAnswer[], answered: number): boolean {
  const correct = fast.filter((f) => f.correct).length;
  return correct >= FAST_CORRECT_FLAG || (fast.length >= FAST_ANY_FLAG && fast.length >= FAST_SHARE_FLAG * answered);
}

/**
 * Chance that a sum of independent Bernoulli(p_i) reaches at least k (Poisson-binomial upper
 * tail), exactly by dynamic programming over the questions: O(n * k).
 */
export function atLeastChance(ps: number[], k: number): number {
  if (k <= 0) return 1;
  if (k > ps.length) return 0;
  // dist[j] = P(exactly j so far) for j < k; `reached` collects P(at least k).
  let dist = new Float64Array(k);
  dist[0] = 1;
  let reached = 0;
  for (const p of ps) {
    const next = new Float64Array(k);
    for (let j = 0; j < k; j++) {
      const here = dist[j]!;
      if (here === 0) continue;
      next[j]! += here * (1 - p);
      if (j + 1 === k) reached += here * p;
      else next[j + 1]! += here * p;
    }
    dist = next;
  }
  return Math.min(1, Math.max(0, reached));
}

/** Wrong answers per question and option: the cohort's popularity of each wrong option. */
type WrongTally = Map<string, { total: number; byOption: Map<string, number>; wrongOptions: number }>;

/** A wrong single-option answer's option, or a multi-option answer's sorted key. */
const choiceKey = (a: IntegrityAnswer) => [...a.selectedOptionIds].sort().join('+');

function wrongChoices(attempt: IntegrityAttempt, questions: Map<string, IntegrityQuestion>): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of attempt.answers) {
    const q = questions.get(a.questionId);
    if (!q || a.selectedOptionIds.length === 0 || isCorrect(a, q)) continue;
    out.set(q.id, choiceKey(a));
  }
  return out;
}

function tally(wrongs: Map<string, string>[], questions: Map<string, IntegrityQuestion>): WrongTally {
  const t: WrongTally = new Map();
  for (const q of questions.values()) {
    const wrongOptions = Math.max(1, q.optionIds.filter((o) => !q.correctOptionIds.includes(o)).length);
    t.set(q.id, { total: 0, byOption: new Map(), wrongOptions });
  }
  for (const w of wrongs) {
    for (const [qid, key] of w) {
      const row = t.get(qid)!;
      row.total++;
      row.byOption.set(key, (row.byOption.get(key) ?? 0) + 1);
    }
  }
  return t;
}

/**
 * pi_q for a pair that both answered q wrongly (with `a` and `b`): the chance two wrong answers
 * match, from the other students' wrong answers, add-one smoothed over the wrong options (a
 * multi-option choice outside them counts as one more option).
 */
export function matchChance(byOption: Map<string, number>, total: number, wrongOptions: number, a: string, b: string): number {
  const others = new Map(byOption);
  others.set(a, (others.get(a) ?? 0) - 1);
  others.set(b, (others.get(b) ?? 0) - 1);
  const kinds = Math.max(wrongOptions, others.size);
  const denominator = total - 2 + kinds;
  let sum = 0;
  let seen = 0;
  for (const count of others.values()) {
    const p = (Math.max(0, count) + 1) / denominator;
    sum += p * p;
    seen++;
  }
  // Wrong options nobody else chose still have their smoothed share 1 / denominator.
  const unseen = Math.max(0, kinds - seen);
  sum += unseen / (denominator * denominator);
  return Math.min(1, sum);
}

export type PairEvidence = {
  a: string;
  b: string;
  /** Questions both answered wrongly. */
  bothWrong: number;
  /** ...of which with the same wrong option(s). */
  sharedWrong: number;
  /** Matches expected by luck (sum of pi_q). */
  expected: number;
  /** Chance of at least sharedWrong matches by luck. */
  chance: number;
  /** Question positions of the shared wrong answers. */
  positions: number[];
};

/** (b) Scores one pair on every question both answered wrongly. */
export function scorePair(
  wa: Map<string, string>,
  wb: Map<string, string>,
  counts: WrongTally,
  questions: Map<string, IntegrityQuestion>,
): Omit<PairEvidence, 'a' | 'b'> {
  const ps: number[] = [];
  const positions: number[] = [];
  let shared = 0;
  for (const [qid, ka] of wa) {
    const kb = wb.get(qid);
    if (kb === undefined) continue;
    const row = counts.get(qid)!;
    ps.push(matchChance(row.byOption, row.total, row.wrongOptions, ka, kb));
    if (ka === kb) {
      shared++;
      positions.push(questions.get(qid)!.position);
    }
  }
  const expected = ps.reduce((s, p) => s + p, 0);
  return {
    bothWrong: ps.length,
    sharedWrong: shared,
    expected,
    chance: atLeastChance(ps, shared),
    positions: positions.sort((x, y) => x - y),
  };
}

/** The flag threshold for a cohort in which `pairsCompared` pairs were scored. */
export function pairThreshold(pairsCompared: number): number {
  return Math.min(PAIR_P_THRESHOLD, COHORT_FALSE_ALARM / Math.max(1, pairsCompared));
}

/**
 * (b) for a cohort: candidate pairs share at least MIN_SHARED_WRONG rare wrong choices (an
 * inverted index over question and choice), each scored on all its questions; the flagged ones,
 * least likely first.
 */
export function similarPairs(
  attempts: IntegrityAttempt[],
  questions: Map<string, IntegrityQuestion>,
): { pairs: PairEvidence[]; compared: number; threshold: number } {
  const wrongs = attempts.map((a) => wrongChoices(a, questions));
  const counts = tally(wrongs, questions);
  const buckets = new Map<string, number[]>();
  wrongs.forEach((w, i) => {
    for (const [qid, key] of w) {
      const bucketKey = `${qid}/${key}`;
      const list = buckets.get(bucketKey) ?? [];
      list.push(i);
      buckets.set(bucketKey, list);
    }
  });
  const together = new Map<number, number>();
  const n = attempts.length;
  for (const list of buckets.values()) {
    if (list.length < 2 || list.length > RARE_OPTION_MAX) continue;
    for (let x = 0; x < list.length; x++) {
      for (let y = x + 1; y < list.length; y++) {
        const key = list[x]! * n + list[y]!;
        together.set(key, (together.get(key) ?? 0) + 1);
      }
    }
  }
  const candidates = [...together.entries()]
    .filter(([, shared]) => shared >= MIN_SHARED_WRONG)
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, MAX_PAIRS_SCORED);
  // Every pair of students who both answered something wrongly counts as compared: the candidate
  // search only skips pairs that cannot reach the flag.
  const withWrong = wrongs.filter((w) => w.size > 0).length;
  const compared = (withWrong * (withWrong - 1)) / 2;
  const threshold = pairThreshold(compared);
  const pairs: PairEvidence[] = [];
  for (const [key] of candidates) {
    const i = Math.floor(key / n);
    const j = key % n;
    const scored = scorePair(wrongs[i]!, wrongs[j]!, counts, questions);
    if (scored.sharedWrong >= MIN_SHARED_WRONG && scored.chance < threshold) {
      pairs.push({ a: attempts[i]!.attemptId, b: attempts[j]!.attemptId, ...scored });
    }
  }
  pairs.sort((x, y) => x.chance - y.chance || y.sharedWrong - x.sharedWrong);
  return { pairs, compared, threshold };
}

export type DeviceSignIn = { deviceKey: string; agent: string; at: string };

/** (d) Distinct devices among the sign-ins of one account in a window, first use of each. */
export function devicesDuring(signIns: DeviceSignIn[], from: string, to: string): { agent: string; at: string }[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const first = new Map<string, DeviceSignIn>();
  for (const s of signIns) {
    const at = Date.parse(s.at);
    if (at < start || at > end) continue;
    const seen = first.get(s.deviceKey);
    if (!seen || Date.parse(seen.at) > at) first.set(s.deviceKey, s);
  }
  return [...first.values()].sort((x, y) => Date.parse(x.at) - Date.parse(y.at)).map((s) => ({ agent: s.agent, at: s.at }));
}

export type IntegrityReason = 'fastAnswers' | 'similarPair' | 'tabSwitches' | 'devices';

export type AttemptSignals = {
  attemptId: string;
  reasons: IntegrityReason[];
  fastAnswers: FastAnswer[];
  answered: number;
  tabSwitches: number;
  devices: { agent: string; at: string }[];
  /** The flagged pairs this attempt is in. */
  pairs: PairEvidence[];
};

export type IntegrityAnalysis = {
  flagged: AttemptSignals[];
  pairs: PairEvidence[];
  attemptsChecked: number;
  pairsCompared: number;
  pairThreshold: number;
};

/** Everything for one test: the attempts with at least one signal, most reasons first. */
export function analyseIntegrity(attempts: IntegrityAttempt[], questionList: IntegrityQuestion[]): IntegrityAnalysis {
  const questions = new Map(questionList.map((q) => [q.id, q]));
  const { pairs, compared, threshold } = similarPairs(attempts, questions);
  const pairsOf = new Map<string, PairEvidence[]>();
  for (const p of pairs) {
    for (const id of [p.a, p.b]) pairsOf.set(id, [...(pairsOf.get(id) ?? []), p]);
  }
  const flagged: AttemptSignals[] = [];
  for (const attempt of attempts) {
    const fast = fastAnswers(attempt, questions);
    const answered = attempt.answers.filter((a) => a.selectedOptionIds.length > 0 && questions.has(a.questionId)).length;
    const mine = pairsOf.get(attempt.attemptId) ?? [];
    const reasons: IntegrityReason[] = [];
    if (fastFlagged(fast, answered)) reasons.push('fastAnswers');
    if (mine.length) reasons.push('similarPair');
    if (attempt.tabSwitches >= TAB_SWITCH_FLAG) reasons.push('tabSwitches');
    if (attempt.devices.length >= DEVICE_FLAG) reasons.push('devices');
    if (!reasons.length) continue;
    flagged.push({
      attemptId: attempt.attemptId,
      reasons,
      fastAnswers: fast,
      answered,
      tabSwitches: attempt.tabSwitches,
      devices: attempt.devices,
      pairs: mine,
    });
  }
  flagged.sort((x, y) => y.reasons.length - x.reasons.length || x.attemptId.localeCompare(y.attemptId));
  return { flagged, pairs, attemptsChecked: attempts.length, pairsCompared: compared, pairThreshold: threshold };
}

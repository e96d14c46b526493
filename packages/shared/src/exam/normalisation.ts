/**
 * Normalisation of a live test held in several slots (sets of the same pattern with different
 * papers), as the SSC does it, so that a hard slot does not cost its candidates ranks.
 * docs/normalisation.md has the formulas, a worked example and the edge cases.
 *
 * Pure functions on marks (numbers, e.g. 157.5). Candidates are normalised together: every
 * formula needs the pooled distribution of all slots as well as the candidate's own slot.
 */

export const NORMALISATION_METHODS = ['none', 'linear', 'equipercentile'] as const;
export type NormalisationMethod = (typeof NORMALISATION_METHODS)[number];

/** The share of a slot averaged as its "top": 0.1 %, and never fewer than one candidate. */
export const TOP_SHARE = 0.001;

export type SlotStats = {
  candidates: number;
  mean: number;
  /** Population standard deviation (divided by n, not n − 1). */
  sd: number;
  /** How many candidates the top mean averages: ceil(0.1 % of n), at least 1. */
  topCount: number;
  topMean: number;
  min: number;
  max: number;
};

export type Candidate = { id: string; slot: string; score: number };

/** The statistics of one slot's scores; null for a slot nobody sat. */
export function slotStatistics(scores: readonly number[]): SlotStats | null {
  const n = scores.length;
  if (n === 0) return null;
  const sorted = [...scores].sort((a, b) => b - a);
  const mean = sorted.reduce((s, x) => s + x, 0) / n;
  const variance = sorted.reduce((s, x) => s + (x - mean) ** 2, 0) / n;
  const topCount = Math.max(1, Math.ceil(n * TOP_SHARE));
  const topMean = sorted.slice(0, topCount).reduce((s, x) => s + x, 0) / topCount;
  return { candidates: n, mean, sd: Math.sqrt(variance), topCount, topMean, min: sorted[n - 1], max: sorted[0] };
}

const groupBySlot = (candidates: readonly Candidate[]) => {
  const slots = new Map<string, number[]>();
  for (const c of candidates) {
    const list = slots.get(c.slot);
    if (list) list.push(c.score);
    else slots.set(c.slot, [c.score]);
  }
  return slots;
};

/** A spread this small (or negative) cannot be scaled: the slot is shifted instead (see below). */
const EPSILON = 1e-9;

/**
 * The linear map of each slot (GATE's formula, which the SSC used before 2019):
 *
 *   M̂ = (M̄g_t − Mg_q) / (M̄t_i − M_iq) × (M − M_iq) + Mg_q
 *
 * M̄g_t: mean of the top 0.1 % of all candidates; Mg_q: mean + sd of all candidates;
 * M̄t_i and M_iq: the same for slot i. So each slot's mean + sd lands on the pooled mean + sd,
 * and its top 0.1 % on the pooled top 0.1 %.
 *
 * Degenerate spreads: when a slot's top mean is not above its mean + sd (one candidate, everyone
 * equal, or a few candidates bunched at the top), the slope would be infinite or negative, so
 * that slot is only shifted, M̂ = M − mean_i + mean_g. When the pooled figures are degenerate
 * (M̄g_t ≤ Mg_q) every slot is shifted that way. Either keeps the order within a slot.
 */
export function linearMaps(
  candidates: readonly Candidate[],
): Map<string, { slope: number; at: (score: number) => number; shifted: boolean }> {
  const slots = groupBySlot(candidates);
  const pooled = slotStatistics(candidates.map((c) => c.score));
  const maps = new Map<string, { slope: number; at: (score: number) => number; shifted: boolean }>();
  if (!pooled) return maps;
  const globalSpread = pooled.topMean - (pooled.mean + pooled.sd);
  for (const [slot, scores] of slots) {
    const s = slotStatistics(scores)!;
    const q = s.mean + s.sd;
    const spread = s.topMean - q;
    if (slots.size === 1) {
      maps.set(slot, { slope: 1, at: (m) => m, shifted: false });
    } else if (globalSpread <= EPSILON || spread <= EPSILON) {
      maps.set(slot, { slope: 1, at: (m) => m - s.mean + pooled.mean, shifted: true });
    } else {
      const slope = globalSpread / spread;
      const gq = pooled.mean + pooled.sd;
      maps.set(slot, { slope, at: (m) => slope * (m - q) + gq, shifted: false });
    }
  }
  return maps;
}

/**
 * Equipercentile (the SSC's method since 2019): a candidate's percentile in their own slot,
 * 100 × (candidates of the slot scoring ≤ M) / (candidates of the slot), is mapped to the score
 * at that percentile in the pooled distribution of all slots. The pooled distribution is the
 * points (P_g(s), s) for each distinct score s; between two points the score is interpolated
 * linearly; below the lowest point it is the lowest pooled score. A slot's top candidate thus
 * gets the pooled top score. Percentiles are compared as exact fractions (integer cross
 * products), so a lone slot maps every score to itself.
 */
export function equipercentileMap(candidates: readonly Candidate[]): (slot: string, score: number) => number {
  const N = candidates.length;
  const pooled = [...candidates.map((c) => c.score)].sort((a, b) => a - b);
  // Distinct scores with the count at or below each: the points (C_k / N, s_k).
  const points: Array<{ score: number; atOrBelow: number }> = [];
  pooled.forEach((score, i) => {
    const last = points[points.length - 1];
    if (last && last.score === score) last.atOrBelow = i + 1;
    else points.push({ score, atOrBelow: i + 1 });
  });
  const slots = new Map([...groupBySlot(candidates)].map(([slot, scores]) => [slot, scores.sort((a, b) => a - b)]));

  return (slot, score) => {
    const own = slots.get(slot);
    if (!own || points.length === 0) return score;
    const c = countAtOrBelow(own, score);
    const n = own.length;
    // The last point with C_k / N ≤ c / n, compared as C_k × n ≤ c × N.
    let lo = 0;
    let hi = points.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (points[mid].atOrBelow * n <= c * N) lo = mid + 1;
      else hi = mid;
    }
    const k = lo - 1;
    if (k < 0) return points[0].score;
    const p = points[k];
    if (p.atOrBelow * n === c * N || k === points.length - 1) return p.score;
    const next = points[k + 1];
    const t = (c * N - p.atOrBelow * n) / ((next.atOrBelow - p.atOrBelow) * n);
    return p.score + t * (next.score - p.score);
  };
}

/** How many of the ascending `sorted` are ≤ score (a binary search). */
export function countAtOrBelow(sorted: readonly number[], score: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Each candidate's normalised score (unrounded); `none` gives the raw score back. */
export function normaliseScores(method: NormalisationMethod, candidates: readonly Candidate[]): Map<string, number> {
  if (method === 'linear') {
    const maps = linearMaps(candidates);
    return new Map(candidates.map((c) => [c.id, maps.get(c.slot)!.at(c.score)]));
  }
  if (method === 'equipercentile') {
    const at = equipercentileMap(candidates);
    return new Map(candidates.map((c) => [c.id, at(c.slot, c.score)]));
  }
  return new Map(candidates.map((c) => [c.id, c.score]));
}

/** Marks as shown and ranked: two decimals, so two candidates shown 123.45 share a rank. */
export const toHundredths = (marks: number) => {
  const h = Math.round(marks * 100);
  return Object.is(h, -0) ? 0 : h;
};

/**
 * Rank and percentile of every value among all of them, compared in hundredths:
 * rank = 1 + the number strictly higher (1, 2, 2, 4); percentile as the SSC defines it,
 * 100 × (the number at or below) / (all), two decimals. The topper has 100.
 */
export function rankAndPercentile(values: ReadonlyMap<string, number>): Map<string, { rank: number; percentile: number }> {
  const sorted = [...values.values()].map(toHundredths).sort((a, b) => a - b);
  const total = sorted.length;
  const out = new Map<string, { rank: number; percentile: number }>();
  for (const [id, value] of values) {
    const atOrBelow = countAtOrBelow(sorted, toHundredths(value));
    out.set(id, { rank: total - atOrBelow + 1, percentile: Math.round((atOrBelow * 10_000) / total) / 100 });
  }
  return out;
}

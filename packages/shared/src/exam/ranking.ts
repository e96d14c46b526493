/**
 * Leaderboard order: higher score first, then the faster attempt. Scores are compared in integer
 * hundredths (as stored for the leaderboard index), so equal-looking scores really tie.
 */
export type RankEntry = { id: string; scoreHundredths: number; timeTakenMs: number };

/**
 * Sorted copy with competition ranks (1, 2, 2, 4): entries with the same score AND time share a
 * rank. Among those, id order keeps the output deterministic; it does not affect the rank.
 */
export function rankEntries<T extends RankEntry>(entries: T[]): Array<T & { rank: number }> {
  const sorted = [...entries].sort(
    (a, b) => b.scoreHundredths - a.scoreHundredths || a.timeTakenMs - b.timeTakenMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const ranked: Array<T & { rank: number }> = [];
  sorted.forEach((entry, i) => {
    const prev = ranked[i - 1];
    const tied = prev !== undefined && prev.scoreHundredths === entry.scoreHundredths && prev.timeTakenMs === entry.timeTakenMs;
    ranked.push({ ...entry, rank: tied ? prev.rank : i + 1 });
  });
  return ranked;
}

/** Share of attempts ranked at or below you, two decimals: (total − rank + 1) / total × 100; the topper gets 100. */
export function percentile(rank: number, total: number): number {
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`percentile: total must be a positive integer, got ${total}`);
  if (!Number.isInteger(rank) || rank < 1 || rank > total) throw new RangeError(`percentile: rank ${rank} is outside 1..${total}`);
  // Divide once in integers-times-10^4 so 2/3 gives 66.67, not 66.66999….
  return Math.round(((total - rank + 1) * 10_000) / total) / 100;
}

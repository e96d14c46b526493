import { describe, expect, it } from 'vitest';
import { percentile, rankEntries } from './ranking.ts';

describe('rankEntries', () => {
  it('sorts by score desc, then time asc, with competition ranks for full ties', () => {
    const ranked = rankEntries([
      { id: 'slow', scoreHundredths: 15000, timeTakenMs: 900_000 },
      { id: 'low', scoreHundredths: 9950, timeTakenMs: 100_000 },
      { id: 'tieB', scoreHundredths: 15000, timeTakenMs: 600_000 },
      { id: 'top', scoreHundredths: 16667, timeTakenMs: 1_000_000 },
      { id: 'tieA', scoreHundredths: 15000, timeTakenMs: 600_000 },
    ]);
    expect(ranked.map((e) => [e.id, e.rank])).toEqual([
      ['top', 1],
      ['tieA', 2],
      ['tieB', 2],
      ['slow', 4],
      ['low', 5],
    ]);
  });

  it('ranks everyone 1 when all tie, keeps extra fields and leaves the input alone', () => {
    const input = [
      { id: 'b', scoreHundredths: 0, timeTakenMs: 5, name: 'B' },
      { id: 'a', scoreHundredths: 0, timeTakenMs: 5, name: 'A' },
      { id: 'c', scoreHundredths: 0, timeTakenMs: 5, name: 'C' },
    ];
    const ranked = rankEntries(input);
    expect(ranked.map((e) => [e.name, e.rank])).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 1],
    ]);
    expect(input.map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });

  it('orders negative scores below zero and handles an empty list', () => {
    const ranked = rankEntries([
      { id: 'neg', scoreHundredths: -100, timeTakenMs: 1 },
      { id: 'zero', scoreHundredths: 0, timeTakenMs: 2 },
    ]);
    expect(ranked.map((e) => e.id)).toEqual(['zero', 'neg']);
    expect(rankEntries([])).toEqual([]);
  });
});

describe('percentile', () => {
  it('gives the share ranked at or below you', () => {
    expect(percentile(1, 3)).toBe(100);
    expect(percentile(2, 3)).toBe(66.67);
    expect(percentile(3, 3)).toBe(33.33);
    expect(percentile(1, 1)).toBe(100);
    expect(percentile(4, 5)).toBe(40);
  });

  it('gives tied attempts the same percentile', () => {
    const ranked = rankEntries([
      { id: 'a', scoreHundredths: 100, timeTakenMs: 1 },
      { id: 'b', scoreHundredths: 50, timeTakenMs: 1 },
      { id: 'c', scoreHundredths: 50, timeTakenMs: 1 },
      { id: 'd', scoreHundredths: 10, timeTakenMs: 1 },
    ]);
    expect(ranked.map((e) => percentile(e.rank, ranked.length))).toEqual([100, 75, 75, 25]);
  });

  it('rejects impossible ranks', () => {
    expect(() => percentile(0, 3)).toThrow();
    expect(() => percentile(4, 3)).toThrow();
    expect(() => percentile(1, 0)).toThrow();
    expect(() => percentile(1.5, 3)).toThrow();
  });
});

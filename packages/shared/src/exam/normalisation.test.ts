import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  equipercentileMap,
  linearMaps,
  normaliseScores,
  rankAndPercentile,
  slotStatistics,
  toHundredths,
  type Candidate,
  type NormalisationMethod,
} from './normalisation.ts';

const slot = (name: string, scores: number[]): Candidate[] => scores.map((score, i) => ({ id: `${name}${i}`, slot: name, score }));
const rounded = (m: Map<string, number>) => Object.fromEntries([...m].map(([k, v]) => [k, toHundredths(v) / 100]));

describe('slotStatistics', () => {
  it('mean, population sd, top 0.1 % (at least one), min and max', () => {
    // [2,4,4,4,5,5,7,9]: mean 40/8 = 5; squared deviations 9+1+1+1+0+0+4+16 = 32, /8 = 4, sd 2;
    // ceil(8 × 0.001) = 1 candidate on top: 9.
    expect(slotStatistics([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ candidates: 8, mean: 5, sd: 2, topCount: 1, topMean: 9, min: 2, max: 9 });
  });
  it('top 0.1 % of 2,500 candidates is the best 3 (ceil 2.5)', () => {
    const scores = Array.from({ length: 2500 }, (_, i) => i);
    // The best three: 2499, 2498, 2497, mean 2498.
    expect(slotStatistics(scores)).toMatchObject({ topCount: 3, topMean: 2498, min: 0, max: 2499 });
  });
  it('an empty slot has none', () => expect(slotStatistics([])).toBeNull());
});

describe('linear (mean + sd and top 0.1 %)', () => {
  // Slot A (harder): [20,40,40,40,50,50,70,90] → mean 50, sd 20 (squared deviations 900+100+100+100+0+0+400+1600 = 3200, /8 = 400),
  //   M_Aq = 70, top (1 of 8) = 90.
  // Slot B (easier): A + 20 → mean 70, sd 20, M_Bq = 90, top 110.
  // Pooled 16: mean 60; variance = within 400 + between 10² = 500, sd = √500 = 22.3607; Mg_q = 82.3607;
  //   top ceil(16 × 0.001) = 1 → 110.
  // Slope for both: (110 − 82.3607) / (90 − 70) = 27.6393 / 20 = 1.381966.
  // A: M̂ = 1.381966 (M − 70) + 82.3607 → 90 ↦ 110, 50 ↦ 54.72, 20 ↦ 13.26.
  // B: M̂ = 1.381966 (M − 90) + 82.3607 → 110 ↦ 110, 70 ↦ 54.72, 40 ↦ 13.26.
  const A = [20, 40, 40, 40, 50, 50, 70, 90];
  const candidates = [
    ...slot('A', A),
    ...slot(
      'B',
      A.map((x) => x + 20),
    ),
  ];

  it('maps each slot so that the same place in either slot gets the same normalised score', () => {
    const out = rounded(normaliseScores('linear', candidates));
    expect([out.A7, out.A4, out.A0]).toEqual([110, 54.72, 13.26]);
    expect([out.B7, out.B4, out.B0]).toEqual([110, 54.72, 13.26]);
    expect(linearMaps(candidates).get('A')!.slope).toBeCloseTo(1.381966, 6);
  });

  it('shifts a degenerate slot (one candidate) to the pooled mean and scales the others', () => {
    // A = [30]: sd 0, top 30 = mean + sd → no spread, so M̂ = 30 − 30 + pooled mean.
    // B = [10,20,30,40]: mean 25, sd √125 = 11.1803, M_Bq = 36.1803, top 40.
    // Pooled [30,10,20,30,40]: mean 26, squared deviations 16+256+36+16+196 = 520, /5 = 104, sd 10.1980, Mg_q = 36.1980, top 40.
    // A: 30 ↦ 26. B: slope (40 − 36.1980) / (40 − 36.1803) = 3.8020 / 3.8197 = 0.99536;
    //   40 ↦ 40 (top onto top); 10 ↦ 0.99536 × (10 − 36.1803) + 36.1980 = 10.14.
    const cs = [...slot('A', [30]), ...slot('B', [10, 20, 30, 40])];
    const maps = linearMaps(cs);
    expect(maps.get('A')!.shifted).toBe(true);
    expect(maps.get('B')!.slope).toBeCloseTo(0.99536, 4);
    const out = rounded(normaliseScores('linear', cs));
    expect(out).toMatchObject({ A0: 26, B3: 40, B0: 10.14 });
  });

  it('shifts every slot when the pooled spread is degenerate', () => {
    // [0,10] and [0,10]: pooled mean 5, sd 5, mean + sd = 10 = the top → every slot shifted (by 5 − 5 = 0).
    const cs = [...slot('A', [0, 10]), ...slot('B', [0, 10])];
    expect([...linearMaps(cs).values()].every((m) => m.shifted)).toBe(true);
    expect(rounded(normaliseScores('linear', cs))).toEqual({ A0: 0, A1: 10, B0: 0, B1: 10 });
  });
});

describe('equipercentile', () => {
  it('maps each slot percentile onto the pooled scores (exact points)', () => {
    // A = [40,50,60,70], B = [20,30,40,50]. Pooled (N = 8): 20,30,40,40,50,50,60,70, so the points
    // (percentile = 100 × at-or-below / 8): 20→12.5, 30→25, 40→50, 50→75, 60→87.5, 70→100.
    // A: 40 is at 1/4 = 25 % → 30; 50 → 50 % → 40; 60 → 75 % → 50; 70 → 100 % → 70. B the same: 20→30, 30→40, 40→50, 50→70.
    const out = rounded(normaliseScores('equipercentile', [...slot('A', [40, 50, 60, 70]), ...slot('B', [20, 30, 40, 50])]));
    expect(out).toEqual({ A0: 30, A1: 40, A2: 50, A3: 70, B0: 30, B1: 40, B2: 50, B3: 70 });
  });

  it('interpolates between pooled points', () => {
    // A = [10,20,30], B = [40,50]. Pooled points: 10→20 %, 20→40 %, 30→60 %, 40→80 %, 50→100 %.
    // A10: 1/3 = 33.33 % lies between 20 % (10) and 40 % (20): 10 + (33.33 − 20)/20 × 10 = 16.67.
    // A20: 66.67 % between 60 % (30) and 80 % (40): 30 + 6.67/20 × 10 = 33.33. A30: 100 % → 50.
    // B40: 50 % between 40 % (20) and 60 % (30): 25. B50: 100 % → 50.
    const cs = [...slot('A', [10, 20, 30]), ...slot('B', [40, 50])];
    const normalised = normaliseScores('equipercentile', cs);
    expect(rounded(normalised)).toEqual({ A0: 16.67, A1: 33.33, A2: 50, B0: 25, B1: 50 });
    // Ranks by normalised score: 50, 50 share 1; 33.33 is 3rd; 25 4th; 16.67 5th.
    // Percentile = 100 × at-or-below / 5: 100, 100, 60, 40, 20.
    expect(Object.fromEntries(rankAndPercentile(normalised))).toEqual({
      A2: { rank: 1, percentile: 100 },
      B1: { rank: 1, percentile: 100 },
      A1: { rank: 3, percentile: 60 },
      B0: { rank: 4, percentile: 40 },
      A0: { rank: 5, percentile: 20 },
    });
  });

  it('below the lowest pooled point a score gets the lowest pooled score', () => {
    // A = [50,60,70,80], B = [10,10]. Pooled: 10→33.33 %, 50→50 %, 60→66.67 %, 70→83.33 %, 80→100 %.
    // A50 at 25 % is below 33.33 % → 10. A60 at 50 % → 50. A70 at 75 % → 60 + (75 − 66.67)/16.67 × 10 = 65. A80 → 80.
    // B10 at 100 % (both score 10) → 80.
    const at = equipercentileMap([...slot('A', [50, 60, 70, 80]), ...slot('B', [10, 10])]);
    expect([at('A', 50), at('A', 60), at('A', 70), at('A', 80), at('B', 10)]).toEqual([10, 50, 65, 80, 80]);
  });
});

describe('rankAndPercentile', () => {
  it('ranks 1,2,2,4 and gives the SSC percentile, compared in hundredths', () => {
    const out = rankAndPercentile(
      new Map([
        ['a', 90],
        ['b', 80.001],
        ['c', 80],
        ['d', 10],
      ]),
    );
    // b and c both show 80.00; at or below 80: 3 of 4 = 75.
    expect(Object.fromEntries(out)).toEqual({
      a: { rank: 1, percentile: 100 },
      b: { rank: 2, percentile: 75 },
      c: { rank: 2, percentile: 75 },
      d: { rank: 4, percentile: 25 },
    });
  });
});

// ---------- properties ----------

const METHODS: NormalisationMethod[] = ['linear', 'equipercentile'];
const marks = fc.integer({ min: -5_000, max: 20_000 }).map((h) => h / 100);
const candidatesArb = fc
  .array(fc.tuple(fc.constantFrom('A', 'B', 'C'), marks), { minLength: 1, maxLength: 60 })
  .map((rows) => rows.map(([s, score], i): Candidate => ({ id: `c${i}`, slot: s, score })));

describe('properties', () => {
  it.each(METHODS)('%s: within a slot a higher raw score never gets a lower normalised score', (method) => {
    fc.assert(
      fc.property(candidatesArb, (cs) => {
        const out = normaliseScores(method, cs);
        for (const a of cs)
          for (const b of cs) if (a.slot === b.slot && a.score < b.score) expect(out.get(a.id)!).toBeLessThanOrEqual(out.get(b.id)!);
      }),
    );
  });

  it.each(METHODS)('%s: a single slot keeps every score', (method) => {
    fc.assert(
      fc.property(fc.array(marks, { minLength: 1, maxLength: 60 }), (scores) => {
        const out = normaliseScores(method, slot('A', scores));
        scores.forEach((s, i) => expect(toHundredths(out.get(`A${i}`)!)).toBe(toHundredths(s)));
      }),
    );
  });

  it.each(METHODS)('%s: slots with the same scores keep every score', (method) => {
    fc.assert(
      fc.property(fc.array(marks, { minLength: 1, maxLength: 40 }), (scores) => {
        const out = normaliseScores(method, [...slot('A', scores), ...slot('B', [...scores].reverse())]);
        scores.forEach((s, i) => expect(toHundredths(out.get(`A${i}`)!)).toBe(toHundredths(s)));
      }),
    );
  });

  it('equipercentile stays within the pooled range and gives each slot topper the pooled top', () => {
    fc.assert(
      fc.property(candidatesArb, (cs) => {
        const out = normaliseScores('equipercentile', cs);
        const all = cs.map((c) => c.score);
        const [lo, hi] = [Math.min(...all), Math.max(...all)];
        for (const c of cs) {
          expect(out.get(c.id)!).toBeGreaterThanOrEqual(lo);
          expect(out.get(c.id)!).toBeLessThanOrEqual(hi);
          const slotMax = Math.max(...cs.filter((x) => x.slot === c.slot).map((x) => x.score));
          if (c.score === slotMax) expect(out.get(c.id)).toBe(hi);
        }
      }),
    );
  });

  it('linear puts a scaled slot’s mean + sd and top mean on the pooled ones', () => {
    fc.assert(
      fc.property(candidatesArb, (cs) => {
        const pooled = slotStatistics(cs.map((c) => c.score))!;
        for (const [name, map] of linearMaps(cs)) {
          if (map.shifted || new Set(cs.map((c) => c.slot)).size === 1) continue;
          const s = slotStatistics(cs.filter((c) => c.slot === name).map((c) => c.score))!;
          expect(map.slope).toBeGreaterThan(0);
          expect(map.at(s.mean + s.sd)).toBeCloseTo(pooled.mean + pooled.sd, 6);
          expect(map.at(s.topMean)).toBeCloseTo(pooled.topMean, 6);
        }
      }),
    );
  });

  it('rank and percentile: the best has rank 1 and 100; a higher value never ranks lower', () => {
    fc.assert(
      fc.property(fc.array(marks, { minLength: 1, maxLength: 60 }), (scores) => {
        const out = rankAndPercentile(new Map(scores.map((s, i) => [`c${i}`, s])));
        const best = Math.max(...scores);
        scores.forEach((s, i) => {
          const me = out.get(`c${i}`)!;
          expect(me.percentile).toBeGreaterThan(0);
          expect(me.percentile).toBeLessThanOrEqual(100);
          if (s === best) expect(me).toEqual({ rank: 1, percentile: 100 });
          scores.forEach((o, j) => {
            if (toHundredths(o) > toHundredths(s)) expect(out.get(`c${j}`)!.rank).toBeLessThan(me.rank);
          });
        });
      }),
    );
  });
});

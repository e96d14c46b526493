import { describe, expect, it } from 'vitest';
import { computeGst, formatRupees } from './gst.ts';

describe('computeGst', () => {
  it('works the taxable value back from an inclusive price', () => {
    // ₹499 incl. 18 %: 49900 / 1.18 = 42288.135… → 42288, tax 7612
    expect(computeGst({ pricePaise: 49_900, rateBps: 1800, inclusive: true })).toEqual({
      taxablePaise: 42_288,
      taxPaise: 7_612,
      cgstPaise: 3_806,
      sgstPaise: 3_806,
      igstPaise: 0,
      totalPaise: 49_900,
    });
  });

  it('adds GST on top of an exclusive price', () => {
    expect(computeGst({ pricePaise: 100_000, rateBps: 1800, inclusive: false })).toEqual({
      taxablePaise: 100_000,
      taxPaise: 18_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
  });

  it('puts the odd paisa in SGST so the halves add up', () => {
    const g = computeGst({ pricePaise: 1_001, rateBps: 1800, inclusive: false }); // 180.18 → 180
    expect(g.taxPaise).toBe(180);
    const odd = computeGst({ pricePaise: 1_003, rateBps: 1800, inclusive: false }); // 180.54 → 181
    expect(odd.taxPaise).toBe(181);
    expect(odd.cgstPaise + odd.sgstPaise).toBe(181);
    expect(odd.sgstPaise - odd.cgstPaise).toBe(1);
  });

  it('is all IGST across states', () => {
    expect(computeGst({ pricePaise: 100_000, rateBps: 1800, inclusive: false, interState: true })).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it('keeps the total equal to the price when inclusive, for every price up to ₹100', () => {
    for (let p = 0; p <= 10_000; p++) {
      const g = computeGst({ pricePaise: p, rateBps: 1800, inclusive: true });
      expect(g.totalPaise).toBe(p);
      expect(g.cgstPaise + g.sgstPaise).toBe(g.taxPaise);
    }
  });

  it('handles a zero rate and refuses fractions of a paisa', () => {
    expect(computeGst({ pricePaise: 500, rateBps: 0, inclusive: true }).taxPaise).toBe(0);
    expect(() => computeGst({ pricePaise: 10.5, rateBps: 1800, inclusive: true })).toThrow(RangeError);
    expect(() => computeGst({ pricePaise: 100, rateBps: -1, inclusive: true })).toThrow(RangeError);
  });

  it('formats rupees', () => {
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
  });
});

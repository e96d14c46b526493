import { describe, expect, it } from 'vitest';
import { add, compare, formatMarks, fraction, mul, parseMark, SNAP_TABLE, sub, toHundredths, toNumber, ZERO } from './fraction.ts';

const f = (num: number, den = 1) => ({ num, den });

describe('fraction', () => {
  it('reduces and keeps the denominator positive', () => {
    expect(fraction(6, 8)).toEqual(f(3, 4));
    expect(fraction(3, -6)).toEqual(f(-1, 2));
    expect(fraction(0, -5)).toEqual(f(0, 1));
    expect(() => fraction(1, 0)).toThrow();
    expect(() => fraction(0.5, 1)).toThrow();
  });
});

describe('parseMark', () => {
  it('parses exact decimals', () => {
    expect(parseMark('2.5')).toEqual(f(5, 2));
    expect(parseMark('0.625')).toEqual(f(5, 8));
    expect(parseMark('0.50')).toEqual(f(1, 2));
    expect(parseMark('0.25')).toEqual(f(1, 4));
    expect(parseMark('0.75')).toEqual(f(3, 4));
    expect(parseMark('0')).toEqual(f(0, 1));
    expect(parseMark('200')).toEqual(f(200));
    expect(parseMark('1.00')).toEqual(f(1));
  });

  it('maps the spec roundings of thirds, sixths and twelfths to the exact value', () => {
    expect(parseMark('0.33')).toEqual(f(1, 3));
    expect(parseMark('0.66')).toEqual(f(2, 3));
    expect(parseMark('0.67')).toEqual(f(2, 3));
    expect(parseMark('0.83')).toEqual(f(5, 6));
    expect(parseMark('0.42')).toEqual(f(5, 12));
    expect(parseMark('1.67')).toEqual(f(5, 3));
    expect(parseMark('1.33')).toEqual(f(4, 3));
    expect(parseMark('0.17')).toEqual(f(1, 6));
  });

  it('pins the snap table below 1 (rounded and truncated spellings)', () => {
    const below1 = [...SNAP_TABLE].filter(([h]) => h < 100).sort(([a], [b]) => a - b);
    expect(below1.map(([h, v]) => [h, `${v.num}/${v.den}`])).toEqual([
      [8, '1/12'],
      [16, '1/6'],
      [17, '1/6'],
      [33, '1/3'],
      [41, '5/12'],
      [42, '5/12'],
      [58, '7/12'],
      [66, '2/3'],
      [67, '2/3'],
      [83, '5/6'],
      [91, '11/12'],
      [92, '11/12'],
    ]);
  });

  it('takes other precisions and large values literally', () => {
    expect(parseMark('0.3')).toEqual(f(3, 10));
    expect(parseMark('0.333')).toEqual(f(333, 1000));
    expect(parseMark('0.34')).toEqual(f(17, 50));
    expect(parseMark('66.67')).toEqual(f(6667, 100));
  });

  it('rejects negative and malformed strings', () => {
    for (const bad of ['-0.50', '', ' 1', '1.', '.5', '1e2', 'abc', '1,5', '+1', '0x10', '99999999999999999']) {
      expect(() => parseMark(bad), bad).toThrow();
    }
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies exactly', () => {
    expect(add(f(1, 3), f(1, 6))).toEqual(f(1, 2));
    expect(sub(f(1, 3), f(1, 3))).toEqual(ZERO);
    expect(sub(ZERO, f(1, 2))).toEqual(f(-1, 2));
    expect(mul(f(1, 3), 3)).toEqual(f(1));
    expect(mul(f(5, 3), 120)).toEqual(f(200));
    expect(mul(f(1, 2), 0)).toEqual(ZERO);
    expect(mul(f(1, 4), -2)).toEqual(f(-1, 2));
    expect(() => mul(f(1, 2), 0.5)).toThrow();
  });

  it('has no float drift where numbers do', () => {
    let sum = ZERO;
    for (let i = 0; i < 30; i++) sum = sub(sum, parseMark('0.33'));
    expect(sum).toEqual(f(-10));
  });

  it('compares', () => {
    expect(compare(f(2, 3), parseMark('0.67'))).toBe(0);
    expect(compare(f(1, 3), f(1, 2))).toBe(-1);
    expect(compare(f(1, 2), f(-1, 2))).toBe(1);
    expect(toNumber(f(1, 4))).toBe(0.25);
  });
});

describe('rounding and display', () => {
  it('rounds to hundredths half away from zero', () => {
    expect(toHundredths(f(200, 3))).toBe(6667);
    expect(toHundredths(f(1, 200))).toBe(1);
    expect(toHundredths(f(-1, 200))).toBe(-1);
    expect(toHundredths(f(1, 201))).toBe(0);
    expect(toHundredths(f(-1, 3))).toBe(-33);
    expect(toHundredths(f(-1, 1000))).toBe(0);
    expect(Object.is(toHundredths(f(-1, 1000)), -0)).toBe(false);
  });

  it('formats two decimals', () => {
    expect(formatMarks(f(200, 3))).toBe('66.67');
    expect(formatMarks(f(-3, 2))).toBe('-1.50');
    expect(formatMarks(f(200))).toBe('200.00');
    expect(formatMarks(ZERO)).toBe('0.00');
    expect(formatMarks(f(-1, 1000))).toBe('0.00');
    expect(formatMarks(f(1, 20))).toBe('0.05');
  });
});

describe('overflow', () => {
  it('throws instead of losing precision', () => {
    const big = fraction(Number.MAX_SAFE_INTEGER, 3);
    expect(() => add(big, fraction(1, 7))).toThrow(RangeError);
    expect(() => mul(big, 2)).toThrow(RangeError);
  });
});

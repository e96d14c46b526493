/**
 * Exact marks. Negative marking like −1/3 per wrong answer cannot be summed in floating point
 * without drift, so scores are kept as reduced fractions and only rounded for display/sorting.
 */
export type Fraction = { num: number; den: number };

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function checkSafe(...values: number[]): void {
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`Fraction overflow: ${v} is not a safe integer`);
  }
}

/** Builds a reduced fraction with a positive denominator; zero is always 0/1. */
export function fraction(num: number, den = 1): Fraction {
  checkSafe(num, den);
  if (den === 0) throw new RangeError('Fraction denominator must not be zero');
  if (num === 0) return { num: 0, den: 1 };
  const sign = den < 0 ? -1 : 1;
  const g = gcd(num, den);
  // `+ 0` turns a -0 into 0 so equal fractions compare equal with toEqual.
  return { num: (sign * num) / g + 0, den: Math.abs(den) / g };
}

export const ZERO: Fraction = Object.freeze({ num: 0, den: 1 });

/**
 * Snapping rule. Templates write thirds, sixths and twelfths the way the official notices do:
 * rounded ('0.67', '1.67') or truncated ('0.66') to two decimals. A mark string with exactly two
 * decimals that equals such a rounding or truncation of k/3, k/6 or k/12 (in lowest terms, value
 * at most SNAP_MAX) means that fraction. Those fractions never terminate, so a 'nice' decimal
 * (.25, .5, .75, .125, .625 …) can never collide with the table and stays exact. Larger values
 * (totals, cut-offs) and other precisions are taken literally.
 */
const SNAP_DENOMINATORS = [3, 6, 12] as const;
const SNAP_MAX = 10;

/** Two-decimal spelling in hundredths → exact fraction, e.g. 67 → 2/3, 66 → 2/3, 42 → 5/12. */
export const SNAP_TABLE: ReadonlyMap<number, Fraction> = buildSnapTable();

function buildSnapTable(): Map<number, Fraction> {
  const table = new Map<number, Fraction>();
  for (let k = 1; k <= SNAP_MAX * 12; k++) {
    const f = fraction(k, 12);
    if (!(SNAP_DENOMINATORS as readonly number[]).includes(f.den)) continue;
    // k/12 in hundredths is 25k/3: its fractional part is 1/3 or 2/3, never a rounding tie.
    const hundredths = (25 * k) / 3;
    table.set(Math.round(hundredths), f);
    table.set(Math.floor(hundredths), f);
  }
  return table;
}

const MARK_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal mark string ('2', '0.50', '0.625', '0.33' → 1/3). Throws otherwise. */
export function parseMark(s: string): Fraction {
  const match = MARK_PATTERN.exec(s);
  if (!match) throw new Error(`Invalid mark: ${JSON.stringify(s)}`);
  const decimals = match[2] ?? '';
  const scale = 10 ** decimals.length;
  const num = Number(match[1] + decimals);
  checkSafe(num, scale);
  if (decimals.length === 2) {
    const snapped = SNAP_TABLE.get(num);
    if (snapped) return snapped;
  }
  return fraction(num, scale);
}

export function add(a: Fraction, b: Fraction): Fraction {
  // Scale over the lcm rather than den*den to keep intermediates small.
  const g = gcd(a.den, b.den);
  const den = (a.den / g) * b.den;
  const left = a.num * (b.den / g);
  const right = b.num * (a.den / g);
  // Check the products too: an inexact one could cancel back into the safe range unnoticed.
  checkSafe(left, right, den);
  const num = left + right;
  checkSafe(num);
  return fraction(num, den);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return add(a, { num: -b.num, den: b.den });
}

/** Multiplies by an integer count (e.g. marks per question × number of wrong answers). */
export function mul(f: Fraction, n: number): Fraction {
  if (!Number.isInteger(n)) throw new RangeError(`mul expects an integer, got ${n}`);
  const g = gcd(n, f.den);
  const num = f.num * (n / g);
  checkSafe(num);
  return fraction(num, f.den / g);
}

/** -1, 0 or 1. */
export function compare(a: Fraction, b: Fraction): number {
  const diff = sub(a, b).num;
  return diff === 0 ? 0 : diff < 0 ? -1 : 1;
}

export function toNumber(f: Fraction): number {
  return f.num / f.den;
}

/** Integer hundredths, rounding half away from zero, computed in integers (no float error). */
export function toHundredths(f: Fraction): number {
  const scaled = Math.abs(f.num) * 100;
  checkSafe(scaled);
  let q = Math.floor(scaled / f.den);
  let rem = scaled - q * f.den;
  // The float quotient can be one off for very large values; fix it up exactly.
  if (rem < 0) [q, rem] = [q - 1, rem + f.den];
  if (rem >= f.den) [q, rem] = [q + 1, rem - f.den];
  if (2 * rem >= f.den) q += 1;
  return f.num < 0 ? -q + 0 : q;
}

/** Two decimals for display: '66.67', '-1.50', '200.00'. */
export function formatMarks(f: Fraction): string {
  const h = toHundredths(f);
  const abs = Math.abs(h);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${h < 0 ? '-' : ''}${whole}.${cents}`;
}

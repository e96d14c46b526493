import { describe, expect, it } from 'vitest';
import { hasMath, splitMath } from './math-segments.ts';

describe('splitMath', () => {
  it('finds inline maths among Hindi text', () => {
    expect(splitMath('$7^{35}$ का इकाई अंक ज्ञात कीजिए।')).toEqual([
      { type: 'math', value: '7^{35}', display: false },
      { type: 'text', value: ' का इकाई अंक ज्ञात कीजिए।' },
    ]);
    expect(splitMath('so $7^3 = 343$, i.e. 3')).toEqual([
      { type: 'text', value: 'so ' },
      { type: 'math', value: '7^3 = 343', display: false },
      { type: 'text', value: ', i.e. 3' },
    ]);
  });
  it('finds display maths', () => {
    expect(splitMath('Solve $$x^2 = 4$$ now')).toEqual([
      { type: 'text', value: 'Solve ' },
      { type: 'math', value: 'x^2 = 4', display: true },
      { type: 'text', value: ' now' },
    ]);
  });
  it('leaves prices, stray and escaped dollars as text', () => {
    expect(splitMath('It costs $5 and $10 today')).toEqual([{ type: 'text', value: 'It costs $5 and $10 today' }]);
    expect(splitMath('a $ b')).toEqual([{ type: 'text', value: 'a $ b' }]);
    expect(splitMath('\\$5 is $x$')).toEqual([
      { type: 'text', value: '$5 is ' },
      { type: 'math', value: 'x', display: false },
    ]);
    expect(splitMath('unclosed $x')).toEqual([{ type: 'text', value: 'unclosed $x' }]);
    expect(splitMath('$$')).toEqual([{ type: 'text', value: '$$' }]);
  });
  it('keeps a dollar escaped inside maths', () => {
    expect(splitMath('$\\$x$')).toEqual([{ type: 'math', value: '\\$x', display: false }]);
  });
  it('knows plain text has no maths', () => {
    expect(hasMath('₹ 500 की छूट')).toBe(false);
    expect(hasMath('')).toBe(false);
    expect(hasMath('$\\frac{1}{2}$')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { badgeLabel, capitalizeWords, initialOf } from './text.ts';

describe('capitalizeWords', () => {
  it('capitalises each word', () => expect(capitalizeWords('priya  kumari singh')).toBe('Priya Kumari Singh'));
  it("defaults to 'User'", () => {
    expect(capitalizeWords('')).toBe('User');
    expect(capitalizeWords(null)).toBe('User');
    expect(capitalizeWords('   ')).toBe('User');
  });
  it('leaves Devanagari as it is', () => expect(capitalizeWords('प्रिया सिंह')).toBe('प्रिया सिंह'));
});

describe('initialOf', () => {
  it('is the upper-case first letter', () => expect(initialOf('amit')).toBe('A'));
  it('is ? when empty', () => expect(initialOf('')).toBe('?'));
});

describe('badgeLabel', () => {
  it('shows the count up to 10', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(10)).toBe('10');
  });
  it("caps at '10+' above 10", () => expect(badgeLabel(11)).toBe('10+'));
});

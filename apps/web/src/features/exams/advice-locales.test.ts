import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/attemptAdvice.json';
import en from '../../locales/en/attemptAdvice.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('attemptAdvice locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('has the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('has Devanagari in every Hindi sentence', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
});

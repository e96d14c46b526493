import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/payments.json';
import en from '../../locales/en/payments.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('payments locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('keeps the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('writes every Hindi text in Devanagari (numbers and placeholders aside)', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/examDashboard.json';
import en from '../../locales/en/examDashboard.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('examDashboard locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('writes every Hindi sentence in Devanagari (names, keys and formats aside)', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
  it('keeps the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
});

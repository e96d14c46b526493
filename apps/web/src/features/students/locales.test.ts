import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/students.json';
import en from '../../locales/en/students.json';
import hiCommon from '../../locales/hi/common.json';
import enCommon from '../../locales/en/common.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('students locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('keeps the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('writes every Hindi text in Devanagari (numbers and placeholders aside)', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
  it('names the sidebar entry in both languages', () => {
    expect(enCommon.nav.students).toBe('Students');
    expect(hiCommon.nav.students).toBe('विद्यार्थी');
  });
});

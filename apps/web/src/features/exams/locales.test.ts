import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/exams.json';
import en from '../../locales/en/exams.json';
import { flatKeys, latinOnlyKeys } from '../../test/locale-checks.ts';

describe('exams locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('has Devanagari in every Hindi sentence that is not a name or a number pattern', () => {
    expect(latinOnlyKeys(hi)).toEqual(['language.en']);
  });
});

import { describe, expect, it } from 'vitest';
import hiPractice from '../../locales/hi/practice.json';
import enPractice from '../../locales/en/practice.json';
import hiQuiz from '../../locales/hi/quiz.json';
import enQuiz from '../../locales/en/quiz.json';
import { flatKeys, latinOnlyKeys } from '../../test/locale-checks.ts';

describe.each([
  ['practice', hiPractice, enPractice, ['filters.english']],
  ['quiz', hiQuiz, enQuiz, []],
])('%s locales', (_name, hi, en, latinAllowed) => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('has Devanagari in every Hindi text', () => {
    expect(latinOnlyKeys(hi)).toEqual(latinAllowed);
  });
});

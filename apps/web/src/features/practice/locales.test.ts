import { describe, expect, it } from 'vitest';
import hiPractice from '../../locales/hi/practice.json';
import enPractice from '../../locales/en/practice.json';
import hiQuiz from '../../locales/hi/quiz.json';
import enQuiz from '../../locales/en/quiz.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const value = (obj: object, key: string) =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj) as string;

describe.each([
  ['practice', hiPractice, enPractice, ['filters.english']],
  ['quiz', hiQuiz, enQuiz, []],
])('%s locales', (_name, hi, en, latinAllowed) => {
  it('has the same keys in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
  it('has Devanagari in every Hindi text', () => {
    const latinOnly = keys(hi).filter((k) => {
      const v = value(hi, k).replace(/\{\{[^}]+\}\}/g, '');
      return /[a-z]{3,}/i.test(v) && !/[\u0900-\u097F]/.test(v);
    });
    expect(latinOnly).toEqual(latinAllowed);
  });
});

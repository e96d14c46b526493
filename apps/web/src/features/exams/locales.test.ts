import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/exams.json';
import en from '../../locales/en/exams.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('exams locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
  it('has Devanagari in every Hindi sentence that is not a name or a number pattern', () => {
    const latinOnly = keys(hi).filter((k) => {
      const value = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], hi) as string;
      return /[a-z]{3,}/i.test(value.replace(/\{\{[^}]+\}\}/g, '')) && !/[\u0900-\u097F]/.test(value);
    });
    expect(latinOnly).toEqual(['language.en']);
  });
});

import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/notes.json';
import en from '../../locales/en/notes.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const value = (obj: object, key: string) =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj) as string;

describe('notes locales', () => {
  it('has the same keys in Hindi and English', () => expect(keys(hi).sort()).toEqual(keys(en).sort()));
  it('writes every Hindi sentence in Devanagari (the word PDF and the name English aside)', () => {
    const latinOnly = keys(hi).filter(
      (k) => /[a-z]{3,}/i.test(value(hi, k).replace(/\{\{[^}]+\}\}|PDF/g, '')) && !/[\u0900-\u097F]/.test(value(hi, k)),
    );
    expect(latinOnly).toEqual(['language.en']);
  });
});

import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/examDashboard.json';
import en from '../../locales/en/examDashboard.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const value = (obj: object, key: string) =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj) as string;

describe('examDashboard locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
  it('writes every Hindi sentence in Devanagari (names, keys and formats aside)', () => {
    const latinOnly = keys(hi).filter((k) => {
      const v = value(hi, k).replace(/\{\{[^}]+\}\}/g, '');
      return /[a-z]{3,}/i.test(v) && !/[\u0900-\u097F]/.test(v);
    });
    expect(latinOnly).toEqual([]);
  });
  it('keeps the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = keys(en).filter((k) => names(value(en, k)).join() !== names(value(hi, k)).join());
    expect(mismatched).toEqual([]);
  });
});

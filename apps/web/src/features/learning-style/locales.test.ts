import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/learningStyle.json';
import en from '../../locales/en/learningStyle.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const get = (obj: object, key: string) => key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj);
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : []);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('learningStyle locales', () => {
  it('has the same keys, list lengths and placeholders in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
    for (const k of keys(en)) {
      const [h, e] = [strings(get(hi, k)), strings(get(en, k))];
      expect(h.length, k).toBe(e.length);
      expect(h.flatMap(placeholders), k).toEqual(e.flatMap(placeholders));
    }
  });
  it('writes every Hindi sentence in Devanagari', () => {
    const latinOnly = keys(hi).flatMap((k) =>
      strings(get(hi, k)).filter((s) => {
        const text = s.replace(/\{\{[^}]+\}\}/g, '');
        return /[a-z]{3,}/i.test(text) && !/[\u0900-\u097F]/.test(text);
      }),
    );
    expect(latinOnly).toEqual([]);
  });
});

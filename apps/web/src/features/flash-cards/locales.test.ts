import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/flashCards.json';
import en from '../../locales/en/flashCards.json';
import hiCommon from '../../locales/hi/common.json';
import enCommon from '../../locales/en/common.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const value = (obj: object, key: string) =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj) as string;

describe('flashCards locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
    expect(keys(hiCommon.flashCard).sort()).toEqual(keys(enCommon.flashCard).sort());
  });
  it('writes every Hindi text in Devanagari (numbers and placeholders aside)', () => {
    const latin = keys(hi).filter((k) => {
      const v = value(hi, k).replace(/\{\{[^}]+\}\}/g, '');
      return /[a-z]{3,}/i.test(v) && !/[\u0900-\u097F]/.test(v);
    });
    expect(latin).toEqual([]);
  });
  it("keeps the spec's English nav label", () => {
    expect(en.decks.title).toBe('Flash Card');
    expect(enCommon.flashCard.added).toBe('Added to My mistakes');
  });
});

import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/flashCards.json';
import en from '../../locales/en/flashCards.json';
import hiCommon from '../../locales/hi/common.json';
import enCommon from '../../locales/en/common.json';
import { flatKeys, latinOnlyKeys } from '../../test/locale-checks.ts';

describe('flashCards locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
    expect(flatKeys(hiCommon.flashCard).sort()).toEqual(flatKeys(enCommon.flashCard).sort());
  });
  it('writes every Hindi text in Devanagari (numbers and placeholders aside)', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
  it("keeps the spec's English nav label", () => {
    expect(en.decks.title).toBe('Flash Card');
    expect(enCommon.flashCard.added).toBe('Added to My mistakes');
  });
});

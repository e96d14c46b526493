import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/learningStyle.json';
import en from '../../locales/en/learningStyle.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches, stringsIn, valueAt } from '../../test/locale-checks.ts';

describe('learningStyle locales', () => {
  it('has the same keys, list lengths and placeholders in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
    for (const k of flatKeys(en)) expect(stringsIn(valueAt(hi, k)).length, k).toBe(stringsIn(valueAt(en, k)).length);
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('writes every Hindi sentence in Devanagari', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
});

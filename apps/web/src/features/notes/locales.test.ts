import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/notes.json';
import en from '../../locales/en/notes.json';
import { flatKeys, latinOnlyKeys } from '../../test/locale-checks.ts';

describe('notes locales', () => {
  it('has the same keys in Hindi and English', () => expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort()));
  it('writes every Hindi sentence in Devanagari (the word PDF and the name English aside)', () => {
    expect(latinOnlyKeys(hi, /PDF/g)).toEqual(['language.en']);
  });
});

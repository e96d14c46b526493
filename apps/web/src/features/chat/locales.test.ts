import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/chat.json';
import en from '../../locales/en/chat.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('chat locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('keeps the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('writes every Hindi text in Devanagari (key names such as Enter and Shift aside)', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
  it('says the empty chat as the issue does', () => {
    expect(en.page.empty).toBe('No messages yet — say hello');
  });
});

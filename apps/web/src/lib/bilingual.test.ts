import { describe, expect, it } from 'vitest';
import { asLang, pickText, shownLang } from './bilingual.ts';

describe('bilingual text', () => {
  it('treats anything but English as Hindi', () => {
    expect(asLang('en-IN')).toBe('en');
    expect(asLang('hi')).toBe('hi');
    expect(asLang(undefined)).toBe('hi');
  });

  it('shows the wanted language and falls back to the other when it is missing or blank', () => {
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickText({ hi: 'नमस्ते', en: '  ' }, 'en')).toBe('नमस्ते');
    expect(pickText({ en: 'Hello' }, 'hi')).toBe('Hello');
    expect(shownLang({ en: 'Hello' }, 'hi')).toBe('en');
    expect(pickText(null, 'hi')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { asLang, pickText } from './pick-text.ts';

describe('pickText', () => {
  it('shows the wanted language and falls back to the other', () => {
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'hi')).toBe('नमस्ते');
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickText({ en: 'Hello' }, 'hi')).toBe('Hello');
    expect(pickText({ hi: '  ', en: 'Hello' }, 'hi')).toBe('Hello');
    expect(pickText(null, 'hi')).toBe('');
  });
  it('reads the UI language, Hindi by default', () => {
    expect(asLang('en')).toBe('en');
    expect(asLang('en-IN')).toBe('en');
    expect(asLang('hi')).toBe('hi');
    expect(asLang(undefined)).toBe('hi');
  });
});

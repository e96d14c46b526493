import { describe, expect, it } from 'vitest';
import { dueLabel, intervalLabel } from './text.ts';
import { pickText, shownLang } from '../../../lib/bilingual.ts';

const t = (key: string, o?: Record<string, unknown>) => `${key}:${String(o?.count)}`;

describe('flash-card text helpers', () => {
  it('picks the wanted language and falls back to the other', () => {
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickText({ hi: 'नमस्ते' }, 'en')).toBe('नमस्ते');
    expect(pickText({ en: ' Hello ' }, 'hi')).toBe('Hello');
    expect(shownLang({ en: 'Hello' }, 'hi')).toBe('en');
    expect(shownLang({ hi: 'नमस्ते', en: 'Hello' }, 'hi')).toBe('hi');
  });
  it('labels intervals in one unit', () => {
    expect(intervalLabel(t, 10)).toBe('interval.minute:10');
    expect(intervalLabel(t, 3 * 1440)).toBe('interval.day:3');
    expect(intervalLabel(t, 90 * 1440)).toBe('interval.month:3');
  });
  it('says when the next card is due, relative to now', () => {
    const now = Date.parse('2025-06-01T10:00:00Z');
    expect(dueLabel('2025-06-01T10:10:00Z', 'en', now)).toBe('in 10 minutes');
    expect(dueLabel('2025-06-04T10:00:00Z', 'en', now)).toBe('in 3 days');
    expect(dueLabel('2025-06-01T10:10:00Z', 'hi', now)).toMatch(/10 मिनट/);
  });
});

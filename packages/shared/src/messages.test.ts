import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize, translatedMessages } from './messages.ts';

describe('localize', () => {
  it('translates a known message into Hindi and leaves English as is', () => {
    expect(localize('Enter a valid email address', 'hi')).toBe('मान्य ईमेल पता दर्ज करें');
    expect(localize('Enter a valid email address', 'en')).toBe('Enter a valid email address');
  });
  it('fills placeholders after translating', () => {
    const m = 'Too many failed sign-in attempts for this account. Please try again in {{minutes}} minutes.';
    expect(localize(m, 'en', { minutes: 15 })).toContain('in 15 minutes');
    expect(localize(m, 'hi', { minutes: 15 })).toContain('15 मिनट');
  });
  it('passes unknown messages through', () => expect(localize('Something new', 'hi')).toBe('Something new'));
});

describe('the Hindi catalogue', () => {
  // Every custom message written in a shared schema must have its Hindi text, or a Hindi
  // user would see English in a form.
  const dir = path.join(import.meta.dirname, 'schemas');
  const messages = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) =>
      [...readFileSync(path.join(dir, f), 'utf8').matchAll(/(?:message: |\(\s*[^,()]*,\s*|, )'([A-Z][^']{5,})'/g)].map((m) => m[1]),
    );

  it('finds the schema messages', () => expect(messages.length).toBeGreaterThan(20));
  it.each([...new Set(messages)])('has Hindi for "%s"', (message) => {
    expect(translatedMessages).toContain(message);
  });
});

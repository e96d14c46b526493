// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from './storage.ts';

const cookie = () => document.cookie.match(/(?:^|; )selectedLanguage=([^;]*)/)?.[1] ?? null;

/** Issue 15: the server picks a prerendered page's language from this cookie, so it must follow localStorage. */
describe('the selectedLanguage cookie mirrors localStorage', () => {
  beforeEach(() => storage.clearAll());

  it('is written with the choice and follows a change', () => {
    storage.set('selectedLanguage', 'en');
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(cookie()).toBe('en');
    storage.set('selectedLanguage', 'hi');
    expect(cookie()).toBe('hi');
  });

  it('goes when the choice is removed or storage is cleared (sign-out)', () => {
    storage.set('selectedLanguage', 'en');
    storage.remove('selectedLanguage');
    expect(cookie()).toBeNull();
    storage.set('selectedLanguage', 'en');
    storage.clearAll();
    expect(cookie()).toBeNull();
  });

  it('carries only hi or en', () => {
    storage.set('selectedLanguage', 'en');
    storage.set('selectedLanguage', 'fr<script>');
    expect(cookie()).toBeNull();
  });

  it('is not touched by other keys', () => {
    storage.set('selectedLanguage', 'en');
    storage.set('token', 'abc');
    storage.remove('token');
    expect(cookie()).toBe('en');
  });
});

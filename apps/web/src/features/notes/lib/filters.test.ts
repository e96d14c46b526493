import { describe, expect, it } from 'vitest';
import { readFilters, toApiParams, topicOptions, updateFilters, writeFilters } from './filters.ts';
import { formatBytes } from './text.ts';
import { pickText, shownLang } from '../../../lib/bilingual.ts';

describe('study filters in the URL', () => {
  it('reads known subjects and topics and drops the rest', () => {
    expect(readFilters(new URLSearchParams('subject=polity&topic=preamble&q=rights&page=2'))).toEqual({
      subject: 'polity',
      topic: 'preamble',
      search: 'rights',
      page: 2,
    });
    expect(readFilters(new URLSearchParams('subject=astrology&topic=preamble&page=-3'))).toEqual({
      subject: '',
      topic: '',
      search: '',
      page: 1,
    });
    expect(readFilters(new URLSearchParams('subject=math&topic=preamble')).topic).toBe('');
  });
  it('writes only what is set, and a new subject clears the topic and the page', () => {
    const f = { subject: 'polity', topic: 'preamble', search: '', page: 3 };
    expect(writeFilters(f).toString()).toBe('subject=polity&topic=preamble&page=3');
    expect(updateFilters(f, { subject: 'math' })).toEqual({ subject: 'math', topic: '', search: '', page: 1 });
    expect(updateFilters(f, { page: 4 }).page).toBe(4);
    expect(toApiParams({ subject: '', topic: '', search: '  ', page: 1 })).toEqual({
      subject: undefined,
      topic: undefined,
      search: undefined,
    });
  });
  it('offers the topics of the chosen subject in the chosen language', () => {
    expect(topicOptions('polity', 'hi').find((o) => o.value === 'preamble')?.label).toBe('उद्देशिका');
    expect(topicOptions('', 'en')).toEqual([]);
  });
});

describe('text helpers', () => {
  it('falls back to the other language', () => {
    expect(pickText({ en: 'Only English' }, 'hi')).toBe('Only English');
    expect(shownLang({ en: 'Only English' }, 'hi')).toBe('en');
    expect(pickText({ hi: 'हिन्दी', en: 'English' }, 'hi')).toBe('हिन्दी');
  });
  it('formats sizes as people read them', () => {
    expect(formatBytes(300, 'en')).toBe('1 KB');
    expect(formatBytes(3 * 1024, 'en')).toBe('3 KB');
    expect(formatBytes(20 * 1024 * 1024, 'hi')).toBe('20 MB');
    expect(formatBytes(1.44 * 1024 * 1024, 'en')).toBe('1.4 MB');
  });
});

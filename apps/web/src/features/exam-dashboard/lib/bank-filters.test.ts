import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, toBankQuery, topicOptions, withFilter } from './bank-filters.ts';

describe('bank filters', () => {
  it('sends only known, non-empty filters', () => {
    expect(toBankQuery(EMPTY_FILTERS)).toEqual({});
    expect(toBankQuery({ subject: 'indian geography', topic: 'rivers', difficulty: 'hard', language: 'hi', search: '  गंगा ' })).toEqual({
      subject: 'indian geography',
      topic: 'rivers',
      difficulty: 'hard',
      language: 'hi',
      search: 'गंगा',
    });
    expect(toBankQuery({ ...EMPTY_FILTERS, subject: 'nope', topic: 'rivers', difficulty: 'tough' })).toEqual({});
    // A topic of another subject is dropped.
    expect(toBankQuery({ ...EMPTY_FILTERS, subject: 'world geography', topic: 'rivers' })).toEqual({ subject: 'world geography' });
  });
  it('clears the topic when the subject changes', () => {
    const f = { ...EMPTY_FILTERS, subject: 'indian geography', topic: 'rivers' };
    expect(withFilter(f, 'subject', 'world geography').topic).toBe('');
    expect(withFilter(f, 'difficulty', 'easy').topic).toBe('rivers');
  });
  it('labels topics in Hindi and English', () => {
    const hi = topicOptions('indian geography', 'hi').find((t) => t.value === 'rivers');
    expect(hi?.label).toBe('नदियाँ');
    expect(topicOptions('indian geography', 'en').find((t) => t.value === 'rivers')?.label).toBe('Rivers');
    expect(topicOptions('', 'en')).toEqual([]);
  });
  it('round-trips through the URL', () => {
    const f = { ...EMPTY_FILTERS, subject: 'indian geography', search: 'x y' };
    const params = filtersToParams(f, 3);
    expect(params.get('page')).toBe('3');
    expect(filtersFromParams(params)).toEqual(f);
    expect(filtersToParams(f, 1).has('page')).toBe(false);
  });
});

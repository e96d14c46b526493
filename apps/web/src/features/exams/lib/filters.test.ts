import { describe, expect, it } from 'vitest';
import { hasActiveFilters, pageCount, readFilters, toApiParams, updateFilters, writeFilters } from './filters.ts';

const read = (q: string) => readFilters(new URLSearchParams(q));

describe('exam list filters <-> URL <-> API params', () => {
  it('reads every known filter from the URL', () => {
    expect(read('code=SSC_CGL_TIER_1&kind=mock&language=hi&access=paid&search=%20tier%20&page=3')).toEqual({
      code: 'SSC_CGL_TIER_1',
      kind: 'mock',
      language: 'hi',
      access: 'paid',
      search: 'tier',
      page: 3,
    });
  });

  it('drops unknown values instead of sending them to the API', () => {
    expect(read('code=NOPE&kind=exam&language=fr&access=cheap&page=-2&search=%20%20')).toEqual({ page: 1 });
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what is set and leaves page 1 out', () => {
    expect(writeFilters({ page: 1 }).toString()).toBe('');
    expect(writeFilters({ kind: 'live', access: 'free', search: 'रेलवे', page: 2 }).toString()).toBe(
      'kind=live&access=free&search=%E0%A4%B0%E0%A5%87%E0%A4%B2%E0%A4%B5%E0%A5%87&page=2',
    );
  });

  it('round-trips through the URL', () => {
    const filters = {
      code: 'NTPC' as const,
      kind: 'practice' as const,
      language: 'en' as const,
      access: 'free' as const,
      search: 'set',
      page: 4,
    };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('resets to page 1 when a filter changes, not when the page does', () => {
    const f = { kind: 'mock' as const, page: 5 };
    expect(updateFilters(f, { language: 'hi' })).toEqual({ kind: 'mock', language: 'hi', page: 1 });
    expect(updateFilters(f, { page: 2 })).toEqual({ kind: 'mock', page: 2 });
    expect(updateFilters(f, { kind: undefined }).kind).toBeUndefined();
    expect(updateFilters(f, { search: '' }).search).toBeUndefined();
  });

  it('gives the API the filter names of examListQuery, without page', () => {
    expect(toApiParams({ code: 'SSC', access: 'paid', page: 3 })).toEqual({
      code: 'SSC',
      kind: undefined,
      language: undefined,
      access: 'paid',
      search: undefined,
    });
  });

  it('knows when the list is filtered and how many pages there are', () => {
    expect(hasActiveFilters({ page: 3 })).toBe(false);
    expect(hasActiveFilters({ search: 'x', page: 1 })).toBe(true);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});

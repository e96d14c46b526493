import { describe, expect, it } from 'vitest';
import { EXAM_CODES } from '@pariksha/shared/exam/templates';
import { CATEGORIES, categoryOf, codeFromSlug, groupByCategory, matchesQuery, slugOf } from './catalog.ts';

describe('exam guide slugs', () => {
  it('round-trips every code through its slug', () => {
    for (const code of EXAM_CODES) expect(codeFromSlug(slugOf(code))).toBe(code);
    expect(slugOf('SSC_CGL_TIER_1')).toBe('ssc-cgl-tier-1');
  });
  it('accepts the code itself in any case and refuses anything else', () => {
    expect(codeFromSlug('IBPS_PO')).toBe('IBPS_PO');
    expect(codeFromSlug('ibps_po')).toBe('IBPS_PO');
    for (const bad of ['', undefined, 'ssc-cgl', 'NOT_AN_EXAM', '__proto__', 'constructor']) expect(codeFromSlug(bad)).toBeNull();
  });
});

describe('categories', () => {
  it('puts each of the 24 exams in exactly one known category, and none is empty', () => {
    const groups = groupByCategory(EXAM_CODES);
    expect(groups.map((g) => g.category)).toEqual([...CATEGORIES]);
    expect(groups.flatMap((g) => g.codes).sort()).toEqual([...EXAM_CODES].sort());
    expect(categoryOf('NDA')).toBe('defence');
    expect(categoryOf('RBI_GRADE_B')).toBe('banking');
  });
  it('drops empty groups and keeps the template order inside a group', () => {
    expect(groupByCategory(['SBI_PO', 'CTET', 'IBPS_PO'])).toEqual([
      { category: 'banking', codes: ['IBPS_PO', 'SBI_PO'] },
      { category: 'teaching', codes: ['CTET'] },
    ]);
  });
});

describe('matchesQuery', () => {
  const sbiClerk = { code: 'SBI_CLERK' as const, words: ['SBI Clerk', 'एसबीआई क्लर्क', 'Junior associate', 'State Bank of India (SBI)'] };
  it('matches everything on an empty query', () => {
    expect(matchesQuery(sbiClerk, '   ')).toBe(true);
  });
  it('needs every word, in any case, and finds the code with or without underscores', () => {
    expect(matchesQuery(sbiClerk, 'sbi clerk')).toBe(true);
    expect(matchesQuery(sbiClerk, 'SBI  po')).toBe(false);
    expect(matchesQuery(sbiClerk, 'sbi_clerk')).toBe(true);
    expect(matchesQuery(sbiClerk, 'state bank')).toBe(true);
  });
  it('finds Hindi words', () => {
    expect(matchesQuery(sbiClerk, 'क्लर्क')).toBe(true);
    expect(matchesQuery(sbiClerk, 'पुलिस')).toBe(false);
  });
});

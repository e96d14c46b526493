import { describe, expect, it } from 'vitest';
import { dashboardTabs, tabForPath } from './access.ts';

describe('dashboardTabs', () => {
  it('gives a student only their own tests', () => {
    expect(dashboardTabs(false).map((t) => t.key)).toEqual(['mine']);
  });
  it('gives staff the authoring tabs in order', () => {
    expect(dashboardTabs(true).map((t) => t.key)).toEqual(['mine', 'tests', 'bank', 'import', 'results', 'reports']);
  });
});

describe('tabForPath', () => {
  it('finds the tab of a sub-path', () => {
    expect(tabForPath('')).toBe('mine');
    expect(tabForPath('tests')).toBe('tests');
    expect(tabForPath('tests/abc')).toBe('tests');
    expect(tabForPath('question-bank/new')).toBe('bank');
    expect(tabForPath('import')).toBe('import');
    expect(tabForPath('results')).toBe('results');
    expect(tabForPath('unknown')).toBe('mine');
  });
});

import { describe, expect, it } from 'vitest';
import { backTarget } from './back-link.ts';

describe('backTarget', () => {
  it('goes back to the analysis that linked here', () => {
    expect(backTarget('/exams/e1/s1/analysis?attemptId=a1', 'e1')).toBe('/exams/e1/s1/analysis?attemptId=a1');
  });
  it('falls back to the test for anything else', () => {
    for (const bad of [null, '', 'https://evil.example/exams/x/y', '//evil.example/exams/x/y', '/profile', '/exams']) {
      expect(backTarget(bad, 'e1')).toBe('/exams/e1');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { defaultTestLanguage, examUrls, parseExamSegment, startUrl } from './route-shape.ts';

describe('parseExamSegment (decisions.md: hi/en is a language, anything else a set id)', () => {
  it('reads hi and en as test languages', () => {
    expect(parseExamSegment('hi')).toEqual({ kind: 'language', language: 'hi' });
    expect(parseExamSegment('en')).toEqual({ kind: 'language', language: 'en' });
  });
  it('reads anything else as a set id, including near misses', () => {
    const id = '0b7c7c1e-6f0a-4c5e-9d1a-2f3b4c5d6e7f';
    expect(parseExamSegment(id)).toEqual({ kind: 'set', setId: id });
    for (const s of ['HI', 'En', 'hin', 'english', 'h', '']) expect(parseExamSegment(s).kind).toBe('set');
  });
});

describe('defaultTestLanguage', () => {
  it('prefers the UI language when the exam offers it', () => {
    expect(defaultTestLanguage(['hi', 'en'], 'hi')).toBe('hi');
    expect(defaultTestLanguage(['hi', 'en'], 'en')).toBe('en');
    expect(defaultTestLanguage(['hi', 'en'], 'en-IN')).toBe('en');
  });
  it("falls back to the exam's own language", () => {
    expect(defaultTestLanguage(['en'], 'hi')).toBe('en');
    expect(defaultTestLanguage(['hi'], 'en')).toBe('hi');
    expect(defaultTestLanguage([], 'en')).toBe('hi');
  });
});

describe('examUrls', () => {
  it('builds the hall and result links', () => {
    expect(examUrls.hall('e1', 's1')).toBe('/exams/e1/s1/sections');
    expect(examUrls.results('e1', 's1')).toBe('/exams/e1/s1/results');
    expect(examUrls.results('e1', 's1', 'a1')).toBe('/exams/e1/s1/results?attemptId=a1');
    expect(examUrls.instructions('e1', 's1', 'en')).toBe('/exams/e1/s1?lang=en');
    expect(examUrls.leaderboard('s1')).toBe('/exam-leaderboard?setId=s1');
  });
});

describe('startUrl (issue 13: Start opens question 1 of the first section)', () => {
  it('opens the section with the lowest position, whatever the order given', () => {
    const sections = [
      { id: 'reasoning', position: 2 },
      { id: 'gk', position: 1 },
      { id: 'maths', position: 3 },
    ];
    expect(startUrl('e1', 's1', sections)).toBe('/exams/e1/s1/section/gk');
  });
  it('falls back to the section list when the paper has no sections', () => {
    expect(startUrl('e1', 's1', [])).toBe('/exams/e1/s1/sections');
  });
});

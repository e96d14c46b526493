import { describe, expect, it } from 'vitest';
import { EXAM_CODES } from '@pariksha/shared/exam/templates';
import { markingLabel, templatePattern } from './template-pattern.ts';

describe('templatePattern', () => {
  it('describes SSC: 60 minutes, 100 questions, 4 sections, +2 / −0.50', () => {
    const p = templatePattern('SSC');
    expect(p).toMatchObject({ durationMinutes: 60, totalQuestions: 100, sectionCount: 4, totalMarks: '200', passingMarks: '35' });
    expect(p.markCorrect).toEqual(['2']);
    expect(p.penalties).toEqual(['0.50']);
    expect(p.hasNegativeMarking).toBe(true);
    expect(p.sections).toHaveLength(4);
    expect(p.sections[0]).toMatchObject({ minutes: 15, questions: 25 });
    expect(p.sections[0]!.name.hi).toMatch(/[\u0900-\u097F]/);
  });
  it('says when there is no negative marking (CTET)', () => {
    const p = templatePattern('CTET');
    expect(p.hasNegativeMarking).toBe(false);
    expect(p.penalties).toEqual([]);
  });
  it('adds up for every template', () => {
    for (const code of EXAM_CODES) {
      const p = templatePattern(code);
      expect(p.sections.reduce((n, s) => n + s.questions, 0)).toBe(p.totalQuestions);
      expect(p.sections).toHaveLength(p.sectionCount);
    }
  });
  it('labels marking with a real minus sign, or 0', () => {
    expect(markingLabel('2', '0.50')).toBe('+2 / −0.50');
    expect(markingLabel('1', '0')).toBe('+1 / 0');
  });
});

import { describe, expect, it } from 'vitest';
import { EXAM_CODES, getTemplate } from '@pariksha/shared/exam/templates';
import { sectionsFromTemplate, setFromTemplate, timePerQuestion, totalMarksOf } from './template-copy.ts';

describe('sectionsFromTemplate', () => {
  it.each(EXAM_CODES)('%s: copies every section in order with its names, timing and marks', (code) => {
    const t = getTemplate(code);
    const sections = sectionsFromTemplate(code);
    expect(sections).toHaveLength(Number(t.totalSections));
    sections.forEach((s, i) => {
      const ts = t.sections[i];
      expect(s).toEqual({
        position: i,
        name: { hi: ts.sectionNameHi, en: ts.sectionName },
        durationMinutes: Number(ts.sectionDuration),
        plannedQuestionCount: Number(ts.totalQuestions),
        markCorrect: ts.markForCorrectAns,
        markWrong: ts.markForInCorrectAns,
        timePerQuestionSeconds: Number(ts.timePerQuestion),
      });
    });
    expect(setFromTemplate(code)).toEqual({ durationMinutes: Number(t.duration), passingMarks: t.passingMarks, totalMarks: t.totalMarks });
  });
});

describe('totalMarksOf', () => {
  it('adds planned questions times marks exactly and writes whole numbers plainly', () => {
    expect(totalMarksOf(sectionsFromTemplate('SSC_CGL_TIER_1'))).toBe('200');
    expect(totalMarksOf([{ plannedQuestionCount: 30, markCorrect: '0.33' }])).toBe('10');
    expect(totalMarksOf([{ plannedQuestionCount: 120, markCorrect: '1.67' }])).toBe('200'); // 1.67 is 5/3
    expect(totalMarksOf([{ plannedQuestionCount: 3, markCorrect: '0.50' }])).toBe('1.50');
    expect(totalMarksOf([])).toBe('0');
  });
});

describe('timePerQuestion', () => {
  it('rounds seconds per question like the templates', () => {
    expect(timePerQuestion(15, 25)).toBe(36);
    expect(timePerQuestion(20, 35)).toBe(34);
    expect(timePerQuestion(10, 0)).toBe(600);
  });
});

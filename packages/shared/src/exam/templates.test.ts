import { describe, expect, it } from 'vitest';
import { add, compare, fraction, mul, parseMark, sub, toNumber, ZERO } from './fraction.ts';
import { EXAM_CODES, EXAM_TEMPLATES, getTemplate, isExamCode } from './templates.ts';

const int = (s: string) => {
  expect(s).toMatch(/^\d+$/);
  return Number(s);
};

describe('EXAM_TEMPLATES', () => {
  it('has all 24 codes, in the spec order, keyed by their own code', () => {
    expect(EXAM_CODES).toHaveLength(24);
    expect(new Set(EXAM_CODES).size).toBe(24);
    expect(Object.keys(EXAM_TEMPLATES)).toEqual([...EXAM_CODES]);
    for (const code of EXAM_CODES) expect(EXAM_TEMPLATES[code].code).toBe(code);
  });

  describe.each(EXAM_CODES)('%s', (code) => {
    const t = EXAM_TEMPLATES[code];

    it('has sections that add up to the template', () => {
      expect(t.sections).toHaveLength(int(t.totalSections));
      expect(t.sections.reduce((n, s) => n + int(s.totalQuestions), 0)).toBe(int(t.totalQuestions));
      expect(t.sections.reduce((n, s) => n + int(s.sectionDuration), 0)).toBe(int(t.duration));
    });

    it('derives time per question from each section', () => {
      for (const s of t.sections) {
        expect(int(s.timePerQuestion)).toBe(Math.round((int(s.sectionDuration) * 60) / int(s.totalQuestions)));
      }
    });

    it('has marks that multiply out to the total', () => {
      const max = t.sections.reduce((sum, s) => add(sum, mul(parseMark(s.markForCorrectAns), int(s.totalQuestions))), ZERO);
      expect(Math.abs(toNumber(sub(max, fraction(int(t.totalMarks)))))).toBeLessThanOrEqual(0.5);
      for (const s of t.sections) {
        // Penalties are non-negative strings and never exceed the reward.
        expect(compare(parseMark(s.markForInCorrectAns), parseMark(s.markForCorrectAns))).toBeLessThanOrEqual(0);
      }
      expect(int(t.passingMarks)).toBeLessThan(int(t.totalMarks));
    });

    it('has titles and section names in both languages', () => {
      expect(t.title.en).not.toBe('');
      // Exam names stay in Latin letters in Hindi too, as aspirants search them (docs/glossary.md).
      expect(t.title.hi).not.toBe('');
      for (const s of t.sections) {
        expect(s.sectionName).not.toBe('');
        expect(s.sectionNameHi).toMatch(/[\u0900-\u097F]/);
      }
    });
  });

  it('is exact for thirds: RBI Grade B 1.67 × 120 = 200, and the penalty is a quarter', () => {
    const s = EXAM_TEMPLATES.RBI_GRADE_B.sections[0];
    expect(mul(parseMark(s.markForCorrectAns), 120)).toEqual(fraction(200));
    expect(mul(parseMark(s.markForInCorrectAns), 4)).toEqual(parseMark(s.markForCorrectAns));
    expect(sub(mul(parseMark('2.5'), 120), fraction(300))).toEqual(fraction(0));
  });

  it('has the NTPC sections of the spec', () => {
    const t = getTemplate('NTPC');
    expect(t).toMatchObject({ duration: '90', totalQuestions: '100', totalSections: '3', passingMarks: '40', totalMarks: '100' });
    expect(t.title).toEqual({ en: 'RRB NTPC', hi: 'RRB NTPC' });
    const mark = { markForCorrectAns: '1', markForInCorrectAns: '0.25' };
    expect(t.sections).toEqual([
      { sectionName: 'Mathematics', sectionNameHi: 'गणित', sectionDuration: '30', totalQuestions: '30', timePerQuestion: '60', ...mark },
      {
        sectionName: 'General Intelligence and Reasoning',
        sectionNameHi: 'सामान्य बुद्धि एवं तर्कशक्ति',
        sectionDuration: '30',
        totalQuestions: '30',
        timePerQuestion: '60',
        ...mark,
      },
      {
        sectionName: 'General Awareness',
        sectionNameHi: 'सामान्य जागरूकता',
        sectionDuration: '30',
        totalQuestions: '40',
        timePerQuestion: '45',
        ...mark,
      },
    ]);
  });

  it.each(['SSC', 'SSC_CGL_TIER_1'] as const)('has the four SSC sections in %s', (code) => {
    const t = getTemplate(code);
    expect(t.sections.map((s) => s.sectionName)).toEqual([
      'General Intelligence and Reasoning',
      'General Awareness',
      'Quantitative Aptitude',
      'English Comprehension',
    ]);
    for (const s of t.sections) {
      expect(s).toMatchObject({
        sectionDuration: '15',
        totalQuestions: '25',
        timePerQuestion: '36',
        markForCorrectAns: '2',
        markForInCorrectAns: '0.50',
      });
    }
  });

  it('scales the IBPS PO prelims minutes to the 180-minute template', () => {
    expect(getTemplate('IBPS_PO').sections.map((s) => [s.sectionName, s.totalQuestions, s.sectionDuration])).toEqual([
      ['English Language', '30', '60'],
      ['Quantitative Aptitude', '35', '60'],
      ['Reasoning Ability', '35', '60'],
    ]);
  });

  it('recognises codes', () => {
    expect(isExamCode('CTET')).toBe(true);
    expect(isExamCode('ctet')).toBe(false);
    expect(isExamCode('CTET_LIVE')).toBe(false);
  });
});

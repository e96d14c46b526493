import { describe, expect, it } from 'vitest';
import {
  EXAM_FAMILIES,
  EXAM_FAMILY_LABELS,
  examsOfFamilies,
  FAMILY_SUBJECTS,
  familyOfExam,
  isExamFamily,
  subjectsForGoals,
} from './families.ts';
import { SUBJECT_KEYS } from '../taxonomy/taxonomy.ts';
import { EXAM_CODES } from './templates.ts';

describe('exam families', () => {
  it('puts every exam but general practice in a family', () => {
    for (const code of EXAM_CODES) {
      const family = familyOfExam(code);
      if (code === 'GENERAL_EXAM') expect(family).toBeNull();
      else expect(EXAM_FAMILIES).toContain(family);
    }
    expect(familyOfExam('NDA')).toBe('defence');
    expect(familyOfExam('DSSSB')).toBe('teaching');
  });

  it('labels every family in both languages', () => {
    for (const f of EXAM_FAMILIES) {
      expect(EXAM_FAMILY_LABELS[f].hi).not.toBe('');
      expect(EXAM_FAMILY_LABELS[f].en).not.toBe('');
    }
  });

  it('recognises family ids only', () => {
    expect(isExamFamily('banking')).toBe(true);
    expect(isExamFamily('general')).toBe(false);
    expect(isExamFamily('SSC')).toBe(false);
  });

  it('lists the exams of the chosen families in catalogue order', () => {
    expect(examsOfFamilies(['railway'])).toEqual(['NTPC', 'RAILWAY_GROUP_D']);
    expect(examsOfFamilies([])).toEqual([]);
  });

  it("names only taxonomy subjects as a family's goal subjects", () => {
    for (const f of EXAM_FAMILIES) for (const key of FAMILY_SUBJECTS[f]) expect(SUBJECT_KEYS).toContain(key);
  });

  it('lists the goal subjects of several families once each, in family order', () => {
    expect(subjectsForGoals([])).toEqual([]);
    const both = subjectsForGoals(['banking', 'ssc']);
    expect(both.slice(0, 3)).toEqual(['math', 'reasoning', 'english']);
    expect(new Set(both).size).toBe(both.length);
    expect(both).toContain('computer');
  });
});

import { describe, expect, it } from 'vitest';
import { LIVE_EXAM_OPTIONS, liveOptionCode, PRACTICE_OPTIONS } from './select-options.ts';
import { EXAM_CODES, EXAM_TEMPLATES, isExamCode } from './templates.ts';

describe('select options', () => {
  it('has one live option per exam code, ending in _LIVE and mapping back', () => {
    expect(LIVE_EXAM_OPTIONS).toHaveLength(EXAM_CODES.length);
    LIVE_EXAM_OPTIONS.forEach((option, i) => {
      expect(option.value.endsWith('_LIVE')).toBe(true);
      expect(liveOptionCode(option.value)).toBe(EXAM_CODES[i]);
      expect(option.label).toEqual(EXAM_TEMPLATES[EXAM_CODES[i]].title);
    });
  });

  it('lists subjects and every exam for practice, with no live values', () => {
    const values = PRACTICE_OPTIONS.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['math', 'reasoning', 'english', 'general awareness', ...EXAM_CODES]));
    expect(values.some((v) => v.endsWith('_LIVE'))).toBe(false);
    expect(PRACTICE_OPTIONS.find((o) => o.value === 'NTPC')?.label).toEqual({ en: 'RRB NTPC', hi: 'RRB NTPC' });
  });

  it('labels every option in both languages', () => {
    for (const o of [...PRACTICE_OPTIONS, ...LIVE_EXAM_OPTIONS]) {
      expect(o.label.en).not.toBe('');
      // Subjects are Hindi words; exam names stay Latin as aspirants search them (docs/glossary.md).
      expect(o.label.hi).toMatch(isExamCode(o.value) || liveOptionCode(o.value) ? /\S/ : /[\u0900-\u097F]/);
    }
  });

  it('rejects values that are not live exam options', () => {
    expect(liveOptionCode('NTPC')).toBeNull();
    expect(liveOptionCode('math')).toBeNull();
    expect(liveOptionCode('FOO_LIVE')).toBeNull();
    expect(liveOptionCode('_LIVE')).toBeNull();
    expect(liveOptionCode('ntpc_LIVE')).toBeNull();
  });
});

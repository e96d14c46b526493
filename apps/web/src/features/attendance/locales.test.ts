import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/attendance.json';
import en from '../../locales/en/attendance.json';
import hiCommon from '../../locales/hi/common.json';
import enCommon from '../../locales/en/common.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches } from '../../test/locale-checks.ts';

describe('attendance locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('keeps the same placeholders in both languages', () => {
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });
  it('writes every Hindi text in Devanagari (numbers and placeholders aside)', () => {
    expect(latinOnlyKeys(hi, /CSV|XLSX|SMS/g)).toEqual([]);
  });
  it('uses the spec’s sidebar label (2.5)', () => {
    expect(enCommon.nav.attendanceManagement).toBe('Attendance Management');
    expect(hiCommon.nav.attendanceManagement).toBeTruthy();
  });
});

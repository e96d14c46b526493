import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/potd.json';
import en from '../../locales/en/potd.json';

const keys = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const value = (obj: object, key: string) =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj) as string;

describe('potd locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });
  it('has Devanagari in every Hindi text', () => {
    expect(keys(hi).filter((k) => !/[\u0900-\u097F]/.test(value(hi, k)))).toEqual([]);
  });
  it("keeps the spec's exact English texts (2.8, 5, 8)", () => {
    expect(en).toMatchObject({
      currentStreak: 'Current Streak',
      maxStreak: 'Max Streak',
      submit: 'Submit Answer',
      selectOption: 'Please select an option',
      incorrect: 'Incorrect answer. Try again',
      correct: 'Correct! Current streak: {{count}}',
      completed: 'Problem Completed!',
      comeBack: 'Come back tomorrow',
      share: 'Share Achievement',
      shareOn: { twitter: 'Twitter', linkedin: 'LinkedIn', facebook: 'Facebook', whatsapp: 'WhatsApp' },
      noProblem: 'No problem available for today',
      working: "We're working on today's problem",
      checkBack: 'Please check back in a few minutes',
      fetchError: 'Error fetching problem of the day',
      submitError: 'Error submitting answer',
      syncFailed: 'Failed to submit answer',
    });
  });
});

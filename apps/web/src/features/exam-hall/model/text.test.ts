import { describe, expect, it } from 'vitest';
import { hasLanguage } from './text.ts';
import { pickText } from '../../../lib/bilingual.ts';

describe('question text by language', () => {
  it('uses the wanted language and falls back to the other', () => {
    expect(pickText({ hi: 'प्रश्न', en: 'Question' }, 'hi')).toBe('प्रश्न');
    expect(pickText({ hi: 'प्रश्न', en: 'Question' }, 'en')).toBe('Question');
    expect(pickText({ en: 'Question' }, 'hi')).toBe('Question');
    expect(pickText({ hi: '  ', en: 'Question' }, 'hi')).toBe('Question');
    expect(pickText(undefined, 'en')).toBe('');
  });

  it('says whether a question has any text in a language', () => {
    expect(hasLanguage([{ en: 'Q' }, { en: 'A' }], 'hi')).toBe(false);
    expect(hasLanguage([{ en: 'Q' }, { hi: 'अ' }], 'hi')).toBe(true);
  });
});

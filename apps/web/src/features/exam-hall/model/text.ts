import type { Bilingual } from '@pariksha/shared/schemas/exams';

export type QuestionLanguage = 'hi' | 'en';

/** Text in the wanted language, or the other one when it is missing (a question may be in one only). */
export function pickText(text: Bilingual | null | undefined, lang: QuestionLanguage | string): string {
  const want = lang === 'en' ? text?.en : text?.hi;
  const other = lang === 'en' ? text?.hi : text?.en;
  return want?.trim() ? want : (other ?? '');
}

/** Whether a question (and its options) has text in the language, so the toggle can say when it falls back. */
export function hasLanguage(texts: (Bilingual | null | undefined)[], lang: QuestionLanguage): boolean {
  return texts.some((t) => Boolean(t?.[lang]?.trim()));
}

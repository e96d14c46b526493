import type { Bilingual } from '@pariksha/shared/schemas/exams';

export type QuestionLanguage = 'hi' | 'en';

/** Whether a question (and its options) has text in the language, so the toggle can say when it falls back. */
export function hasLanguage(texts: (Bilingual | null | undefined)[], lang: QuestionLanguage): boolean {
  return texts.some((t) => Boolean(t?.[lang]?.trim()));
}

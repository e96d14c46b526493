import type { Bilingual } from '@pariksha/shared/schemas/exams';

export type Lang = 'hi' | 'en';
export const asLang = (language: string): Lang => (language.startsWith('en') ? 'en' : 'hi');

/** Bilingual content in the wanted language, falling back to the other one. */
export function pickText(text: Bilingual | null | undefined, lang: string): string {
  if (!text) return '';
  const l = asLang(lang);
  const other = l === 'hi' ? 'en' : 'hi';
  return text[l]?.trim() || text[other]?.trim() || '';
}

/** Option letters as the exam papers print them. */
export const OPTION_LETTERS = 'ABCDEF';

/** A topic key in a URL segment (topic keys contain spaces). */
export const topicSegment = (topic: string) => encodeURIComponent(topic);

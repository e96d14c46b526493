import type { Bilingual } from '@pariksha/shared/schemas/exams';
import { EXAM_TEMPLATES, isExamCode } from '@pariksha/shared/exam/templates';

export type Lang = 'hi' | 'en';
export const asLang = (language: string): Lang => (language.startsWith('en') ? 'en' : 'hi');

/** Bilingual content in the wanted language, falling back to the other one. */
export function pickText(text: Bilingual | null | undefined, lang: string): string {
  if (!text) return '';
  const l = asLang(lang);
  const other = l === 'hi' ? 'en' : 'hi';
  return text[l]?.trim() || text[other]?.trim() || '';
}

/** The exam code's template title (SSC_CGL_TIER_1 -> 'SSC CGL Tier 1' / its Hindi title). */
export function examCodeLabel(code: string, lang: string): string {
  return isExamCode(code) ? EXAM_TEMPLATES[code].title[asLang(lang)] : code;
}

/** A penalty string ('0.50') as the instructions show it: '−0.50', or null for none. */
export function penaltyLabel(markWrong: string): string | null {
  return Number(markWrong) > 0 ? `−${markWrong}` : null;
}

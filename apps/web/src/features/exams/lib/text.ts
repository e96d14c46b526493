import { EXAM_TEMPLATES, isExamCode } from '@pariksha/shared/exam/templates';
import { asLang } from '../../../lib/bilingual.ts';

/** The exam code's template title (SSC_CGL_TIER_1 -> 'SSC CGL Tier 1' / its Hindi title). */
export function examCodeLabel(code: string, lang: string): string {
  return isExamCode(code) ? EXAM_TEMPLATES[code].title[asLang(lang)] : code;
}

/** A penalty string ('0.50') as the instructions show it: '−0.50', or null for none. */
export function penaltyLabel(markWrong: string): string | null {
  return Number(markWrong) > 0 ? `−${markWrong}` : null;
}

import { intervalParts } from '@pariksha/shared/flash-cards/schedule';
import type { BilingualText } from '@pariksha/shared/schemas/flash-cards';

export type Lang = 'hi' | 'en';
export const asLang = (language: string): Lang => (language.startsWith('en') ? 'en' : 'hi');

/** Text in the wanted language, falling back to the other one. */
export function pickText(text: BilingualText | null | undefined, lang: string): string {
  if (!text) return '';
  const l = asLang(lang);
  return text[l]?.trim() || text[l === 'hi' ? 'en' : 'hi']?.trim() || '';
}

/** The language a card side is actually shown in (the wanted one if written, else the other). */
export function shownLang(text: BilingualText, lang: Lang): Lang {
  return text[lang]?.trim() ? lang : lang === 'hi' ? 'en' : 'hi';
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** "10 min", "3 days", "2 months": the interval a rating button would set. */
export function intervalLabel(t: T, minutes: number): string {
  const { unit, count } = intervalParts(minutes);
  return t(`interval.${unit}`, { count });
}

/** When the next card falls due, relative to now ("in 10 minutes", "tomorrow"). */
export function dueLabel(iso: string, lang: Lang, now = Date.now()): string {
  const minutes = (new Date(iso).getTime() - now) / 60_000;
  const { unit, count } = intervalParts(minutes);
  const rtf = new Intl.RelativeTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { numeric: 'auto' });
  return rtf.format(Math.max(1, Math.round(count)), unit);
}

import { intervalParts } from '@pariksha/shared/flash-cards/schedule';
import type { Lang } from '../../../lib/bilingual.ts';

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

import type { TFunction } from 'i18next';
import { relativeTime } from '@pariksha/shared/time';

/** Spec 9's relative labels (common:time.*), a locale date after a week. */
export function formatRelative(iso: string, t: TFunction, language: string, now = Date.now()): string {
  const rel = relativeTime(Date.parse(iso), now);
  if (rel.key === 'date') {
    return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(new Date(iso));
  }
  return t(`common:time.${rel.key}`, 'count' in rel ? { count: rel.count } : {});
}

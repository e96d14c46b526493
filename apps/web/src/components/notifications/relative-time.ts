import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { relativeTime } from '@pariksha/shared/time';

/**
 * Spec 9's relative labels through common:time.* (pluralised per language); from a week on,
 * a date in the current language.
 */
export function formatRelativeTime(t: TFunction, language: string, timestamp: number, now = Date.now()): string {
  const label = relativeTime(timestamp, now);
  switch (label.key) {
    case 'date':
      return new Date(timestamp).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' });
    case 'minutesAgo':
    case 'hoursAgo':
    case 'daysAgo':
      return t(`common:time.${label.key}`, { count: label.count });
    default:
      return t(`common:time.${label.key}`);
  }
}

/** The current time, ticking each minute while `active`, so "just now" becomes "1 minute ago" on screen. */
export function useNow(active: boolean, intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

/**
 * Relative time labels of spec section 9, as i18n keys with a count so each language
 * can pluralise properly. `date` means: show a locale date instead.
 */
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number }
  | { key: 'yesterday' }
  | { key: 'daysAgo'; count: number }
  | { key: 'date' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(timestamp: number, now: number = Date.now()): RelativeTime {
  const diff = Math.max(0, now - timestamp);
  if (diff <= MINUTE) return { key: 'justNow' };
  if (diff < HOUR) return { key: 'minutesAgo', count: Math.floor(diff / MINUTE) };
  if (diff < DAY) return { key: 'hoursAgo', count: Math.floor(diff / HOUR) };
  const days = Math.floor(diff / DAY);
  if (days < 7) return days === 1 ? { key: 'yesterday' } : { key: 'daysAgo', count: days };
  return { key: 'date' };
}

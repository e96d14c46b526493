import { addDays, type DayKey } from '@pariksha/shared/streak';

const locale = (lang: string) => (lang === 'hi' ? 'hi-IN' : 'en-IN');
/** A day key as a date at UTC midnight, so formatting never shifts it by the browser's zone. */
const asDate = (day: DayKey) => new Date(`${day}T00:00:00Z`);

export function formatDay(
  day: DayKey,
  lang: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
) {
  return new Intl.DateTimeFormat(locale(lang), { ...options, timeZone: 'UTC' }).format(asDate(day));
}

export const formatShortDay = (day: DayKey, lang: string) => formatDay(day, lang, { weekday: 'short', day: 'numeric', month: 'short' });

export function formatMonth(month: string, lang: string) {
  return new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asDate(`${month}-01`));
}

export function formatTime(iso: string, lang: string, timeZone: string) {
  return new Intl.DateTimeFormat(locale(lang), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Weekday names, Sunday first (as Indian wall calendars print them). */
export function weekdayNames(lang: string): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays('2023-01-01', i);
    return { short: formatDay(day, lang, { weekday: 'narrow' }), long: formatDay(day, lang, { weekday: 'long' }) };
  });
}

/** The month as weeks of day keys, Sunday first; null pads the first and last week. */
export function monthGrid(month: string): (DayKey | null)[][] {
  const first = `${month}-01`;
  const lead = asDate(first).getUTCDay();
  const days: (DayKey | null)[] = Array.from({ length: lead }, () => null);
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

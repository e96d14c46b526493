/**
 * Messages grouped by calendar day, in the reader's time zone (the device's unless one is
 * given), and the label of each day: today, yesterday, a weekday within the week, else a date.
 */

const keyFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of a moment as YYYY-MM-DD in the time zone. */
export function dayKey(at: string | number | Date, timeZone?: string): string {
  const id = timeZone ?? '';
  let format = keyFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    keyFormats.set(id, format);
  }
  return format.format(new Date(at));
}

export type DayGroup<T> = { key: string; items: T[] };

/** Consecutive items of the same day together, in the order given (oldest first in the chat). */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.createdAt, timeZone);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

const utcDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** Whole days from `from` to `to` (YYYY-MM-DD keys). */
export const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / 86_400_000);

const locale = (language: string) => (language === 'hi' ? 'hi-IN' : 'en-IN');

type LabelOptions = {
  now: Date;
  language: string;
  /** The words for today and yesterday, already translated. */
  today: string;
  yesterday: string;
  timeZone?: string;
};

/** "Today", "Yesterday", "Friday" within the week, "20 November" this year, else "20 November 2025" (Hindi alike). */
export function dayLabel(key: string, { now, language, today, yesterday, timeZone }: LabelOptions): string {
  const ago = daysBetween(key, dayKey(now, timeZone));
  if (ago === 0) return today;
  if (ago === 1) return yesterday;
  // Noon UTC of that day names the right date in every time zone from -12 to +11:59.
  const date = new Date(utcDay(key) + 12 * 3_600_000);
  if (ago > 1 && ago < 7) return new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

/** A message's time of day, "2:35 pm". */
export function timeOfDay(at: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));
}

/**
 * Pure helpers around flash-card scheduling shared by the server and the web: where "today"
 * ends in a time zone (review cards due any time today are shown from the morning, as Anki
 * does), and how to say an interval in one unit ("10 minutes", "3 days", "2 months").
 */

function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at a moment, in milliseconds (+5:30 for Asia/Kolkata). */
function offsetMs(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first moment of the next calendar day in the time zone (local midnight after `now`). */
export function startOfNextDay(now: Date, timeZone: string): Date {
  const p = zonedParts(now, timeZone);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1, 0, 0, 0);
  // Convert the wall-clock midnight to UTC; a second pass settles a DST change in between.
  let guess = wallMidnight - offsetMs(now, timeZone);
  guess = wallMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
export type IntervalParts = { unit: IntervalUnit; count: number };

/**
 * An interval in minutes as one rounded unit for a button label: under an hour in minutes,
 * under a day in hours, under a month in days, under a year in months (30 days), then years
 * to one decimal.
 */
export function intervalParts(minutes: number): IntervalParts {
  const m = Math.max(0, minutes);
  if (m < 60) return { unit: 'minute', count: Math.max(1, Math.round(m)) };
  if (m < 60 * 24) return { unit: 'hour', count: Math.round(m / 60) };
  const days = m / (60 * 24);
  if (days < 30) return { unit: 'day', count: Math.round(days) };
  if (days < 365) return { unit: 'month', count: Math.max(1, Math.round(days / 30)) };
  return { unit: 'year', count: Math.round((days / 365) * 10) / 10 };
}

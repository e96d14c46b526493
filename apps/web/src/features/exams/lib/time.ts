import type { LiveStatus } from '@pariksha/shared/schemas/exams';
import { splitDuration } from '../../../lib/countdown.ts';

/**
 * The server is the clock for exams (ARCHITECTURE.md "Time"). A response's serverNow against
 * the moment it arrived gives the offset to add to Date.now(); a phone whose clock is minutes
 * off still counts down to the real start.
 */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
}

// The countdown's arithmetic is shared with the home's live tests (src/lib/countdown.ts).
export { countdownParts, splitDuration } from '../../../lib/countdown.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const pad = (n: number) => String(n).padStart(2, '0');

/** 1:02:05 or 42:05 (time taken, time left); whole days are counted in the hours. */
export function formatClock(ms: number): string {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  const h = days * 24 + hours;
  return h > 0 ? `${h}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Where a live test is in its window at `now` (server time); null for a test with no window. */
export function liveWindow(exam: { startsAt: string | null; endsAt: string | null }, now: number): LiveStatus | null {
  if (!exam.startsAt || !exam.endsAt) return null;
  if (now < Date.parse(exam.startsAt)) return 'upcoming';
  if (now < Date.parse(exam.endsAt)) return 'live';
  return 'ended';
}

/**
 * Minutes a student starting at `now` really gets: the set's duration, cut short by the end of
 * a live test's window (late starters get only the time left).
 */
export function availableMs(durationMinutes: number, now: number, endsAt: string | null): number {
  const full = durationMinutes * MINUTE;
  if (!endsAt) return full;
  return Math.max(0, Math.min(full, Date.parse(endsAt) - now));
}

const locale = (lang: string) => (lang.startsWith('en') ? 'en-IN' : 'hi-IN');

/**
 * One formatter per locale (and digits), made on first use: building an Intl formatter loads the
 * locale's data and costs a cheap phone milliseconds each time, and a list formats once per row.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (lang: string) => {
  const key = locale(lang);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(key, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(key, format);
  }
  return format;
};
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(lang).format(date);
}

export function formatNumber(value: number, lang: string, fractionDigits = 2): string {
  const key = `${locale(lang)}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A live test's window, the date written once when it starts and ends on the same day. */
export function formatWindow(startsAt: string, endsAt: string, lang: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  return dateTimeFormat(lang).formatRange(start, end);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in whole days, hours, minutes and seconds (negative counts as zero). */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / SECOND)) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown's parts: days apart (for the "2 days" label), then hh:mm:ss. */
export function countdownParts(ms: number): { days: number; clock: string } {
  const { days, hours, minutes, seconds } = splitDuration(ms);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

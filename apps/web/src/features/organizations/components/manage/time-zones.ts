/** Zones an Indian institute (or one of its neighbours and diaspora centres) most likely needs, first. */
export const COMMON_TIME_ZONES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Colombo',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
  'UTC',
];

/** Old ICU names of zones already listed under their current name. */
const ALIASES = new Set(['Asia/Calcutta', 'Asia/Katmandu', 'Asia/Dacca']);

let all: string[] | null = null;

/** Common zones first, then every zone the browser knows, then `current` if it is neither. */
export function timeZoneOptions(current?: string): string[] {
  if (!all) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const common = new Set(COMMON_TIME_ZONES);
    all = [...COMMON_TIME_ZONES, ...known.filter((z) => !common.has(z) && !ALIASES.has(z))];
  }
  return current && !all.includes(current) ? [...all, current] : all;
}

export const isCommonTimeZone = (zone: string) => COMMON_TIME_ZONES.includes(zone);

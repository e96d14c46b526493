/** A percentage for display: one decimal at most, '—' when there is none. */
export const pct = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** "d MMM" of a YYYY-MM-DD day, in the page's language (the date is a calendar day, shown as such). */
export const shortDay = (day: string, lang: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const monthName = (month: string, lang: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

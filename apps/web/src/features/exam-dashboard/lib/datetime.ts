const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input value in the browser's time zone ('' when none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value (local wall time) as an ISO instant for the API; null when empty.
 * Something unparseable is passed through so the shared schema reports it as an invalid date.
 */
export function localInputToIso(local: string | null | undefined): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

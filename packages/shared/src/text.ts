/** Spec 5: the user name is shown with each word capitalised, default 'User'. */
export function capitalizeWords(name: string | null | undefined, fallback = 'User'): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return fallback;
  return trimmed
    .split(/\s+/)
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
    .join(' ');
}

/** Spec 2.6: the first letter of the user name in upper case, or ? if empty. */
export function initialOf(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? trimmed.charAt(0).toLocaleUpperCase() : '?';
}

/** Spec 2.9: the badge shows the count, capped at '10+' above 10. */
export function badgeLabel(count: number, cap = 10): string {
  return count > cap ? `${cap}+` : String(count);
}

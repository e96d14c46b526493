/** A date in the page's language, Indian conventions (day before month). */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(new Date(iso));
}

export const isPast = (iso: string | null | undefined, now = Date.now()) => !!iso && Date.parse(iso) < now;

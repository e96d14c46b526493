/** A date and time for people in India (docs/glossary.md: Intl's hi-IN, e.g. "27 नव॰ 2026, 9:30 am"). */
export const formatWhen = (epochMs: number, language: string) =>
  new Intl.DateTimeFormat(language.startsWith('en') ? 'en-IN' : 'hi-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);

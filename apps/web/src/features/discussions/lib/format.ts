/** When a post was written, in the reader's language (Indian 12-hour time, docs/glossary.md). */
export function formatPostedAt(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang.startsWith('en') ? 'en-IN' : 'hi-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Which text of a notification a reader sees, without zod: the bell is in the first page's
 * bundle and imports this, not the schemas.
 */
export type NotificationTextOf = { title: string; body: string };
export type NotificationLanguages = { hi?: NotificationTextOf; en?: NotificationTextOf };

/** The reader's language, else the other one written, else the stored title and body (older notifications). */
export function localizeNotification(
  n: { title: string; body: string; translations?: NotificationLanguages | null },
  language: string,
): NotificationTextOf & { language: 'hi' | 'en' | null } {
  const mine = language.startsWith('en') ? 'en' : 'hi';
  const other = mine === 'en' ? 'hi' : 'en';
  const t = n.translations ?? {};
  const found = t[mine] ?? t[other];
  if (found) return { title: found.title, body: found.body, language: t[mine] ? mine : other };
  return { title: n.title, body: n.body, language: null };
}

/** A bilingual title (a test's) in the reader's language, else the other. */
export const pickLanguage = (text: { hi?: string; en?: string } | null | undefined, language: string): string =>
  (language.startsWith('en') ? (text?.en ?? text?.hi) : (text?.hi ?? text?.en)) ?? '';

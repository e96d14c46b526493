/**
 * What the feature locale tests check of a namespace: its keys (a list counts as one value),
 * its strings, their {{placeholders}}, and Hindi text written only in Latin letters.
 * (src/locales/locales.test.ts checks every namespace for matching keys and empty strings.)
 */
export function flatKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

export const valueAt = (obj: object, key: string): unknown =>
  key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], obj);

/** Every string in a value: itself, a list's items, an object's values. */
export const stringsIn = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(stringsIn)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(stringsIn)
        : [];

export const placeholdersOf = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

/** Keys whose Hindi text has a Latin word of three letters or more and no Devanagari (`ignore`d words and placeholders aside). */
export function latinOnlyKeys(hi: object, ignore?: RegExp): string[] {
  return flatKeys(hi).filter((k) =>
    stringsIn(valueAt(hi, k)).some((s) => {
      const text = s.replace(/\{\{[^}]+\}\}/g, '').replace(ignore ?? /$^/, '');
      return /[a-z]{3,}/i.test(text) && !/[\u0900-\u097F]/.test(s);
    }),
  );
}

/** Keys whose Hindi and English strings carry different placeholders. */
export const placeholderMismatches = (hi: object, en: object) =>
  flatKeys(en).filter(
    (k) => stringsIn(valueAt(hi, k)).flatMap(placeholdersOf).join() !== stringsIn(valueAt(en, k)).flatMap(placeholdersOf).join(),
  );

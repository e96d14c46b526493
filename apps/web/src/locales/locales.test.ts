import { describe, expect, it } from 'vitest';

/** Every string exists in Hindi and English: the two languages have the same keys. */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

// Plural forms differ by language (Hindi and English both use _one/_other here, but a
// language may add forms), so compare the base keys.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const namespaces = [...new Set(Object.keys(files).map((f) => f.split('/')[2]))];

describe('locales', () => {
  it('has the common namespace in both languages', () => {
    expect(files['./hi/common.json']).toBeTruthy();
    expect(files['./en/common.json']).toBeTruthy();
  });

  it.each(namespaces)('%s has the same keys in hi and en', (ns) => {
    const hi = files[`./hi/${ns}`];
    const en = files[`./en/${ns}`];
    expect(hi, `hi/${ns} is missing`).toBeTruthy();
    expect(en, `en/${ns} is missing`).toBeTruthy();
    expect([...new Set(keys(hi).map(base))].sort()).toEqual([...new Set(keys(en).map(base))].sort());
  });

  it.each(namespaces)('%s has no empty strings', (ns) => {
    for (const lang of ['hi', 'en']) {
      const empty = keys(files[`./${lang}/${ns}`]).filter((k) => {
        const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], files[`./${lang}/${ns}`]);
        return typeof v === 'string' && v.trim() === '';
      });
      expect(empty, `${lang}/${ns}`).toEqual([]);
    }
  });
});

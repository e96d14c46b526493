import { describe, expect, it } from 'vitest';
import hi from '../../locales/hi/discussions.json';
import en from '../../locales/en/discussions.json';
import { flatKeys, latinOnlyKeys, placeholdersOf, stringsIn, valueAt } from '../../test/locale-checks.ts';

describe('discussions locales', () => {
  it('has the same keys in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
  });
  it('has the same placeholders in both languages', () => {
    for (const key of flatKeys(en)) {
      const of = (o: object) => stringsIn(valueAt(o, key)).flatMap(placeholdersOf).sort();
      expect(of(hi), key).toEqual(of(en));
    }
  });
  it('has Devanagari in every Hindi sentence', () => {
    expect(latinOnlyKeys(hi)).toEqual([]);
  });
});

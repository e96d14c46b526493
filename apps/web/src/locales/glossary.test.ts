import { localize, translatedMessages } from '@pariksha/shared/messages';
import { describe, expect, it } from 'vitest';
import glossaryDoc from '../../../../docs/glossary.md?raw';

/**
 * docs/glossary.md fixes one Hindi term per concept; its `json glossary` block lists the
 * second spellings (as regular expressions) that no Hindi string may use.
 */
interface Entry {
  term: string;
  forbidden: string[];
}

const block = /```json glossary\n([\s\S]*?)```/.exec(glossaryDoc);
const glossary: Entry[] = block ? (JSON.parse(block[1]!) as Entry[]) : [];

// English files name Hindi in Devanagari too (the language pickers), so both are read.
const localeFiles = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
}

const hiStrings: [string, string][] = [
  ...Object.entries(localeFiles).flatMap(([file, json]) => strings(json, file.slice(2))),
  ...translatedMessages.map((en): [string, string] => [`shared/messages.ts: ${en}`, localize(en, 'hi')]),
];

describe('Hindi glossary', () => {
  it('is read from docs/glossary.md', () => {
    expect(glossary.length).toBeGreaterThan(5);
    expect(hiStrings.length).toBeGreaterThan(1000);
  });

  it.each(glossary.map((e) => [e.term, e] as const))('no Hindi string uses a second spelling of %s', (_term, entry) => {
    const offenders = hiStrings.flatMap(([where, text]) =>
      entry.forbidden.filter((f) => new RegExp(f, 'u').test(text)).map((f) => `${where}: /${f}/ in "${text}"`),
    );
    expect(offenders).toEqual([]);
  });
});

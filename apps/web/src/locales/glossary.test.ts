import { localize, translatedMessages } from '@pariksha/shared/messages';
import { EXAM_TEMPLATES } from '@pariksha/shared/exam/templates';
import { LIVE_EXAM_OPTIONS, PRACTICE_OPTIONS } from '@pariksha/shared/exam/select-options';
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

// Hindi the server writes itself: the demo data (test titles, questions, notes, cards) and the
// question-import template's sheets. Read as source text: each quoted literal with Devanagari.
const serverSources = import.meta.glob<string>(
  ['../../../server/src/db/demo/**/*.ts', '../../../server/src/modules/question-bank/import-files.ts', '!**/*.test.ts'],
  { eager: true, query: '?raw', import: 'default' },
);
const DEVANAGARI = /[\u0900-\u097F]/u;
function literals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/gu)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((text) => DEVANAGARI.test(text));
}

const templateStrings = Object.values(EXAM_TEMPLATES).flatMap((tpl): [string, string][] => [
  [`shared/exam/templates.ts: ${tpl.code}`, tpl.title.hi],
  ...tpl.sections.map((s): [string, string] => [`shared/exam/templates.ts: ${tpl.code} section`, s.sectionNameHi]),
]);

const hiStrings: [string, string][] = [
  ...Object.entries(localeFiles).flatMap(([file, json]) => strings(json, file.slice(2))),
  ...translatedMessages.map((en): [string, string] => [`shared/messages.ts: ${en}`, localize(en, 'hi')]),
  ...templateStrings,
  ...[...PRACTICE_OPTIONS, ...LIVE_EXAM_OPTIONS].map((o): [string, string] => [`shared/exam/select-options.ts: ${o.value}`, o.label.hi]),
  ...Object.entries(serverSources).flatMap(([file, source]) =>
    literals(source).map((text): [string, string] => [file.replace(/^(\.\.\/)+/, ''), text]),
  ),
];

describe('Hindi glossary', () => {
  it('is read from docs/glossary.md', () => {
    expect(glossary.length).toBeGreaterThan(5);
    expect(hiStrings.length).toBeGreaterThan(1000);
  });

  it('reads the templates, the select options, the demo data and the import template', () => {
    const where = new Set(hiStrings.map(([w]) => w.split(':')[0]));
    expect(where).toContain('shared/exam/templates.ts');
    expect(where).toContain('shared/exam/select-options.ts');
    expect(where).toContain('server/src/db/demo/exams.ts');
    expect(where).toContain('server/src/db/demo/exam-questions/computer.ts');
    expect(where).toContain('server/src/modules/question-bank/import-files.ts');
  });

  it.each(glossary.map((e) => [e.term, e] as const))('no Hindi string uses a second spelling of %s', (_term, entry) => {
    const offenders = hiStrings.flatMap(([where, text]) =>
      entry.forbidden.filter((f) => new RegExp(f, 'u').test(text)).map((f) => `${where}: /${f}/ in "${text}"`),
    );
    expect(offenders).toEqual([]);
  });
});

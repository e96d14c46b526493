import { describe, expect, it } from 'vitest';
import { findSubject, isKnownTopic, SUBJECT_KEYS } from '@pariksha/shared/taxonomy/taxonomy';
import { allDemoQuestions } from './index.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the demo question bank', () => {
  it('has unique keys', () => {
    const keys = allDemoQuestions.map((q) => q.key);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('uses only subjects and topics of the taxonomy, and options that differ even ignoring case and spaces', () => {
    const unknownSubjects = allDemoQuestions.filter((q) => !findSubject(q.subject)).map((q) => `${q.key}: ${q.subject}`);
    expect(unknownSubjects).toEqual([]);
    const unknownTopics = allDemoQuestions
      .filter((q) => !Object.hasOwn(findSubject(q.subject)?.topics ?? {}, q.topic))
      .map((q) => `${q.key}: ${q.subject} / ${q.topic}`);
    expect(unknownTopics).toEqual([]);
    const norm = (o: string) => o.trim().replace(/\s+/g, ' ').toLowerCase();
    const repeated = allDemoQuestions
      .filter((q) => [q.hi.options, q.en.options].some((opts) => new Set(opts.map(norm)).size !== opts.length))
      .map((q) => q.key);
    expect(repeated).toEqual([]);
  });

  it('has at least 20 questions for every taxonomy subject', () => {
    const counts = new Map<string, number>();
    for (const q of allDemoQuestions) counts.set(q.subject, (counts.get(q.subject) ?? 0) + 1);
    const short = SUBJECT_KEYS.filter((s) => (counts.get(s) ?? 0) < 20).map((s) => `${s}: ${counts.get(s) ?? 0}`);
    expect(short).toEqual([]);
  });

  it.each(allDemoQuestions.map((q) => [q.key, q] as const))('%s is well formed in both languages', (_key, q) => {
    expect(isKnownTopic(q.subject, q.topic), `${q.subject} / ${q.topic}`).toBe(true);
    expect(['easy', 'medium', 'hard']).toContain(q.difficulty);
    expect([0, 1, 2, 3]).toContain(q.correct);
    for (const lang of [q.hi, q.en]) {
      expect(lang.text.trim()).not.toBe('');
      expect(lang.explanation.trim()).not.toBe('');
      expect(lang.options).toHaveLength(4);
      for (const o of lang.options) expect(o.trim()).not.toBe('');
      expect(new Set(lang.options).size, 'options differ from each other').toBe(4);
      // KaTeX is written between $…$, so every text has an even number of dollar signs.
      for (const s of [lang.text, lang.explanation, ...lang.options]) expect(s.split('$').length % 2, s).toBe(1);
    }
    expect(q.hi.text, 'the Hindi text is in Devanagari').toMatch(DEVANAGARI);
    expect(q.hi.explanation, 'the Hindi explanation is in Devanagari').toMatch(DEVANAGARI);
  });
});

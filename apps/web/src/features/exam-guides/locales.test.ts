import { describe, expect, it } from 'vitest';
import { EXAM_CODES } from '@pariksha/shared/exam/templates';
import hi from '../../locales/hi/examGuides.json';
import en from '../../locales/en/examGuides.json';
import { flatKeys, latinOnlyKeys, placeholderMismatches, stringsIn } from '../../test/locale-checks.ts';

type Guide = {
  title: string;
  subtitle: string;
  about: { body: string; posts: string; eligibility: string; highlights: string[] };
  examTypes: { items: string[] };
};

describe('examGuides locales', () => {
  it('has the same keys and placeholders in Hindi and English', () => {
    expect(flatKeys(hi).sort()).toEqual(flatKeys(en).sort());
    expect(placeholderMismatches(hi, en)).toEqual([]);
  });

  it('has a complete card for every one of the 24 exams in both languages', () => {
    for (const [lang, file] of [
      ['hi', hi],
      ['en', en],
    ] as const) {
      const exams = file.exams as Record<string, Guide>;
      expect(Object.keys(exams).sort(), lang).toEqual([...EXAM_CODES].sort());
      for (const code of EXAM_CODES) {
        const g = exams[code]!;
        for (const field of [g.title, g.subtitle, g.about.body, g.about.posts, g.about.eligibility])
          expect(field.trim(), `${lang} ${code}`).not.toBe('');
        expect(g.examTypes.items.length, `${lang} ${code} stages`).toBeGreaterThanOrEqual(1);
        expect(g.about.highlights.length, `${lang} ${code} highlights`).toBeGreaterThanOrEqual(3);
        expect(g.about.highlights.length, `${lang} ${code} highlights`).toBeLessThanOrEqual(5);
      }
      for (const code of EXAM_CODES) {
        const other = ((lang === 'hi' ? en : hi).exams as Record<string, Guide>)[code]!;
        expect(exams[code]!.examTypes.items.length, code).toBe(other.examTypes.items.length);
        expect(exams[code]!.about.highlights.length, code).toBe(other.about.highlights.length);
      }
    }
  });

  it('writes every Hindi sentence in Devanagari', () => {
    // Exam names stay in Latin letters, as aspirants search them (docs/glossary.md).
    expect(
      latinOnlyKeys(
        hi,
        /\b(SSC|RRB|IBPS|SBI|UPSC|CGL|CHSL|NTPC|PO|Clerk|Group D|UPPSC|MPPSC|BPSC|RO|ARO|NDA|NA|RBI|NABARD|DSSSB|CTET|CDS|AFCAT|PCS|CCE)\b/g,
      ),
    ).toEqual([]);
  });

  it('names no year, so nothing goes stale', () => {
    expect(
      stringsIn(en)
        .concat(stringsIn(hi))
        .filter((s) => /\b(19|20)\d\d\b/.test(s)),
    ).toEqual([]);
  });
});

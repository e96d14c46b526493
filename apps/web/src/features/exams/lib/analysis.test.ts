import { describe, expect, it } from 'vitest';
import type { ReviewQuestion } from '@pariksha/shared/schemas/attempts';
import { filterQuestions, hasBilingualQuestions, outcomeCounts, sectionCounts, shownFor } from './analysis.ts';

const q = (id: string, sectionId: string, outcome: ReviewQuestion['outcome'], state: ReviewQuestion['state'] = 'answered') =>
  ({ id, sectionId, outcome, state, text: { en: id } }) as ReviewQuestion;
const qs = [
  q('1', 's1', 'correct', 'answeredMarked'),
  q('2', 's1', 'wrong'),
  q('3', 's2', 'unattempted', 'marked'),
  q('4', 's2', 'unattempted', 'notVisited'),
];

describe('solution filters', () => {
  it('filters questions marked for review, answered or not', () => {
    expect(filterQuestions(qs, { outcome: 'marked', sectionId: 'all' }).map((x) => x.id)).toEqual(['1', '3']);
    expect(filterQuestions(qs, { outcome: 'marked', sectionId: 's2' }).map((x) => x.id)).toEqual(['3']);
  });

  it('counts each chip within the section, and each section within the outcome', () => {
    expect(outcomeCounts(qs, 'all')).toEqual({ all: 4, correct: 1, wrong: 1, unattempted: 2, marked: 2 });
    expect(Object.fromEntries(sectionCounts(qs, 'unattempted'))).toEqual({ s2: 2 });
    expect(Object.fromEntries(sectionCounts(qs, 'all'))).toEqual({ s1: 2, s2: 2 });
  });

  it('counts marked questions even while the key is withheld', () => {
    const hidden = qs.map((x) => ({ ...x, outcome: null }));
    expect(outcomeCounts(hidden, 'all')).toEqual({ all: 4, correct: 0, wrong: 0, unattempted: 0, marked: 2 });
  });

  it('offers the language switch only when a question has both languages', () => {
    expect(hasBilingualQuestions(qs)).toBe(false);
    expect(hasBilingualQuestions([...qs, { ...qs[0], text: { hi: 'प्रश्न', en: 'Question' } }])).toBe(true);
  });

  it('shows whole pages up to a jumped-to question, never fewer than shown', () => {
    expect(shownFor(0, 10, 10)).toBe(10);
    expect(shownFor(10, 10, 10)).toBe(20);
    expect(shownFor(34, 10, 10)).toBe(40);
    expect(shownFor(3, 30, 10)).toBe(30);
  });
});

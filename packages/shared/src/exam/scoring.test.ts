import { describe, expect, it } from 'vitest';
import { add, formatMarks, fraction, ZERO } from './fraction.ts';
import { type AnswerState, type ScoringAnswer, type ScoringQuestion, isCorrectSelection, scoreAttempt } from './scoring.ts';
import { getTemplate, type ExamCode } from './templates.ts';

/** n questions in one section, each with option 'a' correct. */
const paper = (sectionId: string, n: number, from = 0): ScoringQuestion[] =>
  Array.from({ length: n }, (_, i) => ({ questionId: `${sectionId}-q${from + i}`, sectionId, correctOptionIds: ['a'] }));
const answer = (questionId: string, selected: string[], state: AnswerState = 'answered'): ScoringAnswer => ({
  questionId,
  selectedOptionIds: selected,
  state,
});
const sectionOf = (code: ExamCode, sectionId = 's1') => {
  const s = getTemplate(code).sections[0];
  return { sectionId, markCorrect: s.markForCorrectAns, markWrong: s.markForInCorrectAns };
};

describe('isCorrectSelection', () => {
  it('compares sets, ignoring order', () => {
    expect(isCorrectSelection(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCorrectSelection(['a'], ['a', 'b'])).toBe(false);
    expect(isCorrectSelection(['a', 'b'], ['a'])).toBe(false);
    expect(isCorrectSelection(['c'], ['a'])).toBe(false);
    expect(isCorrectSelection(['a', 'a'], ['a'])).toBe(true);
  });
});

describe('scoreAttempt', () => {
  it('scores an SSC-like scheme: +2 per correct, −0.50 per wrong', () => {
    const qs = paper('s1', 10);
    const answers = [
      answer('s1-q0', ['a']),
      answer('s1-q1', ['a']),
      answer('s1-q2', ['a'], 'answeredMarked'),
      answer('s1-q3', ['b']),
      answer('s1-q4', ['c']),
    ];
    const r = scoreAttempt([sectionOf('SSC')], qs, answers);
    expect(r.score).toEqual(fraction(5)); // 3×2 − 2×0.5
    expect(r.maxScore).toEqual(fraction(20));
    expect(r).toMatchObject({ correct: 3, wrong: 2, unattempted: 5, accuracy: 60 });
    expect(r.outcomes['s1-q3']).toBe('wrong');
    expect(r.outcomes['s1-q9']).toBe('unattempted');
  });

  it('makes three wrong answers exactly −1 in RAILWAY_GROUP_D (3 × 1/3)', () => {
    const r = scoreAttempt([sectionOf('RAILWAY_GROUP_D')], paper('s1', 3), [
      answer('s1-q0', ['b']),
      answer('s1-q1', ['b']),
      answer('s1-q2', ['b']),
    ]);
    expect(r.score).toEqual(fraction(-1));
    expect(formatMarks(r.score)).toBe('-1.00');
    expect(r.accuracy).toBe(0);
  });

  it('reads UPSC_CSE 0.66 as 2/3', () => {
    const r = scoreAttempt([sectionOf('UPSC_CSE')], paper('s1', 4), [
      answer('s1-q0', ['a']),
      answer('s1-q1', ['b']),
      answer('s1-q2', ['b']),
      answer('s1-q3', ['b']),
    ]);
    expect(r.score).toEqual(fraction(0)); // 2 − 3 × 2/3
    expect(r.accuracy).toBe(25);
  });

  it('counts only answered and answeredMarked, with a selection', () => {
    const qs = paper('s1', 5);
    const r = scoreAttempt([sectionOf('SSC')], qs, [
      answer('s1-q0', ['a'], 'marked'),
      answer('s1-q1', ['a'], 'notAnswered'),
      answer('s1-q2', ['a'], 'notVisited'),
      answer('s1-q3', [], 'answered'),
      answer('s1-q4', [], 'answeredMarked'),
    ]);
    expect(r).toMatchObject({ correct: 0, wrong: 0, unattempted: 5, accuracy: 0 });
    expect(r.score).toEqual(ZERO);
  });

  it('ignores answers to questions not in the paper', () => {
    const r = scoreAttempt([sectionOf('SSC')], paper('s1', 2), [
      answer('s1-q0', ['a']),
      answer('elsewhere', ['a']),
      answer('other', ['b']),
    ]);
    expect(r).toMatchObject({ correct: 1, wrong: 0, unattempted: 1 });
    expect(Object.keys(r.outcomes)).toEqual(['s1-q0', 's1-q1']);
  });

  it('scores each section in its own scheme, and the sections sum to the total', () => {
    const sections = [sectionOf('NDA', 'maths'), sectionOf('CDS', 'gk'), sectionOf('CTET', 'evs')];
    const qs = [...paper('maths', 4), ...paper('gk', 5), ...paper('evs', 3)];
    const answers = [
      answer('maths-q0', ['a']),
      answer('maths-q1', ['b']),
      answer('gk-q0', ['a']),
      answer('gk-q1', ['b']),
      answer('gk-q2', ['b']),
      answer('evs-q0', ['b']),
      answer('evs-q1', ['a']),
    ];
    const r = scoreAttempt(sections, qs, answers);
    expect(r.sections.map((s) => [s.sectionId, formatMarks(s.score), formatMarks(s.maxScore), s.correct, s.wrong, s.unattempted])).toEqual([
      ['maths', '4.00', '24.00', 1, 1, 2], // 6 − 2
      ['gk', '0.83', '12.50', 1, 2, 2], // 2.5 − 2 × 5/6 = 5/6
      ['evs', '1.00', '3.00', 1, 1, 1], // no negative marking
    ]);
    expect(r.sections.reduce((f, s) => add(f, s.score), ZERO)).toEqual(r.score);
    expect(r.sections.reduce((f, s) => add(f, s.maxScore), ZERO)).toEqual(r.maxScore);
    expect(r.score).toEqual(fraction(35, 6));
    expect(r.correct + r.wrong + r.unattempted).toBe(qs.length);
    expect(r.accuracy).toBe(42.86); // 3/7
  });

  it('scores multi-answer questions as all-or-nothing', () => {
    const qs: ScoringQuestion[] = [{ questionId: 'q', sectionId: 's1', correctOptionIds: ['a', 'c'] }];
    expect(scoreAttempt([sectionOf('SSC')], qs, [answer('q', ['c', 'a'])]).correct).toBe(1);
    expect(scoreAttempt([sectionOf('SSC')], qs, [answer('q', ['a'])]).wrong).toBe(1);
  });

  it('throws for a question in an unknown section', () => {
    expect(() => scoreAttempt([sectionOf('SSC')], paper('nope', 1), [])).toThrow(/unknown section/);
  });
});

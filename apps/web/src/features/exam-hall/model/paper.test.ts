import { describe, expect, it } from 'vitest';
import { makeView } from '../session/test-fixtures.ts';
import { nextQuestionId, orderPaper, previousQuestionId, validPositions } from './paper.ts';

const { sections, questions } = orderPaper(makeView());

describe('the paper', () => {
  it('orders sections and questions by position', () => {
    expect(sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(questions.map((q) => q.id)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
  });

  it('moves on across sections under whole-test timing, wrapping at the end', () => {
    expect(nextQuestionId(questions, 'a1', false)).toBe('a2');
    expect(nextQuestionId(questions, 'a3', false)).toBe('b1');
    expect(nextQuestionId(questions, 'b3', false)).toBe('a1');
    expect(previousQuestionId(questions, 'b1', false)).toBe('a3');
    expect(previousQuestionId(questions, 'a1', false)).toBe('a1');
  });

  it('stays in the section under per-section timing', () => {
    expect(nextQuestionId(questions, 'a3', true)).toBe('a1');
    expect(nextQuestionId(questions, 'b3', true)).toBe('b1');
    expect(previousQuestionId(questions, 'b1', true)).toBe('b1');
    expect(previousQuestionId(questions, 'b2', true)).toBe('b1');
  });

  it('ignores an unknown question', () => {
    expect(nextQuestionId(questions, 'zz', false)).toBe('zz');
    expect(previousQuestionId(questions, 'zz', false)).toBe('zz');
  });

  it('keeps only stored positions that match the paper', () => {
    expect(validPositions({ s1: 'a2', s2: 'a3', gone: 'b1' }, questions)).toEqual({ s1: 'a2' });
  });
});

import { describe, expect, it } from 'vitest';
import { isCorrectChoice, scoreOf } from './scoring.ts';

describe('quiz scoring', () => {
  it('accepts a choice only when it is one of the correct options', () => {
    expect(isCorrectChoice(['b'], 'b')).toBe(true);
    expect(isCorrectChoice(['b'], 'a')).toBe(false);
    expect(isCorrectChoice(['a', 'c'], 'c')).toBe(true);
    expect(isCorrectChoice([], 'a')).toBe(false);
  });

  it('counts correct answers; wrong and unanswered score nothing', () => {
    expect(scoreOf([{ correct: true }, { correct: false }, { correct: null }, { correct: true }])).toBe(2);
    expect(scoreOf([])).toBe(0);
  });
});

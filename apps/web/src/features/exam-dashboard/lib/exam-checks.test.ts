import { describe, expect, it } from 'vitest';
import { plannedState } from './exam-checks.ts';

describe('plannedState', () => {
  it('compares attached questions with the plan', () => {
    expect(plannedState({ questionIds: ['a'], plannedQuestionCount: 2 })).toBe('short');
    expect(plannedState({ questionIds: ['a', 'b'], plannedQuestionCount: 2 })).toBe('ok');
    expect(plannedState({ questionIds: ['a', 'b', 'c'], plannedQuestionCount: 2 })).toBe('over');
  });
});

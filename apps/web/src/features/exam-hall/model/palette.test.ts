import { describe, expect, it } from 'vitest';
import { choose, clearResponse, countStates, isScored, markForReview, save, summarize, toggleOption, UNSEEN, visit } from './palette.ts';

const r = (state: Parameters<typeof visit>[0]['state'], selectedOptionIds: string[] = []) => ({ state, selectedOptionIds });

describe('palette transitions', () => {
  it('a first visit makes a question not answered; later visits change nothing', () => {
    expect(visit(UNSEEN)).toEqual(r('notAnswered'));
    for (const state of ['notAnswered', 'answered', 'marked', 'answeredMarked'] as const) {
      const before = r(state, state.startsWith('answered') ? ['a'] : []);
      expect(visit(before)).toBe(before);
    }
  });

  it('choosing an option answers the question and keeps a review mark', () => {
    expect(choose(r('notAnswered'), ['a'])).toEqual(r('answered', ['a']));
    expect(choose(r('notVisited'), ['a'])).toEqual(r('answered', ['a']));
    expect(choose(r('answered', ['a']), ['b'])).toEqual(r('answered', ['b']));
    expect(choose(r('marked'), ['a'])).toEqual(r('answeredMarked', ['a']));
    expect(choose(r('answeredMarked', ['a']), [])).toEqual(r('marked'));
    expect(choose(r('answered', ['a']), [])).toEqual(r('notAnswered'));
  });

  it('Save & Next removes the mark; Mark for Review & Next sets it', () => {
    expect(save(r('answeredMarked', ['a']))).toEqual(r('answered', ['a']));
    expect(save(r('marked'))).toEqual(r('notAnswered'));
    expect(save(r('notAnswered'))).toEqual(r('notAnswered'));
    expect(markForReview(r('answered', ['a']))).toEqual(r('answeredMarked', ['a']));
    expect(markForReview(r('notAnswered'))).toEqual(r('marked'));
  });

  it('Clear Response removes the options and keeps a review mark', () => {
    expect(clearResponse(r('answered', ['a']))).toEqual(r('notAnswered'));
    expect(clearResponse(r('answeredMarked', ['a', 'b']))).toEqual(r('marked'));
    expect(clearResponse(r('marked'))).toEqual(r('marked'));
  });

  it('radios replace the choice, checkboxes toggle', () => {
    expect(toggleOption(['a'], 'b', false)).toEqual(['b']);
    expect(toggleOption(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', true)).toEqual(['b']);
  });

  it('only answered and answered-and-marked responses with an option are scored', () => {
    expect(isScored(r('answered', ['a']))).toBe(true);
    expect(isScored(r('answeredMarked', ['a']))).toBe(true);
    // A merely marked question is not scored even if it carries an option (from an older client).
    expect(isScored(r('marked', ['a']))).toBe(false);
    expect(isScored(r('notAnswered', ['a']))).toBe(false);
    expect(isScored(r('answered'))).toBe(false);
  });
});

describe('counts', () => {
  const answers = {
    q1: r('answered', ['a']),
    q2: r('notAnswered'),
    q3: r('marked'),
    q5: r('answeredMarked', ['b']),
  };

  it('counts a question without a record as not visited', () => {
    expect(countStates(['q1', 'q2', 'q3', 'q4', 'q5', 'q6'], answers)).toEqual({
      notVisited: 2,
      notAnswered: 1,
      answered: 1,
      marked: 1,
      answeredMarked: 1,
    });
  });

  it('summarises per section in section order, with a total', () => {
    const sections = [{ id: 's2' }, { id: 's1' }];
    const questions = [
      { id: 'q1', sectionId: 's1' },
      { id: 'q2', sectionId: 's1' },
      { id: 'q3', sectionId: 's2' },
      { id: 'q4', sectionId: 's2' },
      { id: 'q5', sectionId: 's2' },
    ];
    const { sections: rows, total } = summarize(sections, questions, answers);
    expect(rows.map((x) => x.sectionId)).toEqual(['s2', 's1']);
    expect(rows[0]).toEqual({
      sectionId: 's2',
      total: 3,
      counts: { notVisited: 1, notAnswered: 0, answered: 0, marked: 1, answeredMarked: 1 },
    });
    expect(rows[1]!.counts).toMatchObject({ answered: 1, notAnswered: 1 });
    expect(total.total).toBe(5);
    expect(total.counts).toEqual({ notVisited: 1, notAnswered: 1, answered: 1, marked: 1, answeredMarked: 1 });
  });
});

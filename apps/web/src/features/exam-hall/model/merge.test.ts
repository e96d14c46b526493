import { describe, expect, it } from 'vitest';
import { maxSeq, mergeAnswers, SeqCounter, type LocalAnswer } from './merge.ts';

const a = (questionId: string, clientSeq: number, selected: string[] = [], state: LocalAnswer['state'] = 'answered'): LocalAnswer => ({
  questionId,
  selectedOptionIds: selected,
  state,
  timeSpentMs: 1000,
  clientSeq,
});

describe('mergeAnswers', () => {
  it('keeps the newest change per question, wherever it came from', () => {
    const server = [a('q1', 10, ['x']), a('q2', 30, ['y'])];
    const queued = [a('q1', 20, ['z']), a('q2', 25, ['w']), a('q3', 5, [], 'marked')];
    const merged = mergeAnswers(['q1', 'q2', 'q3'], server, queued);
    expect(merged.q1!.selectedOptionIds).toEqual(['z']);
    expect(merged.q2!.selectedOptionIds).toEqual(['y']);
    expect(merged.q3!.state).toBe('marked');
  });

  it('drops questions that are not in the paper', () => {
    expect(Object.keys(mergeAnswers(['q1'], [a('q1', 1)], [a('gone', 9)]))).toEqual(['q1']);
  });

  it('prefers the later list on equal seqs', () => {
    expect(mergeAnswers(['q1'], [a('q1', 5, ['s'])], [a('q1', 5, ['l'])]).q1!.selectedOptionIds).toEqual(['l']);
  });
});

describe('SeqCounter', () => {
  it('follows the clock and always grows', () => {
    const seq = new SeqCounter();
    expect(seq.next(1000)).toBe(1000);
    expect(seq.next(1000)).toBe(1001);
    expect(seq.next(5000)).toBe(5000);
    // A clock set back does not make seqs go back.
    expect(seq.next(10)).toBe(5001);
  });

  it('starts above every seq already seen (so a reload with a slow clock still wins)', () => {
    const seq = new SeqCounter(maxSeq([a('q1', 900), a('q2', 7000)]));
    expect(seq.next(100)).toBe(7001);
    seq.observe(9000);
    expect(seq.next(100)).toBe(9001);
    seq.observe(10);
    expect(seq.next(100)).toBe(9002);
  });
});

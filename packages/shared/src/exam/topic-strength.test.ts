import { describe, expect, it } from 'vitest';
import { topicAccuracy, topicStrength } from './topic-strength.ts';

const tally = (correct: number, wrong: number, unattempted: number) => ({ correct, wrong, unattempted });

describe('topicStrength', () => {
  it('calls a topic weak when most of it was left unattempted, whatever the accuracy', () => {
    expect(topicStrength(tally(0, 0, 5))).toBe('weak');
    // One right answer among many skipped ones is not strength (the old rule said "strong": 100%).
    expect(topicStrength(tally(1, 0, 9))).toBe('weak');
    expect(topicStrength(tally(2, 0, 3))).toBe('weak');
  });

  it('calls a topic weak below 50% accuracy', () => {
    expect(topicStrength(tally(1, 2, 1))).toBe('weak');
    expect(topicStrength(tally(0, 4, 0))).toBe('weak');
  });

  it('needs 75% accuracy and most of the topic attempted to be strong', () => {
    expect(topicStrength(tally(3, 1, 0))).toBe('strong');
    expect(topicStrength(tally(6, 0, 2))).toBe('strong');
    // 100% accuracy but 40% skipped: average, not strong.
    expect(topicStrength(tally(3, 0, 2))).toBe('average');
    expect(topicStrength(tally(1, 1, 0))).toBe('average');
  });

  it('finds weak topics in a 10.5 / 200 paper with most questions unattempted', () => {
    // SSC CGL Tier 1 (100 questions, +2 / −0.5): 6 right and 3 wrong is 10.5; 91 left.
    const topics = [tally(2, 1, 23), tally(2, 1, 22), tally(1, 1, 23), tally(1, 0, 23)];
    const score = topics.reduce((s, t) => s + 2 * t.correct - 0.5 * t.wrong, 0);
    expect(score).toBe(10.5);
    expect(topics.map(topicStrength)).toEqual(['weak', 'weak', 'weak', 'weak']);
  });

  it('computes accuracy out of attempted questions', () => {
    expect(topicAccuracy(tally(1, 2, 5))).toBe(33.33);
    expect(topicAccuracy(tally(0, 0, 5))).toBe(0);
  });
});

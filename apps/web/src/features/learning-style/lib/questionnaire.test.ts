import { describe, expect, it } from 'vitest';
import { isComplete, QUESTIONS, score, STYLES, type Answers, type Style } from './questionnaire.ts';

const all = (style: Style): Answers => Object.fromEntries(QUESTIONS.map((q) => [q.id, style]));
const mixed = (styles: Style[]): Answers => Object.fromEntries(QUESTIONS.map((q, i) => [q.id, styles[i % styles.length]!]));

describe('learning-style questionnaire', () => {
  it('has 12 questions, each offering every style exactly once', () => {
    expect(QUESTIONS).toHaveLength(12);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(12);
    for (const q of QUESTIONS) expect([...q.order].sort()).toEqual([...STYLES].sort());
  });
  it('does not keep a style in the same place on every question', () => {
    for (let place = 0; place < 4; place += 1) expect(new Set(QUESTIONS.map((q) => q.order[place])).size).toBe(4);
  });
});

describe('score', () => {
  it('counts one point per answer and names the highest style', () => {
    const answers = { ...all('visual'), q1: 'aural', q2: 'read', q3: 'kinesthetic' } as Answers;
    const r = score(answers);
    expect(r.scores).toEqual({ visual: 9, aural: 1, read: 1, kinesthetic: 1 });
    expect(r.top).toEqual(['visual']);
    expect(r.multimodal).toBe(false);
    expect(r.answered).toBe(12);
  });
  it('calls a tie multimodal and lists the tied styles in a fixed order', () => {
    const r = score(mixed(['kinesthetic', 'aural']));
    expect(r.scores).toEqual({ visual: 0, aural: 6, read: 0, kinesthetic: 6 });
    expect(r.top).toEqual(['aural', 'kinesthetic']);
    expect(r.multimodal).toBe(true);
  });
  it('is multimodal across all four when they are level', () => {
    const r = score(mixed(['visual', 'aural', 'read', 'kinesthetic']));
    expect(r.top).toEqual([...STYLES]);
    expect(r.multimodal).toBe(true);
  });
  it('has no top style with no answers, and ignores unknown questions and values', () => {
    expect(score({})).toMatchObject({ top: [], multimodal: false, answered: 0 });
    const r = score({ q99: 'visual', q1: 'nonsense' as Style, q2: 'read' });
    expect(r.answered).toBe(1);
    expect(r.top).toEqual(['read']);
  });
  it('knows when every question is answered', () => {
    expect(isComplete(all('read'))).toBe(true);
    const { q12: _omit, ...partial } = all('read');
    expect(isComplete(partial)).toBe(false);
  });
});

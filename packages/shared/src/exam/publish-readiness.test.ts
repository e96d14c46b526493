import { describe, expect, it } from 'vitest';
import { localize } from '../messages.ts';
import { blockerMessage, publishBlockers, type ReadinessExam, type ReadinessSection } from './publish-readiness.ts';

const section = (over: Partial<ReadinessSection> = {}): ReadinessSection => ({
  id: 'sec-1',
  name: { hi: 'गणित', en: 'Mathematics' },
  plannedQuestionCount: 2,
  questionIds: ['q1', 'q2'],
  gaps: { noAnswerKey: 0, noHindi: 0, noEnglish: 0 },
  ...over,
});
const exam = (sections: ReadinessSection[], languages: ('hi' | 'en')[] = ['hi', 'en']): ReadinessExam => ({
  languages,
  sets: [{ id: 'set-1', title: { hi: 'सेट 1', en: 'Set 1' }, sections }],
});

describe('publishBlockers', () => {
  it('is empty for a complete test', () => {
    expect(publishBlockers(exam([section(), section({ id: 'sec-2' })]))).toEqual([]);
  });

  it('needs a set', () => {
    expect(publishBlockers({ languages: ['hi'], sets: [] })).toEqual([{ kind: 'noSets' }]);
  });

  it('names each section short of or over its plan', () => {
    const blockers = publishBlockers(
      exam([section({ questionIds: [] }), section({ id: 'sec-2', name: { en: 'English' }, questionIds: ['a', 'b', 'c'] })]),
    );
    expect(blockers.map((b) => [b.kind, 'sectionId' in b && b.sectionId, 'missing' in b ? b.missing : 'extra' in b && b.extra])).toEqual([
      ['short', 'sec-1', 2],
      ['over', 'sec-2', 1],
    ]);
  });

  it('counts questions without an answer key, and text missing only in a language the test is offered in', () => {
    const gappy = section({ gaps: { noAnswerKey: 1, noHindi: 2, noEnglish: 1 } });
    expect(publishBlockers(exam([gappy])).map((b) => b.kind + ('language' in b ? `:${b.language}` : ''))).toEqual([
      'noAnswerKey',
      'missingText:hi',
      'missingText:en',
    ]);
    expect(publishBlockers(exam([gappy], ['hi'])).map((b) => b.kind)).toEqual(['noAnswerKey', 'missingText']);
  });

  it("refuses a pass mark above the paper's total", () => {
    const set = (passingMarks: string) => ({ id: 'set-1', title: { en: 'Set 1' }, sections: [section()], passingMarks, totalMarks: '4' });
    expect(publishBlockers({ languages: ['hi'], sets: [set('4')] })).toEqual([]);
    expect(publishBlockers({ languages: ['hi'], sets: [set('4.5')] })).toEqual([
      { kind: 'passMark', setId: 'set-1', set: { en: 'Set 1' }, passingMarks: '4.5', totalMarks: '4' },
    ]);
  });

  it('gives the server a reason in English with its Hindi in the catalogue', () => {
    const [short] = publishBlockers(exam([section({ questionIds: ['q1'] })]));
    const { message, params } = blockerMessage(short!);
    expect(localize(message, 'en', params)).toBe('Not ready to publish: Mathematics (Set 1) needs 1 more question(s)');
    expect(localize(message, 'hi', params)).not.toBe(localize(message, 'en', params));
    for (const b of publishBlockers(
      exam([section({ questionIds: ['a', 'b', 'c'], gaps: { noAnswerKey: 1, noHindi: 1, noEnglish: 1 } })]),
    )) {
      const m = blockerMessage(b);
      expect(localize(m.message, 'hi', m.params)).toMatch(/[\u0900-\u097F]/);
    }
  });
});

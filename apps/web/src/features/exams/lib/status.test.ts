import { describe, expect, it } from 'vitest';
import type { ExamDetail } from '@pariksha/shared/schemas/exams';
import { groupLiveTests, nextLiveChange, rankState, setAction, startBlock } from './status.ts';
import { leaderboardView } from './leaderboard.ts';
import { barPercent, filterQuestions, outcomeCounts, topicSummary } from './analysis.ts';
import { examCodeLabel, penaltyLabel } from './text.ts';
import type { ReviewQuestion, TopicAccuracy } from '@pariksha/shared/schemas/attempts';
import { pickText } from '../../../lib/bilingual.ts';

const me = (p: Partial<{ inProgressAttemptId: string | null; lastSubmittedAttemptId: string | null; attemptsUsed: number }> = {}) => ({
  inProgressAttemptId: null,
  lastSubmittedAttemptId: null,
  lastScore: null,
  attemptsUsed: 0,
  ...p,
});

describe('setAction', () => {
  it('resumes first, then shows the result, else starts', () => {
    expect(setAction(me({ inProgressAttemptId: 'a2', lastSubmittedAttemptId: 'a1' }), 'mock')).toEqual({ kind: 'resume', attemptId: 'a2' });
    expect(setAction(me({ lastSubmittedAttemptId: 'a1', attemptsUsed: 1 }), 'mock')).toEqual({
      kind: 'result',
      attemptId: 'a1',
      canRetake: true,
    });
    expect(setAction(me({ lastSubmittedAttemptId: 'a1', attemptsUsed: 1 }), 'live')).toEqual({
      kind: 'result',
      attemptId: 'a1',
      canRetake: false,
    });
    expect(setAction(me(), 'practice')).toEqual({ kind: 'start', attemptNumber: 1 });
  });
});

describe('startBlock', () => {
  const live = { kind: 'live' as const, startsAt: '2026-01-10T10:00:00.000Z', endsAt: '2026-01-10T12:00:00.000Z' };
  const t = (iso: string) => Date.parse(iso);
  it('holds a live test until it opens and after it closes', () => {
    expect(startBlock({ me: me(), questionCount: 5 }, live, t('2026-01-10T09:00:00Z'))).toBe('notOpen');
    expect(startBlock({ me: me(), questionCount: 5 }, live, t('2026-01-10T10:00:00Z'))).toBe('none');
    expect(startBlock({ me: me(), questionCount: 5 }, live, t('2026-01-10T12:00:00Z'))).toBe('closed');
  });
  it('lets a live test be taken once, but always resumed', () => {
    expect(startBlock({ me: me({ lastSubmittedAttemptId: 'a' }), questionCount: 5 }, live, t('2026-01-10T11:00:00Z'))).toBe('alreadyTaken');
    expect(startBlock({ me: me({ inProgressAttemptId: 'a' }), questionCount: 5 }, live, t('2026-01-10T13:00:00Z'))).toBe('none');
  });
  it('needs questions; practice has no window', () => {
    expect(startBlock({ me: me(), questionCount: 0 }, { kind: 'practice', startsAt: null, endsAt: null }, 0)).toBe('noQuestions');
    expect(
      startBlock({ me: me({ lastSubmittedAttemptId: 'a' }), questionCount: 3 }, { kind: 'practice', startsAt: null, endsAt: null }, 0),
    ).toBe('none');
  });
});

describe('rankState', () => {
  it('hides a live test rank until the test closes', () => {
    const now = Date.parse('2026-01-10T11:00:00Z');
    expect(rankState({ rank: null, percentile: null, ranksAt: '2026-01-10T12:00:00Z' }, now)).toEqual({
      kind: 'pending',
      ranksAt: '2026-01-10T12:00:00Z',
    });
    expect(rankState({ rank: 3, percentile: 90, ranksAt: '2026-01-10T10:00:00Z' }, now)).toEqual({
      kind: 'ranked',
      rank: 3,
      percentile: 90,
    });
    expect(rankState({ rank: null, percentile: null, ranksAt: null }, now)).toEqual({ kind: 'unranked' });
  });
});

describe('groupLiveTests', () => {
  const exam = (id: string, startsAt: string, endsAt: string, liveStatus: 'upcoming' | 'live' | 'ended') =>
    ({ id, startsAt, endsAt, liveStatus }) as ExamDetail;
  it('regroups by the ticking clock and sorts each group', () => {
    const a = exam('a', '2026-01-10T10:00:00Z', '2026-01-10T12:00:00Z', 'upcoming');
    const b = exam('b', '2026-01-10T09:00:00Z', '2026-01-10T11:00:00Z', 'live');
    const c = exam('c', '2026-01-10T13:00:00Z', '2026-01-10T14:00:00Z', 'upcoming');
    const d = exam('d', '2026-01-09T13:00:00Z', '2026-01-09T14:00:00Z', 'ended');
    const g = groupLiveTests({ upcoming: [c, a], live: [b], ended: [d] }, Date.parse('2026-01-10T10:00:01Z'));
    expect(g.upcoming.map((e) => e.id)).toEqual(['c']);
    expect(g.live.map((e) => e.id)).toEqual(['b', 'a']);
    expect(g.ended.map((e) => e.id)).toEqual(['d']);
    expect(nextLiveChange([a, b, c, d], Date.parse('2026-01-10T10:00:01Z'))).toBe(Date.parse('2026-01-10T11:00:00Z'));
    expect(nextLiveChange([d], Date.parse('2026-01-10T10:00:01Z'))).toBeNull();
  });
});

describe('leaderboardView (the student always sees their own row)', () => {
  const row = (rank: number, userId: string, isMe = false) => ({ rank, userId, name: userId, score: '10.00', timeTakenMs: 1000, isMe });
  it('highlights the row on the page', () => {
    const v = leaderboardView({ rows: [row(1, 'a'), row(2, 'me', true)], me: row(2, 'me', true) });
    expect(v.pinned).toBeNull();
    expect(v.rows[1]!.isMe).toBe(true);
  });
  it('recognises the row by user id even without the flag', () => {
    const v = leaderboardView({ rows: [row(1, 'a'), row(2, 'me')], me: row(2, 'me', true) });
    expect(v.pinned).toBeNull();
    expect(v.rows[1]!.isMe).toBe(true);
  });
  it('pins the row below when it is on another page', () => {
    const v = leaderboardView({ rows: [row(1, 'a'), row(2, 'b')], me: row(57, 'me', false) });
    expect(v.pinned).toEqual({ ...row(57, 'me'), isMe: true });
  });
  it('pins nothing for a student with no result', () => {
    expect(leaderboardView({ rows: [row(1, 'a')], me: null }).pinned).toBeNull();
  });
});

describe('analysis helpers', () => {
  const q = (id: string, sectionId: string, outcome: ReviewQuestion['outcome']) => ({ id, sectionId, outcome }) as ReviewQuestion;
  const qs = [q('1', 's1', 'correct'), q('2', 's1', 'wrong'), q('3', 's2', 'unattempted'), q('4', 's2', 'correct')];
  it('filters by outcome and section', () => {
    expect(filterQuestions(qs, { outcome: 'all', sectionId: 'all' })).toHaveLength(4);
    expect(filterQuestions(qs, { outcome: 'correct', sectionId: 'all' }).map((x) => x.id)).toEqual(['1', '4']);
    expect(filterQuestions(qs, { outcome: 'correct', sectionId: 's2' }).map((x) => x.id)).toEqual(['4']);
    expect(outcomeCounts(qs, 's1')).toEqual({ all: 2, correct: 1, wrong: 1, unattempted: 0, marked: 0 });
  });
  it('orders topics weakest first and names strong and weak ones', () => {
    const t = (topic: string, accuracy: number, strength: TopicAccuracy['strength'], correct = 1, wrong = 1) =>
      ({ subject: 'math', topic, correct, wrong, unattempted: 0, accuracy, strength }) as TopicAccuracy;
    const s = topicSummary([
      t('a', 80, 'strong'),
      t('b', 20, 'weak'),
      t('e', 0, 'average', 0, 0),
      t('c', 60, 'average'),
      t('d', 100, 'strong'),
    ]);
    expect(s.sorted.map((x) => x.topic)).toEqual(['b', 'c', 'a', 'd']);
    expect(s.strong.map((x) => x.topic)).toEqual(['d', 'a']);
    expect(s.weak.map((x) => x.topic)).toEqual(['b']);
    // Nothing attempted: not "0%, average", but skipped.
    expect(s.skipped.map((x) => x.topic)).toEqual(['e']);
  });
  it('names the skipped topics of a 10.5 / 200 paper as weak, never "no weak topics"', () => {
    // As the server tallies them: 6 right, 3 wrong, 91 left (SSC CGL, +2 / −0.5).
    const t = (topic: string, correct: number, wrong: number, unattempted: number, strength: TopicAccuracy['strength']) =>
      ({
        subject: 'math',
        topic,
        correct,
        wrong,
        unattempted,
        accuracy: correct + wrong ? (100 * correct) / (correct + wrong) : 0,
        strength,
      }) as TopicAccuracy;
    const s = topicSummary([t('a', 4, 2, 20, 'weak'), t('b', 2, 1, 20, 'weak'), t('c', 0, 0, 25, 'weak'), t('d', 0, 0, 26, 'weak')]);
    expect(s.weak.map((x) => x.topic)).toEqual(['a', 'b', 'd', 'c']);
    expect(s.skipped.map((x) => x.topic)).toEqual(['c', 'd']);
  });
  it('draws bars within 0-100', () => {
    expect(barPercent('157.50', '200')).toBe(78.75);
    expect(barPercent('-3', '200')).toBe(0);
    expect(barPercent('10', '0')).toBe(0);
    expect(barPercent(250, 200)).toBe(100);
  });
});

describe('text helpers', () => {
  it('picks the language with fallback', () => {
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'en')).toBe('Hello');
    expect(pickText({ hi: 'नमस्ते', en: 'Hello' }, 'hi')).toBe('नमस्ते');
    expect(pickText({ en: 'Hello' }, 'hi')).toBe('Hello');
    expect(pickText({ hi: '  ', en: 'Hello' }, 'hi')).toBe('Hello');
    expect(pickText(undefined, 'hi')).toBe('');
  });
  it('labels exam codes and penalties', () => {
    expect(examCodeLabel('SSC_CGL_TIER_1', 'en')).toMatch(/SSC CGL/);
    expect(examCodeLabel('UNKNOWN', 'en')).toBe('UNKNOWN');
    expect(penaltyLabel('0.50')).toBe('−0.50');
    expect(penaltyLabel('0')).toBeNull();
  });
});

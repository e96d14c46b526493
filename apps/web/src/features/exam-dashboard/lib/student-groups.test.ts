import { describe, expect, it } from 'vitest';
import type { ExamDetail, ExamSummary, LiveTestList } from '@pariksha/shared/schemas/exams';
import { groupStudentExams, setActions } from './student-groups.ts';

const ORG = 'org-1';
const summary = (over: Partial<ExamSummary>): ExamSummary => ({
  id: 'e',
  code: 'SSC',
  title: { en: 'Test' },
  description: {},
  kind: 'practice',
  visibility: 'organization',
  languages: ['hi', 'en'],
  organizationId: ORG,
  organizationName: 'Demo Institute',
  isPublished: true,
  startsAt: null,
  endsAt: null,
  liveStatus: null,
  setCount: 1,
  attemptedSetCount: 0,
  ...over,
});
const detail = (over: Partial<ExamSummary>, submitted = false): ExamDetail => ({
  ...summary({ kind: 'live', ...over }),
  sets: [
    {
      id: `${over.id}-s`,
      examId: over.id ?? 'e',
      title: { en: 'Set 1' },
      position: 1,
      timingMode: 'whole',
      durationMinutes: 60,
      passingMarks: '35',
      totalMarks: '200',
      questionCount: 100,
      sections: [],
      me: {
        inProgressAttemptId: null,
        lastSubmittedAttemptId: submitted ? 'a1' : null,
        lastScore: submitted ? '120.00' : null,
        attemptsUsed: submitted ? 1 : 0,
      },
    },
  ],
});

describe('groupStudentExams', () => {
  const live: LiveTestList = {
    serverNow: '2026-01-01T10:00:00.000Z',
    upcoming: [detail({ id: 'u2', startsAt: '2026-01-03T10:00:00Z' }), detail({ id: 'u1', startsAt: '2026-01-02T10:00:00Z' })],
    live: [detail({ id: 'l1' }), detail({ id: 'other-org', organizationId: 'platform' })],
    ended: [detail({ id: 'x1', endsAt: '2025-12-01T10:00:00Z' }, true)],
  };
  const catalogue = [
    summary({ id: 'p1' }),
    summary({ id: 'p2', attemptedSetCount: 1, kind: 'mock' }),
    summary({ id: 'l1', kind: 'live' }),
    summary({ id: 'pub', organizationId: 'platform' }),
  ];

  it("keeps the organisation's tests, grouped live / upcoming / to take / done", () => {
    const g = groupStudentExams(catalogue, live, ORG);
    expect(g.live.map((e) => e.id)).toEqual(['l1']);
    expect(g.upcoming.map((e) => e.id)).toEqual(['u1', 'u2']);
    expect(g.available.map((e) => e.id)).toEqual(['p1']);
    expect(g.done.map((e) => e.id)).toEqual(['x1', 'p2']);
  });

  it('works before the live list arrives', () => {
    const g = groupStudentExams(catalogue, undefined, ORG);
    expect(g.live).toEqual([]);
    expect(g.available.map((e) => e.id)).toEqual(['p1']);
  });
});

describe('setActions', () => {
  const none = { inProgressAttemptId: null, lastSubmittedAttemptId: null };
  const taken = { inProgressAttemptId: null, lastSubmittedAttemptId: 'a1' };
  const open = { inProgressAttemptId: 'a2', lastSubmittedAttemptId: null };
  it('lets a student start, resume or retake practice tests', () => {
    expect(setActions('practice', 'available', none)).toEqual({ primary: 'start', showResult: false });
    expect(setActions('mock', 'done', taken)).toEqual({ primary: 'retake', showResult: true });
    expect(setActions('practice', 'available', open)).toEqual({ primary: 'resume', showResult: false });
  });
  it('takes a live test once, and not after it ends', () => {
    expect(setActions('live', 'live', none)).toEqual({ primary: 'start', showResult: false });
    expect(setActions('live', 'live', taken)).toEqual({ primary: null, showResult: true });
    expect(setActions('live', 'live', open)).toEqual({ primary: 'resume', showResult: false });
    expect(setActions('live', 'done', none)).toEqual({ primary: null, showResult: false });
    expect(setActions('live', 'done', taken)).toEqual({ primary: null, showResult: true });
  });
  it('shows only the instructions of an upcoming test', () => {
    expect(setActions('live', 'upcoming', none)).toEqual({ primary: 'instructions', showResult: false });
  });
});

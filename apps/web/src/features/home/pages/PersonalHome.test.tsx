// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffHome, StudentHome } from '@pariksha/shared/schemas/home';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { calledUrls, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { StaffHomePage } from './StaffHomePage.tsx';
import { StudentHomePage } from './StudentHomePage.tsx';

// Rendering a whole home with its namespaces is slow on a loaded machine; the checks are not timed.
vi.setConfig({ testTimeout: 30_000 });

const NOW = '2026-03-10T06:30:00.000Z';

const student = (over: Partial<StudentHome> = {}): StudentHome => ({
  serverNow: NOW,
  goals: [],
  resume: null,
  potd: {
    state: 'problem',
    solved: false,
    streak: { current: 4, max: 6 },
    problem: { questionText: 'What is 2 + 2?', difficulty: 'easy', category: 'Arithmetic' },
  },
  flashCards: { due: 3, nextDueAt: null },
  tests: { live: [], upcoming: [] },
  recommended: { exam: null },
  results: { recent: [] },
  weakTopics: [],
  ...over,
});

const staff = (over: Partial<StaffHome> = {}): StaffHome => ({
  serverNow: NOW,
  today: '2026-03-10',
  organizationName: 'Demo Institute',
  tests: { live: [], upcoming: [] },
  attendance: { batches: [{ batchId: 'b1', name: 'Morning batch', students: 20, marked: 0 }], total: 2 },
  recentResults: [],
  needsAttention: { students: [], total: 0 },
  ...over,
});

// The pages themselves: HomePage only picks one of them by the session's role.
const studentHome = () => renderRoutes([{ path: '/', element: <StudentHomePage /> }], '/');
const staffHome = () => renderRoutes([{ path: '/', element: <StaffHomePage /> }], '/');
const region = (name: string) => screen.findByRole('region', { name });

beforeEach(async () => {
  await setLanguage('en', ['myHome', 'home']);
});
afterEach(() => {
  useSession.setState({ token: null, userName: null });
  vi.unstubAllGlobals();
});

describe('the student home', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userName: 'priya singh' }));

  it('asks for its day in the page language and shows each card', async () => {
    const fetchMock = mockApi({
      '/home/student': student({
        results: {
          recent: [
            {
              attemptId: 'a2',
              examId: 'e2',
              setId: 's2',
              examTitle: { en: 'Mock 2' },
              setTitle: {},
              submittedAt: NOW,
              score: 70,
              totalMarks: 100,
              percent: 70,
              change: 10,
            },
            {
              attemptId: 'a1',
              examId: 'e1',
              setId: 's1',
              examTitle: { en: 'Mock 1' },
              setTitle: {},
              submittedAt: NOW,
              score: 60,
              totalMarks: 100,
              percent: 60,
              change: null,
            },
          ],
        },
        weakTopics: [
          {
            subject: 'math',
            topic: 'algebra',
            subjectLabel: 'Mathematics',
            topicLabel: 'Algebra',
            answered: 10,
            correct: 3,
            accuracy: 0.3,
          },
        ],
      }),
    });
    studentHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Namaste, Priya Singh' })).toBeTruthy();
    expect(calledUrls(fetchMock)[0]!.searchParams.get('lang')).toBe('en');
    const cards = await region('Flash cards');
    expect((await within(cards).findByRole('link', { name: 'Review now' })).getAttribute('href')).toBe('/flash-card/review');
    const results = await region('Recent results');
    expect(within(results).getByRole('img', { name: /60, 70 percent/ })).toBeTruthy();
    expect(within(results).getByLabelText('10 points up on the test before')).toBeTruthy();
    const weak = await region('Weak topics');
    expect(within(weak).getByRole('link', { name: 'Practise Algebra' }).getAttribute('href')).toBe('/quiz/math/algebra');
  });

  it('gives empty cards their action, and a card the server could not read its error with a retry', async () => {
    mockApi({ '/home/student': student({ flashCards: null, recommended: { exam: null }, tests: { live: [], upcoming: [] } }) });
    studentHome();
    const cards = await region('Flash cards');
    expect(await within(cards).findByText('This could not be loaded.')).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const mock = await region('Recommended mock test');
    expect(within(mock).getByRole('link', { name: 'Browse test series' }).getAttribute('href')).toBe('/exams');
    const tests = await region('Live and upcoming tests');
    expect(within(tests).getByText(/No live test is scheduled/)).toBeTruthy();
  });

  it('shows every card in error when the request fails', async () => {
    mockApi({ '/home/student': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500) });
    studentHome();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await screen.findAllByText('This could not be loaded.')).length).toBe(6);
  });

  it('offers the test in progress first', async () => {
    mockApi({
      '/home/student': student({
        resume: { attemptId: 'a9', examId: 'e9', setId: 's9', examTitle: { en: 'SSC Mock' }, setTitle: { en: 'Set 1' }, deadline: NOW },
      }),
    });
    studentHome();
    expect((await screen.findByRole('link', { name: 'Resume test' })).getAttribute('href')).toBe('/exams/e9/s9/sections');
  });
});

describe('the staff home', () => {
  it('gives an admin quick actions and the batches still to mark', async () => {
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }), userName: 'Rajesh Verma' });
    mockApi({ '/home/staff': staff() });
    staffHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Create a test', 'Take attendance', 'Send a notification', 'Add students']);
    const attendance = await region('Attendance to take today');
    expect((await within(attendance).findByRole('link', { name: 'Take attendance: Morning batch' })).getAttribute('href')).toBe(
      '/organization/attendance-management?batch=b1',
    );
  });

  it("gives a teacher only what a teacher's pages allow", async () => {
    useSession.setState({ token: fakeToken({ role: 'user', orgRole: 'teacher' }), userName: 'Sunita' });
    mockApi({ '/home/staff': staff() });
    staffHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Create a test']);
    const attendance = await region('Attendance to take today');
    expect(await within(attendance).findByText('Morning batch')).toBeTruthy();
    expect(within(attendance).queryByRole('link')).toBeNull();
  });
});

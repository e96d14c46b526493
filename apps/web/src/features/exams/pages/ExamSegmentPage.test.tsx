// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calledUrls, currentLocation, json, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { examDetail, EXAM_ID, setDetail, setSummary, SET_ID } from '../test/fixtures.ts';
import { ExamSegmentPage } from './ExamSegmentPage.tsx';

const render = (url: string) =>
  renderRoutes(
    [
      { path: '/exams/:examId/:segment', element: <ExamSegmentPage /> },
      { path: '/exams/:examId/:setId/sections', element: <div>exam hall</div> },
      { path: '/exams/:examId/:setId/section/:sectionId', element: <div>exam hall, first section</div> },
    ],
    url,
  );

describe('ExamSegmentPage: one route shape for :testLanguage and :setId', { timeout: 20_000 }, () => {
  // The two pages are lazy chunks: load them once so no test waits on the first transform.
  beforeAll(() => Promise.all([import('./ExamSetsPage.tsx'), import('./InstructionsPage.tsx')]));
  beforeEach(() => setLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('reads hi as a language: the sets in Hindi, whatever the UI language', async () => {
    const api = mockApi({ [`/exams/${EXAM_ID}`]: examDetail() });
    render(`/exams/${EXAM_ID}/hi`);
    expect(await screen.findByRole('heading', { name: 'सेट 1' })).toBeInTheDocument();
    expect(calledUrls(api).map((u) => u.pathname)).toEqual([`/api/exams/${EXAM_ID}`]);
    expect(screen.getByRole('link', { name: 'Start: सेट 1' })).toHaveAttribute('href', `/exams/${EXAM_ID}/${SET_ID}?lang=hi`);
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(currentLocation()).toBe(`/exams/${EXAM_ID}/en`));
    expect(await screen.findByRole('heading', { name: 'Set 1' })).toBeInTheDocument();
  });

  it('shows resume, result and retake by the student status', async () => {
    mockApi({
      [`/exams/${EXAM_ID}`]: examDetail({
        sets: [
          setSummary({
            id: 's-a',
            title: { en: 'Set A' },
            me: { inProgressAttemptId: 'a1', lastSubmittedAttemptId: null, lastScore: null, attemptsUsed: 1 },
          }),
          setSummary({
            id: 's-b',
            title: { en: 'Set B' },
            position: 2,
            me: { inProgressAttemptId: null, lastSubmittedAttemptId: 'a2', lastScore: '120.00', attemptsUsed: 1 },
          }),
        ],
      }),
    });
    render(`/exams/${EXAM_ID}/en`);
    expect(await screen.findByRole('link', { name: 'Resume: Set A' })).toHaveAttribute('href', `/exams/${EXAM_ID}/s-a/sections`);
    expect(screen.getByRole('link', { name: 'View result: Set B' })).toHaveAttribute('href', `/exams/${EXAM_ID}/s-b/results`);
    expect(screen.getByRole('link', { name: 'Retake: Set B' })).toBeInTheDocument();
    expect(screen.getByText('Last score: 120.00 / 200')).toBeInTheDocument();
  });

  it('moves to the language the exam has', async () => {
    mockApi({ [`/exams/${EXAM_ID}`]: examDetail({ languages: ['hi'] }) });
    render(`/exams/${EXAM_ID}/en`);
    await waitFor(() => expect(currentLocation()).toBe(`/exams/${EXAM_ID}/hi`));
  });

  it('reads anything else as a set id: the instructions page', async () => {
    const api = mockApi({ [`/exam-sets/${SET_ID}`]: setDetail() });
    render(`/exams/${EXAM_ID}/${SET_ID}`);
    expect(await screen.findByRole('heading', { name: 'SSC CGL Tier 1 Mock' })).toBeInTheDocument();
    expect(screen.getByText('Set 1 · Instructions')).toBeInTheDocument();
    expect(calledUrls(api).map((u) => u.pathname)).toEqual([`/api/exam-sets/${SET_ID}`]);
    expect(screen.getByRole('table', { name: 'Sections of the test' })).toBeInTheDocument();
    expect(screen.getAllByText('−0.50')).toHaveLength(4);
    expect(screen.getByText(/Each wrong answer costs 0.50 marks/)).toBeInTheDocument();
    expect(screen.getByText('Timing: one clock for the whole test')).toBeInTheDocument();
    for (const state of ['Not visited', 'Not answered', 'Answered', 'Marked for review', 'Answered and marked for review']) {
      expect(screen.getByText(state)).toBeInTheDocument();
    }
  });

  it('starts only after the instructions are accepted, in the chosen language, then opens question 1 of the first section', async () => {
    const api = mockApi({
      [`/exam-sets/${SET_ID}`]: setDetail(),
      [`POST /exam-sets/${SET_ID}/attempts`]: () => json({ id: 'att', setId: SET_ID, examId: EXAM_ID }, 201),
    });
    render(`/exams/${EXAM_ID}/${SET_ID}?lang=hi`);
    const start = await screen.findByRole('button', { name: 'Start Test' });
    expect(start).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the instructions' }));
    expect(start).toBeEnabled();
    fireEvent.click(start);
    await waitFor(() => expect(currentLocation()).toBe(`/exams/${EXAM_ID}/${SET_ID}/section/sec-1`));
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ language: 'en' });
    // The start asks for the attempt without the paper: the hall loads it once, next.
    expect(new URL(String(post[0]), 'http://localhost').searchParams.get('view')).toBe('summary');
  });

  it('offers Resume without the checkbox when an attempt is in progress', async () => {
    mockApi({
      [`/exam-sets/${SET_ID}`]: setDetail({
        me: { inProgressAttemptId: 'a1', lastSubmittedAttemptId: null, lastScore: null, attemptsUsed: 1 },
      }),
    });
    render(`/exams/${EXAM_ID}/${SET_ID}`);
    expect(await screen.findByRole('button', { name: 'Resume Test' })).toBeEnabled();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('counts down a live test by the server clock and opens the button at the start', async () => {
    // The phone's clock is an hour behind the server: only the server's counts.
    mockApi({
      [`/exam-sets/${SET_ID}`]: () => {
        const serverNow = Date.now() + 3600_000;
        return json(
          setDetail(
            { serverNow: new Date(serverNow).toISOString() },
            {
              kind: 'live',
              startsAt: new Date(serverNow + 3000).toISOString(),
              endsAt: new Date(serverNow + 7200_000).toISOString(),
              liveStatus: 'upcoming',
            },
          ),
        );
      },
    });
    render(`/exams/${EXAM_ID}/${SET_ID}`);
    expect(await screen.findByRole('timer', { name: 'Starts in' })).toHaveTextContent(/00:00:0[0-3]/);
    expect(screen.getByText(/has not started yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Start Test' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Test' })).toBeEnabled(), { timeout: 6000 });
    expect(screen.getByRole('timer', { name: 'Ends in' })).toBeInTheDocument();
  });

  it("shows the server's 409 message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [`/exam-sets/${SET_ID}`]: setDetail(),
      [`POST /exam-sets/${SET_ID}/attempts`]: () => json({ error: { code: 'CONFLICT', message: 'You have already taken this test' } }, 409),
    });
    render(`/exams/${EXAM_ID}/${SET_ID}`);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(await screen.findByText('You have already taken this test')).toBeInTheDocument();
    expect(currentLocation()).toBe(`/exams/${EXAM_ID}/${SET_ID}`);
  });

  it('shows a wrong exam or paper id as not found, with the way back and no pointless retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [`/exams/${EXAM_ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Exam not found' } }, 404) });
    render(`/exams/${EXAM_ID}/en`);
    expect(await screen.findByRole('heading', { name: 'Test series not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse test series' })).toHaveAttribute('href', '/exams');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('shows a wrong paper id on the instructions route as not found too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [`/exam-sets/${SET_ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Test not found' } }, 404) });
    render(`/exams/${EXAM_ID}/${SET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Test series not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('keeps the retry for a failure that trying again can fix', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The query retries a server error once by itself before showing the alert.
    let calls = 0;
    mockApi({
      [`/exams/${EXAM_ID}`]: () =>
        ++calls <= 2 ? json({ error: { code: 'INTERNAL', message: 'Server error' } }, 500) : json(examDetail()),
    });
    render(`/exams/${EXAM_ID}/en`);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Set 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test series not found' })).not.toBeInTheDocument();
  });
});

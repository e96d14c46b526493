// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AttemptView, SaveAnswersRequest } from '@pariksha/shared/schemas/attempts';
import i18n from '../../../lib/i18n.ts';
import { deleteLocalDatabases } from '../../../lib/local-databases.ts';
import { useSession } from '../../../lib/session.ts';
import { clearPapers } from '../../../lib/exam-paper.ts';
import { paths } from '../../../app/paths.ts';
import { closeQueue, listQueued } from '../session/answer-queue.ts';
import { closeHallSessions } from '../session/use-hall-session.ts';
import { makeView } from '../session/test-fixtures.ts';
import { ExamHallPage } from './ExamHallPage.tsx';
import { ExamSectionsPage } from './ExamSectionsPage.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let view: AttemptView | null;
let saves: SaveAnswersRequest[];
let submitted: number;
let paperLoads = 0;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  // The hall load is slim (the attempt and where its paper is); the paper is its own resource.
  if (method === 'GET' && url.pathname === '/api/exam-sets/set-1/attempt') {
    if (!view) return json(404, { error: { code: 'NOT_FOUND', message: 'Attempt not found' } });
    const { sections: _s, questions: _q, ...state } = view;
    return json(200, state);
  }
  if (method === 'GET' && view && url.pathname === view.paper.url) {
    paperLoads += 1;
    return json(200, { setId: view.setId, version: view.paper.version, sections: view.sections, questions: view.questions });
  }
  if (method === 'PUT' && url.pathname === '/api/attempts/attempt-1/answers') {
    const body = JSON.parse(String(init!.body)) as SaveAnswersRequest;
    saves.push(body);
    return json(200, {
      saved: body.answers.map((a) => ({ questionId: a.questionId, clientSeq: a.clientSeq })),
      serverNow: new Date().toISOString(),
      deadline: view!.deadline,
    });
  }
  if (method === 'POST' && url.pathname === '/api/attempts/attempt-1/submit') {
    submitted += 1;
    return json(200, {});
  }
  return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.examHall, element: <ExamHallPage /> },
      { path: paths.examSections, element: <ExamSectionsPage /> },
      { path: '/exams/:examId/:setId/results', element: <p>Results page</p> },
      { path: '/exams/:examId/:setId', element: <p>Instructions page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

const openPalette = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open the question palette' }));
  return within(await screen.findByRole('group', { name: 'Mathematics' }));
};

// The first render loads MUI and the locale chunk, which is slow on a busy machine.
describe('ExamHallPage', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    const now = Date.now();
    view = makeView({ language: 'en', serverNow: new Date(now).toISOString(), deadline: new Date(now + 20 * 60_000).toISOString() });
    saves = [];
    submitted = 0;
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scrollTo', () => undefined);
    useSession.setState({ token: null, selectedLanguage: 'en' });
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['examHall']);
  });
  afterEach(async () => {
    closeHallSessions();
    clearPapers();
    paperLoads = 0;
    await closeQueue();
    await deleteLocalDatabases();
    vi.unstubAllGlobals();
  });

  it('shows the question in the attempt language, switches language, and keeps an answer in the palette and the queue', async () => {
    view = { ...view!, language: 'hi' };
    renderAt('/exams/exam-1/set-1/section/s1');
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('प्रश्न a1')).toBeInTheDocument();
    expect(paperLoads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Question a1')).toBeInTheDocument();

    const group = screen.getByRole('radiogroup', { name: 'Question 1 of 3' });
    fireEvent.click(within(group).getByRole('radio', { name: /Option 2/ }));
    const palette = await openPalette();
    expect(palette.getByRole('button', { name: 'Question 1, Answered' })).toHaveAttribute('aria-current', 'step');
    expect(palette.getByRole('button', { name: 'Question 2, Not visited' })).toBeInTheDocument();

    const sent = () => saves.flatMap((s) => s.answers).filter((a) => a.questionId === 'a1');
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ state: 'answered', selectedOptionIds: ['a1-o2'] }));
    await waitFor(async () => expect(await listQueued('attempt-1')).toEqual([]));
  });

  it('moves on with Save & Next, uses checkboxes for several correct options, and marks for review', async () => {
    renderAt('/exams/exam-1/set-1/section/s1');
    await screen.findByText('Question 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    const boxes = within(screen.getByRole('group', { name: 'Question 2 of 3' }));
    fireEvent.click(boxes.getByRole('checkbox', { name: /Option 1/ }));
    fireEvent.click(boxes.getByRole('checkbox', { name: /Option 3/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    const palette = await openPalette();
    expect(palette.getByRole('button', { name: 'Question 1, Not answered' })).toBeInTheDocument();
    expect(palette.getByRole('button', { name: 'Question 2, Answered & marked for review' })).toBeInTheDocument();
    expect(palette.getByRole('button', { name: 'Question 3, Not answered' })).toHaveAttribute('aria-current', 'step');
    // Clicking a number goes there.
    fireEvent.click(palette.getByRole('button', { name: 'Question 1, Not answered' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('summarises per section, sends the queue, submits and goes to the results', async () => {
    const router = renderAt('/exams/exam-1/set-1/section/s1');
    await screen.findByText('Question 1 of 3');
    fireEvent.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: /Option 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit the test?' }));
    const row = dialog.getByRole('row', { name: /Mathematics/ });
    // answered, not answered, marked, answered & marked, not visited
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0', '0', '0', '2']);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams/exam-1/set-1/results'));
    expect(router.state.location.search).toBe('?attemptId=attempt-1');
    expect(submitted).toBe(1);
    expect(saves.flatMap((s) => s.answers).some((a) => a.questionId === 'a1' && a.state === 'answered')).toBe(true);
    expect(await screen.findByText('Results page')).toBeInTheDocument();
  });

  it('resumes from the device queue after a reload, the newer change winning over the server', async () => {
    const { putQueued } = await import('../session/answer-queue.ts');
    view = makeView({ language: 'en', serverNow: view!.serverNow, deadline: view!.deadline }, [
      { questionId: 'a1', selectedOptionIds: ['a1-o1'], state: 'answered', timeSpentMs: 100, clientSeq: 10 },
    ]);
    await putQueued('attempt-1', {
      questionId: 'a1',
      selectedOptionIds: ['a1-o4'],
      state: 'answeredMarked',
      timeSpentMs: 200,
      clientSeq: 20,
    });
    renderAt('/exams/exam-1/set-1/section/s1');
    await screen.findByText('Question 1 of 3');
    expect(within(screen.getByRole('radiogroup')).getByRole('radio', { name: /Option 4/ })).toBeChecked();
    await waitFor(() => expect(saves[0]?.answers[0]).toMatchObject({ questionId: 'a1', clientSeq: 20, state: 'answeredMarked' }));
  });

  it('says when there is no attempt in progress, with a link to the instructions', async () => {
    view = null;
    renderAt('/exams/exam-1/set-1/sections');
    expect(await screen.findByRole('heading', { name: 'No test in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the test instructions' })).toHaveAttribute('href', '/exams/exam-1/set-1');
    // No site header on the attempt's routes: the logo leads home.
    expect(screen.getByRole('link', { name: /: home$/ })).toHaveAttribute('href', '/');
  });

  it('asks before leaving by the logo, keeps the attempt when staying, and lets the student go', async () => {
    const router = renderAt('/exams/exam-1/set-1/section/s1');
    await screen.findByText('Question 1 of 3');
    // The focused frame: the logo goes home, and asks first.
    fireEvent.click(screen.getByRole('link', { name: /: home$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the test?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stay in the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/exams/exam-1/set-1/section/s1');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    // Within the attempt (the section list) nothing asks.
    fireEvent.click(screen.getByRole('button', { name: 'Open the question palette' }));
    fireEvent.click(await screen.findByRole('link', { name: 'All sections' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams/exam-1/set-1/sections'));
    expect(screen.queryByRole('dialog', { name: 'Leave the test?' })).toBeNull();

    // Back out of the attempt asks again; leaving goes.
    await act(() => router.navigate('/exams/exam-1/set-1'));
    const again = within(await screen.findByRole('dialog', { name: 'Leave the test?' }));
    fireEvent.click(again.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Instructions page')).toBeInTheDocument();
    expect(submitted).toBe(0);
  });

  it('asks the browser to confirm closing the tab while the test runs', async () => {
    renderAt('/exams/exam-1/set-1/section/s1');
    await screen.findByText('Question 1 of 3');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not ask after submitting: straight to the results', async () => {
    const router = renderAt('/exams/exam-1/set-1/sections');
    await screen.findByRole('region', { name: 'Mathematics' });
    fireEvent.click(screen.getAllByRole('button', { name: /^Submit/ })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit the test?' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Submit' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exams/exam-1/set-1/results'));
    expect(screen.queryByRole('dialog', { name: 'Leave the test?' })).toBeNull();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('lists the sections with their counts and a way in', async () => {
    renderAt('/exams/exam-1/set-1/sections');
    const maths = within(await screen.findByRole('region', { name: 'Mathematics' }));
    expect(maths.getByRole('link', { name: 'Enter section Mathematics' })).toHaveAttribute('href', '/exams/exam-1/set-1/section/s1');
    expect(screen.getByRole('button', { name: 'Submit test' })).toBeEnabled();
    // The timer is in the focused frame's bar here too.
    expect(within(screen.getByTestId('hall-bar')).getByRole('timer')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TestEditor } from './TestEditor.tsx';
import { authoringExam, bankQuestion } from '../../test/fixtures.ts';
import { json, mockApi, renderRoutes, setLanguage, signInAs } from '../../test/render.tsx';

const render = () =>
  renderRoutes(
    [{ path: '/organization/exam-dashboard/tests/:examId', element: <TestEditor /> }],
    '/organization/exam-dashboard/tests/exam-1',
  );

describe('TestEditor', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'user', orgRole: 'teacher' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's 422 when publishing with an empty section", async () => {
    mockApi({
      '/exam-authoring/exam-1': authoringExam(),
      'POST /exam-authoring/exam-1/publish': () =>
        json(422, { error: { code: 'UNPROCESSABLE', message: 'Section “General Awareness” of Set 1 has no questions' } }),
    });
    render();
    expect(await screen.findByText('1 section has no questions yet.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Publish' }).click());
    expect(await screen.findByText('Section “General Awareness” of Set 1 has no questions')).toBeInTheDocument();
  });

  it('publishes and then offers to unpublish', async () => {
    const api = mockApi({
      '/exam-authoring/exam-1': authoringExam(),
      'POST /exam-authoring/exam-1/publish': authoringExam({ isPublished: true }),
    });
    render();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    act(() => publish.click());
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ isPublished: true });
  });

  it('shows planned vs attached per section and saves a new order of questions', async () => {
    const exam = authoringExam();
    exam.sets[0]!.sections[0]!.questionIds = ['q-1', 'q-2'];
    const api = mockApi({
      '/exam-authoring/exam-1': exam,
      '/question-bank/q-1': bankQuestion(),
      '/question-bank/q-2': bankQuestion({ id: 'q-2', text: { en: 'Second question' } }),
      'PUT /exam-authoring/sections/sec-1/questions': ({ body }: { body: { questionIds: string[] } }) => {
        const next = authoringExam();
        next.sets[0]!.sections[0]!.questionIds = body.questionIds;
        return next;
      },
    });
    render();
    expect(await screen.findByText('2 / 25 questions')).toBeInTheDocument();
    expect(screen.getByText('0 / 25 questions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Mathematics/ }));
    const list = await screen.findByRole('list', { name: 'Questions of this section' });
    expect(await within(list).findByText('Second question')).toBeInTheDocument();
    expect(screen.getByText('23 more questions are planned.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Move question 2 up' }).click());
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ questionIds: ['q-2', 'q-1'] }));
  });

  it('saves a section with the shared limits', async () => {
    const api = mockApi({ '/exam-authoring/exam-1': authoringExam(), 'PATCH /exam-authoring/sections/sec-2': authoringExam() });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /General Awareness/ }));
    const minutes = await screen.findByLabelText('Section minutes');
    fireEvent.change(minutes, { target: { value: '0' } });
    act(() => screen.getByRole('button', { name: 'Save section' }).click());
    expect(await screen.findByText('Duration must be at least 1 minute')).toBeInTheDocument();
    fireEvent.change(minutes, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Penalty for wrong'), { target: { value: '0' } });
    act(() => screen.getByRole('button', { name: 'Save section' }).click());
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        durationMinutes: 20,
        markWrong: '0',
        plannedQuestionCount: 25,
      }),
    );
  });
});

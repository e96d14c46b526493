// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TestEditor } from './TestEditor.tsx';
import { authoringExam, bankQuestion } from '../../test/fixtures.ts';
import { mockApi, renderRoutes, setLanguage, signInAs } from '../../test/render.tsx';

/** Every section at its plan: the fixture's two sections with one planned question each. */
function completeExam() {
  const exam = authoringExam();
  exam.sets[0]!.sections.forEach((s, i) => {
    s.plannedQuestionCount = 1;
    s.questionIds = [`q-${i + 1}`];
    s.questionCount = 1;
  });
  return exam;
}

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

  it('keeps Publish disabled with the reasons until every section holds its planned questions', async () => {
    mockApi({ '/exam-authoring/exam-1': authoringExam() });
    render();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/Mathematics \(Set 1\): add 24 more questions\./);
    expect(screen.getByText('General Awareness (Set 1): add 25 more questions.')).toBeInTheDocument();
  });

  it('names questions missing a language the test is offered in', async () => {
    const exam = completeExam();
    exam.sets[0]!.sections[0]!.gaps = { noAnswerKey: 0, noHindi: 1, noEnglish: 0 };
    mockApi({ '/exam-authoring/exam-1': exam });
    render();
    expect(await screen.findByText('Mathematics (Set 1): 1 question is not written in Hindi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('asks before publishing a complete test, then offers to unpublish', async () => {
    const api = mockApi({
      '/exam-authoring/exam-1': completeExam(),
      'POST /exam-authoring/exam-1/publish': { ...completeExam(), isPublished: true },
    });
    render();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeEnabled();
    act(() => publish.click());
    // Generous waits: the dialog's transition and the save are slow on a loaded machine.
    const dialog = await screen.findByRole('dialog', { name: 'Publish this test?' }, { timeout: 10_000 });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    act(() => within(dialog).getByRole('button', { name: 'Publish' }).click());
    expect(await screen.findByRole('button', { name: 'Unpublish' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ isPublished: true });
  });

  it('removes a question with Undo in the snackbar, which puts it back in its place', async () => {
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
    fireEvent.click(await screen.findByRole('button', { name: /Mathematics/ }));
    await screen.findByRole('list', { name: 'Questions of this section' });
    act(() => screen.getByRole('button', { name: 'Remove question 1' }).click());
    const undo = await screen.findByRole('button', { name: 'Undo' }, { timeout: 10_000 });
    expect(screen.getByText('Question 1 removed')).toBeInTheDocument();
    act(() => undo.click());
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { questionIds: ['q-2'] },
        { questionIds: ['q-1', 'q-2'] },
      ]),
    );
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

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CreateTest } from './CreateTest.tsx';
import { authoringExam } from '../../test/fixtures.ts';
import { mockApi, renderRoutes, setLanguage, signInAs } from '../../test/render.tsx';

const render = () =>
  renderRoutes(
    [
      { path: '/organization/exam-dashboard/tests/new', element: <CreateTest /> },
      { path: '/organization/exam-dashboard/tests/:examId', element: <p>editor</p> },
    ],
    '/organization/exam-dashboard/tests/new',
  );

describe('CreateTest', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'admin', orgRole: 'owner' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the chosen template's pattern", async () => {
    mockApi({});
    render();
    const pattern = await screen.findByRole('group', { name: 'Pattern of SSC' });
    for (const text of ['60 minutes', '100 questions', '4 sections', '200 marks', 'Pass at 35', '+2 per correct, −0.50 per wrong']) {
      expect(within(pattern).getByText(text)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText('Exam template'), { target: { value: 'CTET' } });
    const ctet = await screen.findByRole('group', { name: 'Pattern of CTET' });
    expect(within(ctet).getByText('+1 per correct, no negative marking')).toBeInTheDocument();
    expect(within(ctet).getByText('5 sections')).toBeInTheDocument();
  });

  it('validates with the shared schema and sends a live test with its window', async () => {
    const api = mockApi({ 'POST /exam-authoring': authoringExam({ id: 'new-exam' }) });
    const { router } = render();
    const submit = await screen.findByRole('button', { name: 'Create test' });
    act(() => submit.click());
    expect(await screen.findByText('Enter a title in Hindi or English')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title (Hindi)'), { target: { value: 'रविवार लाइव टेस्ट' } });
    // Each radio group is named by its legend.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Test type' })).getByRole('radio', { name: 'Live' }));
    act(() => submit.click());
    expect(await screen.findByText('A live test needs a start and an end after the start')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2026-06-07T10:00' } });
    fireEvent.change(screen.getByLabelText('Ends at'), { target: { value: '2026-06-07T12:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Timing' })).getByRole('radio', { name: /Per section/ }));
    act(() => submit.click());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organization/exam-dashboard/tests/new-exam'));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      code: 'SSC',
      title: { hi: 'रविवार लाइव टेस्ट', en: '' },
      description: { hi: '', en: '' },
      kind: 'live',
      visibility: 'organization',
      languages: ['hi'],
      timingMode: 'perSection',
      startsAt: new Date('2026-06-07T10:00').toISOString(),
      endsAt: new Date('2026-06-07T12:00').toISOString(),
    });
  });

  it("shows the server's message when creating fails", async () => {
    mockApi({
      'POST /exam-authoring': () =>
        new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Choose an exam from the list' } }), { status: 400 }),
    });
    render();
    fireEvent.change(await screen.findByLabelText('Title (English)'), { target: { value: 'Mock 1' } });
    act(() => screen.getByRole('button', { name: 'Create test' }).click());
    expect(await screen.findByText('Choose an exam from the list')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiscussionPost, DiscussionThread } from '@pariksha/shared/schemas/discussions';
import { calls, json, mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { DiscussionPage } from './DiscussionPage.tsx';

const EXAM = '11111111-1111-4111-8111-111111111111';
const QUESTION = '22222222-2222-4222-8222-222222222222';
const THREAD = `/exams/${EXAM}/questions/${QUESTION}/discussion`;

const post = (id: string, p: Partial<DiscussionPost> = {}): DiscussionPost => ({
  id,
  parentId: null,
  author: { id: `u-${id}`, name: `Author ${id}`, isStaff: false },
  body: `Body of ${id}`,
  removed: null,
  upvotes: 0,
  upvotedByMe: false,
  isBest: false,
  mine: false,
  createdAt: '2026-03-15T10:00:00.000Z',
  ...p,
});

const thread = (p: Partial<DiscussionThread> = {}): DiscussionThread => ({
  examId: EXAM,
  questionId: QUESTION,
  examTitle: { hi: 'लाइव टेस्ट', en: 'Live test' },
  examKind: 'live',
  question: {
    text: { en: 'What is $\\frac{12}{4}$?' },
    options: [
      { id: 'a', en: 'Three' },
      { id: 'b', en: 'Four' },
    ],
    correctOptionIds: ['a'],
    explanation: { en: 'Twelve over four.' },
  },
  canModerate: false,
  doubts: [],
  ...p,
});

const render = () =>
  renderRoutes(
    [{ path: '/exams/:examId/questions/:questionId/discussion', element: <DiscussionPage /> }],
    `${THREAD}?back=/exams/${EXAM}/s1/analysis`,
  );

describe('DiscussionPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en', ['discussions', 'common']));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the question with its key, an empty state and posts a doubt', async () => {
    let posted: unknown = null;
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread(),
      [`POST ${THREAD}/posts`]: (_u: URL, init?: RequestInit) => {
        posted = JSON.parse(String(init?.body));
        return json(post('d1', { body: 'Why three?', mine: true }), 201);
      },
    });
    render();
    expect(await screen.findByText('Correct answer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discussion of the question', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/exams/${EXAM}/s1/analysis`);
    expect(screen.getByText('Twelve over four.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No doubts yet' })).toBeInTheDocument();

    // An empty doubt is refused before any request.
    fireEvent.click(screen.getByRole('button', { name: 'Post doubt' }));
    expect(await screen.findByText('Write your question or answer')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your doubt' }), { target: { value: '  Why $3$?  ' } });
    expect(screen.getByText('Preview')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Post doubt' }));
    await waitFor(() => expect(posted).toEqual({ body: 'Why $3$?' }));
    // The thread is read again after a post.
    await waitFor(() => expect(calls(fetchMock).filter((c) => c === `GET ${THREAD}`)).toHaveLength(2));
  });

  it('shows doubts with answers, the best-answer badge and labelled upvote buttons', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread({
        doubts: [
          {
            ...post('d1', { upvotes: 2 }),
            answers: [
              post('a1', { parentId: 'd1', isBest: true, upvotes: 1, upvotedByMe: true }),
              post('a2', { parentId: 'd1', mine: true }),
            ],
          },
        ],
      }),
      [`PUT /discussion-posts/d1/upvote`]: { postId: 'd1', upvotes: 3, upvotedByMe: true },
    });
    render();
    const doubt = await screen.findByRole('article', { name: 'Doubt by Author d1' });
    const best = screen.getByRole('article', { name: 'Answer by Author a1' });
    expect(within(best).getByText('Best answer')).toBeInTheDocument();
    expect(within(best).getByRole('button', { name: 'Remove your upvote (1 upvotes)' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('article', { name: 'Answer by Author a2' })).getByRole('button', { name: 'Upvotes on your post: 0' }),
    ).toBeDisabled();
    // Students do not mark best answers or hide others' posts.
    expect(screen.queryByRole('button', { name: 'Mark as best answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(screen.getByText('2 answers')).toBeInTheDocument();

    fireEvent.click(within(doubt).getByRole('button', { name: 'Upvote this post (2 upvotes)' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /discussion-posts/d1/upvote'));
  });

  it('gives staff the best-answer and hide buttons, and asks before hiding', async () => {
    const fetchMock = mockApi({
      [`GET ${THREAD}`]: thread({ canModerate: true, doubts: [{ ...post('d1'), answers: [post('a1', { parentId: 'd1' })] }] }),
      [`PUT /discussion-posts/a1/best`]: post('a1', { parentId: 'd1', isBest: true }),
      [`DELETE /discussion-posts/d1`]: post('d1', { removed: 'staff', body: null, author: null }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as best answer' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /discussion-posts/a1/best'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide this post of Author d1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /discussion-posts/d1'));
  });

  it('says when a live test’s discussion opens', async () => {
    mockApi({
      [`GET ${THREAD}`]: () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'The discussion opens when the live test ends',
              details: { opensAt: '2026-03-15T12:30:00.000Z' },
            },
          },
          409,
        ),
    });
    render();
    expect(await screen.findByText('The discussion is not open yet')).toBeInTheDocument();
    expect(screen.getByText(/It opens when the live test ends: .*15 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers a retry when the thread cannot be loaded', async () => {
    mockApi({ [`GET ${THREAD}`]: () => json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500) });
    render();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is in Hindi', async () => {
    await setLanguage('hi', ['discussions', 'common']);
    mockApi({ [`GET ${THREAD}`]: thread() });
    render();
    expect(await screen.findByRole('heading', { name: 'प्रश्न पर चर्चा', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'आपका संदेह' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अभी कोई संदेह नहीं' })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSnackbar } from '../lib/snackbar.ts';
import { BookmarkButton } from './BookmarkButton.tsx';
import { calls, json, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';

const QID = '11111111-1111-4111-8111-111111111111';
const render = (initial?: boolean) =>
  renderRoutes([{ path: '/', element: <BookmarkButton questionId={QID} source="quiz" initial={initial} /> }], '/');

beforeEach(async () => {
  await setLanguage('en', ['common']);
  useSnackbar.getState().hide();
});
afterEach(() => vi.unstubAllGlobals());

describe('BookmarkButton', () => {
  it('bookmarks at once (optimistic) and sends the source', async () => {
    let resolve: (r: Response) => void = () => {};
    const fetchMock = mockApi({ [`PUT /bookmarks/${QID}`]: () => new Promise<Response>((r) => (resolve = r)) });
    render(false);
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark question' }));
    // Flipped before the server answers.
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
    resolve(json({ bookmarked: true }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`PUT /bookmarks/${QID}`));
    const body = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body));
    expect(body).toEqual({ source: 'quiz' });
  });

  it('removes a bookmark with DELETE', async () => {
    const fetchMock = mockApi({ [`DELETE /bookmarks/${QID}`]: { bookmarked: false } });
    render(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmark question' })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain(`DELETE /bookmarks/${QID}`));
  });

  it('puts the state back and shows the error in the snackbar when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [`PUT /bookmarks/${QID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Question not found' } }, 404) });
    render(false);
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark question' }));
    await waitFor(() => expect(useSnackbar.getState()).toMatchObject({ open: true, severity: 'error', message: 'Question not found' }));
    expect(screen.getByRole('button', { name: 'Bookmark question' })).toBeInTheDocument();
  });

  it('asks the server for its state when not given one, batching buttons into one call', async () => {
    const other = '22222222-2222-4222-8222-222222222222';
    const fetchMock = mockApi({
      '/bookmarks/status': (url: URL) =>
        json({
          bookmarked: url.searchParams
            .get('ids')!
            .split(',')
            .filter((id) => id === QID),
        }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <BookmarkButton questionId={QID} source="exam" />
              <BookmarkButton questionId={other} source="exam" />
            </>
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByRole('button', { name: 'Remove bookmark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark question' })).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c === 'GET /bookmarks/status')).toHaveLength(1);
  });

  it('is labelled in Hindi', async () => {
    await setLanguage('hi', ['common']);
    mockApi({});
    render(false);
    expect(screen.getByRole('button', { name: 'प्रश्न बुकमार्क करें' })).toBeInTheDocument();
  });
});

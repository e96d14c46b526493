import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';

// The pages' chunks and namespaces are not loaded here: only which requests a route starts.
vi.mock('../lib/i18n.ts', () => ({ default: { language: 'hi', loadNamespaces: vi.fn(() => Promise.resolve()) } }));

const { useSession } = await import('../lib/session.ts');
const { findRoutePrefetch, pageChunks, startRoute } = await import('./route-prefetch.ts');
const { examListQuery } = await import('../features/exams/queries.ts');
const { readFilters } = await import('../features/exams/lib/filters.ts');
const { todayQuery } = await import('../features/potd/queries.ts');
const { quizSubjectsQuery } = await import('../features/quiz/queries.ts');
const { reviewQueueQuery } = await import('../features/flash-cards/queries.ts');
const i18n = (await import('../lib/i18n.ts')).default;

const fetchMock = vi.fn((_url: unknown, _init?: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ data: [], total: 0, page: 1, limit: 12 }), { status: 200 })),
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  vi.mocked(i18n.loadNamespaces).mockClear();
  for (const chunk of Object.keys(pageChunks) as (keyof typeof pageChunks)[]) {
    vi.spyOn(pageChunks, chunk).mockResolvedValue({} as never);
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ token: null });
});

const signedIn = () => useSession.setState({ token: 'a.b.c' });
const urls = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/[?&]_t=\d+/, ''));

describe('route prefetch (issue 15: code, namespace and first data start together)', () => {
  it('matches the five signed-in routes and nothing near them', () => {
    expect(findRoutePrefetch('/exams')?.entry.namespaces).toEqual(['exams']);
    expect(findRoutePrefetch('/potd')?.entry.namespaces).toEqual(['potd']);
    expect(findRoutePrefetch('/quiz')?.entry.namespaces).toEqual(['quiz']);
    expect(findRoutePrefetch('/flash-card/review')?.entry.namespaces).toEqual(['flashCards']);
    expect(findRoutePrefetch('/exams/e1/s1/section/x1')?.params).toMatchObject({ examId: 'e1', setId: 's1', sectionId: 'x1' });
    expect(findRoutePrefetch('/exams/e1')).toBeNull();
    expect(findRoutePrefetch('/quiz/maths')).toBeNull();
  });

  it('/exams: the chunk, the namespace and the very query the page reads (same key, same filters from the URL)', async () => {
    signedIn();
    const client = new QueryClient();
    await startRoute(client, 'http://x/exams?code=SSC_CGL&page=2');
    expect(pageChunks.examList).toHaveBeenCalledOnce();
    expect(i18n.loadNamespaces).toHaveBeenCalledWith(['exams']);
    const key = examListQuery(readFilters(new URLSearchParams('code=SSC_CGL&page=2'))).queryKey;
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(client.getQueryData(key)).toBeDefined());
    expect(urls()).toHaveLength(1);
    expect(urls()[0]).toMatch(/^\/api\/exams\?.*page=2/);
  });

  it('/potd, /quiz and /flash-card/review fill the keys their hooks read', async () => {
    signedIn();
    const client = new QueryClient();
    await startRoute(client, 'http://x/potd');
    await startRoute(client, 'http://x/quiz');
    await startRoute(client, 'http://x/flash-card/review?deck=d1');
    expect(client.getQueryState(todayQuery('hi').queryKey)).toBeDefined();
    expect(client.getQueryState(quizSubjectsQuery().queryKey)).toBeDefined();
    expect(client.getQueryState(['profile'])).toBeDefined();
    expect(client.getQueryState(reviewQueueQuery('d1').queryKey)).toBeDefined();
    expect(urls()).toEqual(
      expect.arrayContaining([
        '/api/potd/today?lang=hi',
        '/api/practice/subjects',
        '/api/profile',
        expect.stringMatching(/^\/api\/flash-cards\/review\?deckId=d1/),
      ]),
    );
  });

  it('a review visit starts from a fresh list, and the prefetched one outlives its wait for the page', async () => {
    signedIn();
    const client = new QueryClient();
    const key = reviewQueueQuery(undefined).queryKey;
    client.setQueryData(key, { data: ['old'], nextDueAt: null } as never);
    await startRoute(client, 'http://x/flash-card/review');
    expect(client.getQueryState(key)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));
    await new Promise((r) => setTimeout(r, 10));
    expect(client.getQueryData(key)).not.toEqual({ data: ['old'], nextDueAt: null });
    expect(client.getQueryData(key)).toBeDefined();
  });

  it('a review page already reading its own fetch keeps it when the prefetch module arrives later', async () => {
    signedIn();
    const client = new QueryClient();
    const query = reviewQueueQuery('d2');
    // The page got there first: its observer is subscribed and its fetch is still under way
    // when the loader's module arrives.
    let answer: () => void = () => undefined;
    const reply = () => new Response(JSON.stringify({ data: [], nextDueAt: null }), { status: 200 });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = () => resolve(reply()))));
    const observer = new QueryObserver(client, query);
    const results: string[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.status));
    await startRoute(client, 'http://x/flash-card/review?deck=d2');
    answer();
    await vi.waitFor(() => expect(results).toContain('success'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('deckId=d2'))).toHaveLength(1);
    unsubscribe();
  });

  it('the hall starts its code and messages but not its attempt (read fresh when the page opens)', async () => {
    signedIn();
    const client = new QueryClient();
    await startRoute(client, 'http://x/exams/e1/s1/section/x1');
    expect(pageChunks.examHall).toHaveBeenCalledOnce();
    expect(i18n.loadNamespaces).toHaveBeenCalledWith(['examHall']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts nothing for a visitor (the page shows the sign-in prompt instead)', async () => {
    const client = new QueryClient();
    await startRoute(client, 'http://x/exams');
    expect(pageChunks.examList).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

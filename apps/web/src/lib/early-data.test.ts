// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, setUnauthorizedHandler } from './api.ts';
import { arrivedAt, EARLY_MAX_AGE_MS, earlyKey, takeEarly, type EarlyAnswer } from './early-data.ts';
import { useSession } from './session.ts';
import { fetchAttempt } from '../features/exam-hall/api.ts';
import { clearPapers } from './exam-paper.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What /boot.js leaves for the app: one answer per address, without its _t. */
function earlyAnswer(url: string, answer: Promise<EarlyAnswer | null>, asked = Date.now()) {
  globalThis.__earlyData ??= {};
  globalThis.__earlyData[url] = { answer, asked };
}

describe('early data (the first data /boot.js asked for)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(vi.fn());
    useSession.setState({ token: 'token', refreshToken: 'refresh-token-xxxxxxxxxxxxxxxxx', selectedLanguage: 'hi' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    globalThis.__earlyData = undefined;
  });

  it('keys an address without its cache-buster', () => {
    expect(earlyKey('/api/flash-cards/review?_t=123')).toBe('/api/flash-cards/review');
    expect(earlyKey('/api/flash-cards/review?deckId=d1&_t=123')).toBe('/api/flash-cards/review?deckId=d1');
    expect(earlyKey('/api/exam-sets/s/paper/abc')).toBe('/api/exam-sets/s/paper/abc');
  });

  it('answers the page from the early answer once, with its arrival time; the next read asks the server', async () => {
    earlyAnswer('/api/flash-cards/review', Promise.resolve({ response: json(200, { data: ['early'] }), at: 1234 }));
    const first = await apiGet<{ data: string[] }>('/flash-cards/review');
    expect(first).toEqual({ data: ['early'] });
    expect(arrivedAt(first)).toBe(1234);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { data: ['fresh'] }));
    const second = await apiGet<{ data: string[] }>('/flash-cards/review');
    expect(second).toEqual({ data: ['fresh'] });
    expect(arrivedAt(second)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is used only for the same address (another deck asks the server)', async () => {
    earlyAnswer('/api/flash-cards/review?deckId=d1', Promise.resolve({ response: json(200, { data: ['d1'] }), at: 1 }));
    fetchMock.mockResolvedValueOnce(json(200, { data: ['d2'] }));
    await expect(apiGet('/flash-cards/review', { params: { deckId: 'd2' } })).resolves.toEqual({ data: ['d2'] });
    await expect(apiGet('/flash-cards/review', { params: { deckId: 'd1' } })).resolves.toEqual({ data: ['d1'] });
  });

  it('asks the server when the early request failed (offline) or is too old', async () => {
    earlyAnswer('/api/a', Promise.resolve(null));
    earlyAnswer('/api/b', Promise.resolve({ response: json(200, { old: true }), at: 1 }), Date.now() - EARLY_MAX_AGE_MS - 1);
    fetchMock.mockResolvedValueOnce(json(200, { a: 1 })).mockResolvedValueOnce(json(200, { b: 1 }));
    await expect(apiGet('/a')).resolves.toEqual({ a: 1 });
    await expect(apiGet('/b')).resolves.toEqual({ b: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeEarly('/api/a')).toBeNull();
  });

  it('an early 401 refreshes the session and asks again, as any request does', async () => {
    earlyAnswer('/api/thing', Promise.resolve({ response: json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }), at: 1 }));
    fetchMock
      .mockResolvedValueOnce(json(200, { token: 'new-token', refreshToken: 'new-refresh' }))
      .mockResolvedValueOnce(json(200, { value: 42 }));
    await expect(apiGet('/thing')).resolves.toEqual({ value: 42 });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/auth/refresh');
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
  });

  it("the hall's clock counts from the attempt's arrival, not from when the app read it; the paper comes early too", async () => {
    clearPapers();
    const paper = { url: '/api/exam-sets/set-1/paper/0123456789abcdef0123', version: '0123456789abcdef0123', encryptedUrl: '/x.enc' };
    const state = { id: 'attempt-1', setId: 'set-1', serverNow: '2026-11-27T10:00:00.000Z', answers: [], paper };
    earlyAnswer('/api/exam-sets/set-1/attempt', Promise.resolve({ response: json(200, state), at: 5_000 }));
    earlyAnswer(paper.url, Promise.resolve({ response: json(200, { sections: [{ id: 's1' }], questions: [] }), at: 5_100 }));
    const { view, receivedAt } = await fetchAttempt('set-1');
    expect(receivedAt).toBe(5_000);
    expect(view.sections).toEqual([{ id: 's1' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDownload, dispositionFilename, setUnauthorizedHandler } from './api.ts';
import { useSession } from './session.ts';

describe('dispositionFilename', () => {
  it('reads plain and RFC 5987 names', () => {
    expect(dispositionFilename('attachment; filename="results.csv"')).toBe('results.csv');
    expect(dispositionFilename('attachment; filename="x.csv"; filename*=UTF-8\'\'%E0%A4%AA%E0%A4%B0.xlsx')).toBe('पर.xlsx');
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    useSession.setState({ token: 'old-token', refreshToken: 'old-refresh-token-xxxxxxxxxxxx', selectedLanguage: 'hi' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and hands back the file', async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b', { headers: { 'content-disposition': 'attachment; filename="t.csv"' } }));
    const { blob, filename } = await apiDownload('/files/x', { params: { format: 'csv' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/files\/x\?format=csv&_t=\d+$/);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect((init!.headers as Record<string, string>)['Accept-Language']).toBe('hi');
    expect(await blob.text()).toBe('a,b');
    expect(filename).toBe('t.csv');
  });

  it('refreshes once on a 401 and retries', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ token: 'new-token', refreshToken: 'new-refresh-token-xxxxxxxxxxxx' }), { status: 200 }),
      )
      .mockResolvedValueOnce(new Response('ok'));
    const { blob } = await apiDownload('/files/x');
    expect(await blob.text()).toBe('ok');
    expect((fetchMock.mock.calls[2]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
  });

  it("throws the server's message on an error", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Set not found' } }), { status: 404 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = await apiDownload('/files/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).userMessage).toBe('Set not found');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

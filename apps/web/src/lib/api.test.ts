// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, apiSend, buildUrl, setUnauthorizedHandler } from './api.ts';
import { useSession } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('buildUrl (spec 7 GET helper)', () => {
  it('skips undefined values, encodes the rest and adds _t', () => {
    const url = new URL(buildUrl('/things', { params: { q: 'a b&c', empty: undefined, n: 3 } }), 'http://x');
    expect(url.pathname).toBe('/api/things');
    expect(url.searchParams.get('q')).toBe('a b&c');
    expect(url.searchParams.has('empty')).toBe(false);
    expect(url.searchParams.get('n')).toBe('3');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
  });
  it('adds page and limit only when paginated', () => {
    const plain = new URL(buildUrl('/t', { page: 2, limit: 5 }), 'http://x');
    expect(plain.searchParams.has('page')).toBe(false);
    const paged = new URL(buildUrl('/t', { isPaginated: true, page: 2, limit: 5 }), 'http://x');
    expect(paged.searchParams.get('page')).toBe('2');
    expect(paged.searchParams.get('limit')).toBe('5');
  });
});

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    localStorage.clear();
    useSession.setState({ token: 'old-token', refreshToken: 'old-refresh-token-xxxxxxxxxxxx', selectedLanguage: 'en' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON, the bearer token and the language', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiSend('/x', { a: 1 });
    const [, init] = fetchMock.mock.calls[0];
    const headers = init!.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer old-token');
    expect(headers['Accept-Language']).toBe('en');
    expect(init!.body).toBe('{"a":1}');
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }))
      .mockResolvedValueOnce(json(200, { token: 'new-token', refreshToken: 'new-refresh' }))
      .mockResolvedValueOnce(json(200, { value: 42 }));
    await expect(apiGet('/thing')).resolves.toEqual({ value: 42 });
    expect(String(fetchMock.mock.calls[1][0])).toContain('/api/auth/refresh');
    expect((fetchMock.mock.calls[2][1]!.headers as Record<string, string>).Authorization).toBe('Bearer new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the session and goes to sign-in when the refresh fails', async () => {
    localStorage.setItem('token', 'old-token');
    fetchMock
      .mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } }))
      .mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'reused' } }));
    await expect(apiGet('/thing')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('clears the session on a 403 (spec 8)', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: { code: 'FORBIDDEN', message: 'no' } }));
    await expect(apiGet('/admin')).rejects.toThrow('HTTP error! status: 403');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not sign anyone out for a 401 without a token (a wrong password)', async () => {
    useSession.setState({ token: null, refreshToken: null });
    fetchMock.mockResolvedValueOnce(json(401, { error: { code: 'UNAUTHORIZED', message: 'Incorrect email/username or password' } }));
    const err = await apiSend('/auth/signin', {}).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).userMessage).toBe('Incorrect email/username or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("apiPost resolves with the parsed error body (the spec's POST helper)", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_FAILED', message: 'bad' } }));
    await expect(apiPost('/x', {})).resolves.toEqual({ error: { code: 'VALIDATION_FAILED', message: 'bad' } });
  });
});

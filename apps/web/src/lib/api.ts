import type { ErrorResponse } from '@pariksha/shared/schemas/common';
import { deviceId, DEVICE_ID_HEADER } from './device-id.ts';
import { useSession } from './session.ts';
import { noteArrival, takeEarly } from './early-data.ts';

/** Same origin: the one server serves the SPA and /api (spec 7: port 5000 under /api). */
export const API_BASE = '/api';

/** A non-OK answer. `message` is the spec's text; `userMessage` is the server's, for the UI. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | null,
  ) {
    super(`HTTP error! status: ${status}`);
  }
  get code() {
    return this.body?.error.code ?? 'UNKNOWN';
  }
  get userMessage() {
    return this.body?.error.message ?? this.message;
  }
}

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ErrorResponse).error?.message === 'string';
}

type Params = Record<string, string | number | boolean | undefined | null>;

export type GetOptions = {
  params?: Params;
  /** page and limit are added only when the call is paginated (spec 7). */
  isPaginated?: boolean;
  page?: number;
  limit?: number;
  signal?: AbortSignal;
};

/** Builds the URL: undefined values skipped, values URL-encoded, and the _t cache-buster. */
export function buildUrl(path: string, options: GetOptions = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value === undefined || value === null) continue;
    query.append(key, String(value));
  }
  if (options.isPaginated) {
    query.set('page', String(options.page ?? 1));
    query.set('limit', String(options.limit ?? 20));
  }
  query.set('_t', String(Date.now()));
  return `${API_BASE}${path}?${query.toString()}`;
}

let onUnauthorized: () => void = () => window.location.assign('/signin');
/** The app hands in its router's navigation so a 401/403 does not reload the page. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

let refreshing: Promise<boolean> | null = null;
/** One silent refresh for every request that got a 401 at the same moment. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken, setTokens } = useSession.getState();
    if (!refreshToken) return false;
    try {
      const res = await fetch(`${API_BASE}/auth/refresh?_t=${Date.now()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [DEVICE_ID_HEADER]: deviceId() },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const pair = (await res.json()) as { token: string; refreshToken: string };
      setTokens(pair.token, pair.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function endSession() {
  useSession.getState().clear();
  onUnauthorized();
}

/**
 * Every call: JSON content type, Bearer token when stored, _t parameter. A 401 with a token
 * tries one refresh and retries; if that fails, or on a 403, the session is cleared and the
 * user goes to /signin (spec 8; ours is reached, unlike the spec's POST helper).
 */
export async function request<T>(method: string, url: string, body?: unknown, retried = false): Promise<T> {
  const { token, selectedLanguage } = useSession.getState();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {};
  if (!isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The server answers error messages in this language.
  headers['Accept-Language'] = selectedLanguage ?? 'hi';
  // Sign-ins name the device (integrity signals: several devices on one account during a test).
  if (url.includes('/auth/')) headers[DEVICE_ID_HEADER] = deviceId();
  // The page's first data may already be on its way (/boot.js, lib/early-data.ts): taken once,
  // and only as a first try (a retry after a refresh asks the server).
  const early = method === 'GET' && !retried ? await takeEarly(url) : null;
  const res =
    early?.response ??
    (await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    }));
  const data = await readBody(res);
  if (early) noteArrival(data, early.at);
  if (res.ok) return data as T;

  if (token && res.status === 401) {
    if (!retried && (await refreshOnce())) return request<T>(method, url, body, true);
    endSession();
  } else if (token && res.status === 403) {
    endSession();
  }
  console.error('API request failed', { method, url, status: res.status, body: data });
  throw new ApiError(res.status, isErrorResponse(data) ? data : null);
}

export const apiGet = <T>(path: string, options?: GetOptions) => request<T>('GET', buildUrl(path, options));
export const apiDelete = <T>(path: string) => request<T>('DELETE', buildUrl(path));
export const apiPatch = <T>(path: string, body: unknown) => request<T>('PATCH', buildUrl(path), body);
/** Throws ApiError on a non-OK answer; use with TanStack Query mutations. */
export const apiSend = <T>(path: string, body?: unknown) => request<T>('POST', buildUrl(path), body ?? {});

/** The file name a Content-Disposition header suggests (RFC 5987 `filename*` first), or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1]!.trim() : null;
}

/**
 * A file from the API (exports, templates). A plain link sends no Authorization header, so the
 * file is fetched with the token (same 401-refresh and 403 rules as `request`) and handed back
 * as a Blob for `saveBlob`.
 */
export async function apiDownload(path: string, options?: GetOptions, retried = false): Promise<{ blob: Blob; filename: string | null }> {
  const { token, selectedLanguage } = useSession.getState();
  const headers: Record<string, string> = { 'Accept-Language': selectedLanguage ?? 'hi' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, options);
  const res = await fetch(url, { method: 'GET', headers, signal: options?.signal });
  if (res.ok) return { blob: await res.blob(), filename: dispositionFilename(res.headers.get('content-disposition')) };
  if (token && res.status === 401) {
    if (!retried && (await refreshOnce())) return apiDownload(path, options, true);
    endSession();
  } else if (token && res.status === 403) {
    endSession();
  }
  const data = await readBody(res);
  console.error('API download failed', { url, status: res.status, body: data });
  throw new ApiError(res.status, isErrorResponse(data) ? data : null);
}

/** Saves a Blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The spec's POST helper: resolves with the parsed error body instead of throwing. */
export async function apiPost<T>(path: string, body?: unknown): Promise<T | ErrorResponse> {
  try {
    return await apiSend<T>(path, body);
  } catch (err) {
    if (err instanceof ApiError) return err.body ?? { error: { code: 'UNKNOWN', message: err.message } };
    throw err;
  }
}

/** The message to show a person for any failure. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? err.userMessage : fallback;
}

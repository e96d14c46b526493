/// <reference lib="webworker" />
/**
 * The service worker (issue 15): the installed app opens offline and a test opened online can be
 * taken offline.
 *
 * - Every built file (shell, route chunks, locale namespaces, icons) is precached at install.
 * - Pages come from the network first, so a deploy and the server's prerendered HTML show up at
 *   once; only when the network fails (or hangs) does the precached app shell answer, and the app
 *   then decides what to show (its no-internet page, or the exam in progress).
 * - Of the API only what an exam in progress needs is kept: the student's attempt (network
 *   first, per user) and the set's paper (versioned and immutable: cache first). Auth and every
 *   other response carrying personal data go to the network untouched.
 * - A new version waits until the app asks it to take over (the update prompt), so a page never
 *   runs half old code and half new.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { EXAM_CACHES, SHELL_URL, SKIP_WAITING } from './lib/pwa-constants.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes the open page at once (nothing older runs there), so the test the
// student opens next is already cached. An update waits for SKIP_WAITING (see lib/pwa.ts).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

/** A phone on a network that is up but carries nothing gets the cached shell after this. */
const PAGE_TIMEOUT_MS = 6_000;

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const response = await Promise.race([
          fetch(request),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PAGE_TIMEOUT_MS)),
        ]);
        return response;
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/socket\.io\//] },
  ),
);

/** The `_t` cache-buster the API client adds would make every request a new cache entry. */
function withoutBuster(url: string): URL {
  const u = new URL(url);
  u.searchParams.delete('_t');
  return u;
}

/** The signed-in user's id from the bearer token (the server checks it; here it only keys the cache). */
function userOf(request: Request): string {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

const STORED_AT = 'x-pariksha-stored-at';

/**
 * The attempt: one entry per user and set. A copy served from the cache had its `serverNow`
 * read when it was stored; it is moved on by the time since, so the hall's clock (server time
 * minus the moment the answer arrived) stays right offline.
 */
const attemptPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = withoutBuster(request.url);
    url.searchParams.set('user', userOf(request));
    return url.href;
  },
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(Date.now()));
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const storedAt = Number(cachedResponse?.headers.get(STORED_AT));
    if (!cachedResponse || !storedAt) return cachedResponse ?? null;
    try {
      const body = (await cachedResponse.clone().json()) as { serverNow?: unknown };
      if (typeof body.serverNow !== 'string') return cachedResponse;
      body.serverNow = new Date(Date.parse(body.serverNow) + Math.max(0, Date.now() - storedAt)).toISOString();
      return new Response(JSON.stringify(body), { status: 200, headers: cachedResponse.headers });
    } catch {
      return cachedResponse;
    }
  },
};

/** The hall's loads (GET /exam-sets/:setId/attempt, /attempts/:id): the student's state, no paper. */
const ATTEMPT_PATHS = [/^\/api\/exam-sets\/[^/]+\/attempt$/, /^\/api\/attempts\/[^/]+$/];

registerRoute(
  ({ url, request }) => request.method === 'GET' && ATTEMPT_PATHS.some((re) => re.test(url.pathname)),
  new NetworkFirst({
    cacheName: EXAM_CACHES.attempts,
    networkTimeoutSeconds: 8,
    plugins: [attemptPlugin, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 3 * 24 * 3600 })],
  }),
);

/**
 * A fresh start opens the hall from the start's own answer (lib/exam-paper.ts), with no GET of
 * the attempt to cache: the answer is kept as the attempt's first state under that GET's key
 * (no answers yet; the paper key left out), so the test opens offline after a fresh start too.
 */
registerRoute(
  ({ url, request }) => request.method === 'POST' && /^\/api\/exam-sets\/[^/]+\/attempts$/.test(url.pathname),
  async ({ request }) => {
    const response = await fetch(request);
    if (response.status === 200 || response.status === 201) {
      try {
        const { paperKey: _key, ...attempt } = (await response.clone().json()) as {
          setId?: unknown;
          paperKey?: unknown;
          answers?: unknown;
        };
        // A resumed attempt's summary (200) has no answers: only its full answer, or a fresh one, is a true state.
        if (typeof attempt.setId === 'string' && (Array.isArray(attempt.answers) || response.status === 201)) {
          const key = new URL(`/api/exam-sets/${encodeURIComponent(attempt.setId)}/attempt`, self.location.origin);
          key.searchParams.set('user', userOf(request));
          const body = JSON.stringify({ ...attempt, answers: Array.isArray(attempt.answers) ? attempt.answers : [] });
          const headers = { 'content-type': 'application/json; charset=utf-8', [STORED_AT]: String(Date.now()) };
          await (await caches.open(EXAM_CACHES.attempts)).put(key.href, new Response(body, { status: 200, headers }));
        }
      } catch {
        // Not JSON, or no room: the hall's next load caches the attempt instead.
      }
    }
    return response;
  },
  'POST',
);

/** The paper: the same for every student of the set and immutable at its versioned URL. */
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/exam-sets\/[^/]+\/paper\/[^/]+$/.test(url.pathname),
  new CacheFirst({
    cacheName: EXAM_CACHES.papers,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => withoutBuster(request.url).href,
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      },
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * 24 * 3600 }),
    ],
  }),
);

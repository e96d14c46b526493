import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import i18n from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { examListQuery } from '../features/exams/queries.ts';
import { readFilters } from '../features/exams/lib/filters.ts';
import { todayQuery } from '../features/potd/queries.ts';
import { quizSubjectsQuery } from '../features/quiz/queries.ts';
import { reviewQueueQuery } from '../features/flash-cards/queries.ts';
import { profileQuery } from '../lib/profile-api.ts';
import { paths } from './paths.ts';

/**
 * Issue 15, no waterfalls: a signed-in page used to load its code, then (when it rendered) its
 * message namespace, then (when that had arrived) its first data, one after the other. For the
 * pages listed here the route's loader starts all three at once, and a link to one of them starts
 * its code and namespace as soon as a finger or pointer is on it.
 *
 * `data` fills the same query (same key, same fetcher) the page's hook reads, so the page finds it
 * in the cache (or in flight) and asks for nothing more.
 */
export type RoutePrefetch = {
  pattern: string;
  /** The page's chunk: the same import the router's lazy page uses (one module, one request). */
  chunk: () => Promise<unknown>;
  /** The namespaces the page suspends on (`useTranslation`), in the reader's language. */
  namespaces: readonly string[];
  data?: (client: QueryClient, at: { url: URL; params: Record<string, string | undefined>; language: 'hi' | 'en' }) => void;
};

export const pageChunks = {
  examList: () => import('../features/exams/pages/ExamListPage.tsx'),
  potd: () => import('../features/potd/pages/PotdPage.tsx'),
  quizHome: () => import('../features/quiz/pages/QuizHomePage.tsx'),
  flashReview: () => import('../features/flash-cards/pages/ReviewPage.tsx'),
  examHall: () => import('../features/exam-hall/pages/ExamHallPage.tsx'),
};

/**
 * The review list is read once per visit (gcTime 0 on the page). A prefetched copy must survive
 * until the page subscribes, so it is kept a little longer, and every visit starts a fresh one.
 */
const PREFETCH_GC_MS = 30_000;

export const ROUTE_PREFETCH: readonly RoutePrefetch[] = [
  {
    pattern: paths.exams,
    chunk: () => pageChunks.examList(),
    namespaces: ['exams'],
    data: (client, { url }) => void client.prefetchQuery(examListQuery(readFilters(url.searchParams))),
  },
  {
    pattern: paths.potd,
    chunk: () => pageChunks.potd(),
    namespaces: ['potd'],
    data: (client, { language }) => void client.prefetchQuery(todayQuery(language)),
  },
  {
    pattern: paths.quiz,
    chunk: () => pageChunks.quizHome(),
    namespaces: ['quiz'],
    data: (client) => {
      void client.prefetchQuery(quizSubjectsQuery());
      void client.prefetchQuery(profileQuery());
    },
  },
  {
    pattern: paths.flashCardReview,
    chunk: () => pageChunks.flashReview(),
    namespaces: ['flashCards'],
    data: (client, { url }) => {
      const query = reviewQueueQuery(url.searchParams.get('deck') ?? undefined);
      client.removeQueries({ queryKey: query.queryKey, exact: true });
      void client.prefetchQuery({ ...query, gcTime: PREFETCH_GC_MS });
    },
  },
  // The hall's attempt is read fresh on every opening (staleTime and gcTime 0, the clock starts
  // from its arrival), so only its code and messages start early.
  { pattern: paths.examHall, chunk: () => pageChunks.examHall(), namespaces: ['examHall'] },
];

export const findRoutePrefetch = (pathname: string) => {
  for (const entry of ROUTE_PREFETCH) {
    const match = matchPath(entry.pattern, pathname);
    if (match) return { entry, params: match.params };
  }
  return null;
};

const language = (): 'hi' | 'en' => (i18n.language === 'en' ? 'en' : 'hi');

/** The page's code and namespace: harmless to repeat (the module cache and i18next keep them). */
function startCode(entry: RoutePrefetch) {
  entry.chunk().catch(() => undefined);
  i18n.loadNamespaces([...entry.namespaces]).catch(() => undefined);
}

/**
 * Called by the route's loader: code, namespace and first data at once, never awaited (the shell
 * and the page's skeleton paint at once; the page picks its data up from the cache). Only for a
 * signed-in reader: without a token the page shows the sign-in prompt instead.
 */
export function startRoute(client: QueryClient | null, href: string) {
  if (!useSession.getState().token) return;
  const url = new URL(href, 'http://localhost');
  const found = findRoutePrefetch(url.pathname);
  if (!found) return;
  startCode(found.entry);
  if (client && found.entry.data) found.entry.data(client, { url, params: found.params, language: language() });
}

/** A link to one of these pages is pointed at, touched or focused: its code and namespace start. */
export function prefetchLink(href: string) {
  if (!useSession.getState().token) return;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  const found = findRoutePrefetch(url.pathname);
  if (found) startCode(found.entry);
}

let listening = false;
/** One listener on the document for every link (the navigation's and the pages'). */
export function prefetchOnIntent() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) prefetchLink(link.getAttribute('href')!);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, onIntent, { passive: true, capture: true });
}

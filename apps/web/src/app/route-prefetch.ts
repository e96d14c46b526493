import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import i18n from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { paths } from './paths.ts';
import type { RouteData } from './route-data.ts';

/**
 * Issue 15, no waterfalls: a signed-in page used to load its code, then (when it rendered) its
 * message namespace, then (when that had arrived) its first data, one after the other. For the
 * pages listed here the route's loader starts all three at once, and a link to one of them starts
 * its code and namespace as soon as a finger or pointer is on it.
 *
 * `data` names the prefetch in route-data.ts that fills the same query (same key, same fetcher) the
 * page's hook reads, so the page finds it in the cache (or in flight) and asks for nothing more.
 * That module (and the queries it imports) is fetched with the page's chunk, not with the first
 * page every visitor loads.
 */
export type RoutePrefetch = {
  pattern: string;
  /** The page's chunk: the same import the router's lazy page uses (one module, one request). */
  chunk: () => Promise<unknown>;
  /** The namespaces the page suspends on (`useTranslation`), in the reader's language. */
  namespaces: readonly string[];
  data?: keyof RouteData;
};

export const pageChunks = {
  examList: () => import('../features/exams/pages/ExamListPage.tsx'),
  potd: () => import('../features/potd/pages/PotdPage.tsx'),
  quizHome: () => import('../features/quiz/pages/QuizHomePage.tsx'),
  flashReview: () => import('../features/flash-cards/pages/ReviewPage.tsx'),
  examHall: () => import('../features/exam-hall/pages/ExamHallPage.tsx'),
};

export const ROUTE_PREFETCH: readonly RoutePrefetch[] = [
  {
    pattern: paths.exams,
    chunk: () => pageChunks.examList(),
    namespaces: ['exams'],
    data: 'examList',
  },
  {
    pattern: paths.potd,
    chunk: () => pageChunks.potd(),
    namespaces: ['potd'],
    data: 'potd',
  },
  {
    pattern: paths.quiz,
    chunk: () => pageChunks.quizHome(),
    namespaces: ['quiz'],
    data: 'quizHome',
  },
  {
    pattern: paths.flashCardReview,
    chunk: () => pageChunks.flashReview(),
    namespaces: ['flashCards'],
    data: 'flashReview',
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
 * Called by the route's loader: code, namespace and first data at once, never awaited by the
 * loader (the shell and the page's skeleton paint at once; the page picks its data up from the
 * cache). Only for a signed-in reader: without a token the page shows the sign-in prompt instead.
 * Resolves once the data's requests have started (tests wait for that).
 */
export async function startRoute(client: QueryClient | null, href: string): Promise<void> {
  if (!useSession.getState().token) return;
  const url = new URL(href, 'http://localhost');
  const found = findRoutePrefetch(url.pathname);
  if (!found) return;
  startCode(found.entry);
  const data = found.entry.data;
  if (!client || !data) return;
  // Offline or mid-deploy the module may not come: the page then asks for its data itself.
  const module = await import('./route-data.ts').catch(() => null);
  module?.ROUTE_DATA[data](client, { url, params: found.params, language: language() });
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

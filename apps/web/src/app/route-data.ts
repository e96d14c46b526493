import type { QueryClient } from '@tanstack/react-query';
import { examListQuery } from '../features/exams/queries.ts';
import { readFilters } from '../features/exams/lib/filters.ts';
import { todayQuery } from '../features/potd/queries.ts';
import { quizSubjectsQuery } from '../features/quiz/queries.ts';
import { reviewQueueQuery } from '../features/flash-cards/queries.ts';
import { profileQuery } from '../lib/profile-api.ts';

type At = { url: URL; params: Record<string, string | undefined>; language: 'hi' | 'en' };

/**
 * The review list is read once per visit (gcTime 0 on the page). A prefetched copy must survive
 * until the page subscribes, so it is kept a little longer, and every visit starts a fresh one.
 */
const PREFETCH_GC_MS = 30_000;

/**
 * The first data of the pages in route-prefetch.ts, each filling the query its page's hook reads.
 * A module of its own, loaded by the route's loader: its queries (and the exam templates behind
 * the list's filters) stay out of the first page's scripts.
 */
export const ROUTE_DATA = {
  examList: (client: QueryClient, { url }: At) => void client.prefetchQuery(examListQuery(readFilters(url.searchParams))),
  potd: (client: QueryClient, { language }: At) => void client.prefetchQuery(todayQuery(language)),
  quizHome: (client: QueryClient) => {
    void client.prefetchQuery(quizSubjectsQuery());
    void client.prefetchQuery(profileQuery());
  },
  flashReview: (client: QueryClient, { url }: At) => {
    const query = reviewQueueQuery(url.searchParams.get('deck') ?? undefined);
    // This module can arrive after the page (its chunk already in hand from a pointer over the
    // link): the page then reads its own fresh fetch. Removing that query would cancel the fetch
    // under the page, which would wait on it for ever (seen in CI: a skeleton for 20 s).
    if (client.getQueryCache().find({ queryKey: query.queryKey, exact: true })?.getObserversCount()) return;
    client.removeQueries({ queryKey: query.queryKey, exact: true });
    void client.prefetchQuery({ ...query, gcTime: PREFETCH_GC_MS });
  },
};
export type RouteData = typeof ROUTE_DATA;

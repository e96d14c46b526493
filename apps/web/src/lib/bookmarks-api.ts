import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BOOKMARK_STATUS_MAX_IDS,
  type BookmarkList,
  type BookmarkSource,
  type BookmarkState,
  type BookmarkStatus,
} from '@pariksha/shared/schemas/bookmarks';
import { apiDelete, apiGet, buildUrl, request } from './api.ts';

/** The bookmark API, shared by every page that shows a question (practice, quiz, daily problem, exams). */
export type BookmarkListParams = { page: number; limit: number; source?: BookmarkSource; subject?: string };

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: (query: BookmarkListParams) => [...bookmarkKeys.all, 'list', query] as const,
  status: (ids: readonly string[]) => [...bookmarkKeys.all, 'status', [...ids].sort().join(',')] as const,
  one: (id: string) => [...bookmarkKeys.all, 'one', id] as const,
};

export const putBookmark = (questionId: string, source: BookmarkSource) =>
  request<BookmarkState>('PUT', buildUrl(`/bookmarks/${questionId}`), { source });
export const deleteBookmark = (questionId: string) => apiDelete<BookmarkState>(`/bookmarks/${questionId}`);

/** Which of these questions the caller has bookmarked (one call for a whole page of questions). */
export function useBookmarkStatus(ids: readonly string[]) {
  const query = useQuery({
    queryKey: bookmarkKeys.status(ids),
    queryFn: () => apiGet<BookmarkStatus>('/bookmarks/status', { params: { ids: [...ids].join(',') } }),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
  return { ...query, bookmarked: new Set(query.data?.bookmarked ?? []) };
}

/**
 * One question's status, batched: the buttons of a page that render together (an exam review
 * of 100 questions, say) ask in one call per 100 ids instead of one call each.
 */
let pending: Array<{ id: string; resolve: (v: boolean) => void; reject: (e: unknown) => void }> = [];
export function fetchBookmarkedBatched(id: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    pending.push({ id, resolve, reject });
    if (pending.length > 1) return;
    setTimeout(() => {
      const batch = pending;
      pending = [];
      for (let i = 0; i < batch.length; i += BOOKMARK_STATUS_MAX_IDS) {
        const chunk = batch.slice(i, i + BOOKMARK_STATUS_MAX_IDS);
        const ids = [...new Set(chunk.map((c) => c.id))];
        apiGet<BookmarkStatus>('/bookmarks/status', { params: { ids: ids.join(',') } }).then(
          (res) => {
            const yes = new Set(res.bookmarked);
            for (const c of chunk) c.resolve(yes.has(c.id));
          },
          (err) => chunk.forEach((c) => c.reject(err)),
        );
      }
    }, 10);
  });
}

export const useIsBookmarked = (id: string, enabled: boolean) =>
  useQuery({ queryKey: bookmarkKeys.one(id), queryFn: () => fetchBookmarkedBatched(id), enabled, staleTime: 30_000 });

export const useBookmarkList = (query: BookmarkListParams) =>
  useQuery({
    queryKey: bookmarkKeys.list(query),
    queryFn: () =>
      apiGet<BookmarkList>('/bookmarks', {
        params: { source: query.source, subject: query.subject },
        isPaginated: true,
        page: query.page,
        limit: query.limit,
      }),
    placeholderData: keepPreviousData,
  });

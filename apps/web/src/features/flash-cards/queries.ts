import { queryOptions } from '@tanstack/react-query';
import type { ReviewQueue } from '@pariksha/shared/schemas/flash-cards';
import { apiGet } from '../../lib/api.ts';
import type { CardQuery, PublicQuery } from './api.ts';

// The keys and the first query of /flash-card/review, apart from the hooks: the route's loader
// (app/route-prefetch.ts) starts the same request while the page's code is on its way.
/** Every flash-card query starts with 'flash-cards' (MakeCardButton invalidates them all). */
export const flashKeys = {
  all: ['flash-cards'] as const,
  decks: () => [...flashKeys.all, 'decks'] as const,
  deck: (deckId: string) => [...flashKeys.all, 'deck', deckId] as const,
  cards: (q: CardQuery) => [...flashKeys.all, 'cards', q] as const,
  review: (deckId?: string) => [...flashKeys.all, 'review', deckId ?? 'all'] as const,
  publicDecks: (q: PublicQuery) => [...flashKeys.all, 'public', q] as const,
};

/**
 * The due cards, read once per visit: the session works through the list it started with
 * (never refetched under it), and a new visit starts from a fresh list.
 */
export const reviewQueueQuery = (deckId?: string) =>
  queryOptions({
    queryKey: flashKeys.review(deckId),
    queryFn: () => apiGet<ReviewQueue>('/flash-cards/review', { params: { deckId } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });

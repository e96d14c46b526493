import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardCreate,
  CardList,
  CardUpdate,
  DeckCreate,
  DeckDetail,
  DeckList,
  DeckSummary,
  DeckUpdate,
  FlashCard,
  FlashRating,
  PublicDeckList,
  RateResponse,
} from '@pariksha/shared/schemas/flash-cards';
import { apiDelete, apiGet, apiPatch, apiSend } from '../../lib/api.ts';
import { flashKeys, reviewQueueQuery } from './queries.ts';

export { flashKeys, reviewQueueQuery };

export type CardQuery = { q?: string; deckId?: string; page: number };
export type PublicQuery = { q?: string; subject?: string; page: number };
export const CARDS_PAGE_SIZE = 20;
export const PUBLIC_PAGE_SIZE = 12;

export const useMyDecks = () => useQuery({ queryKey: flashKeys.decks(), queryFn: () => apiGet<DeckList>('/flash-cards/decks') });

export const useDeck = (deckId: string) =>
  useQuery({ queryKey: flashKeys.deck(deckId), queryFn: () => apiGet<DeckDetail>(`/flash-cards/decks/${deckId}`), enabled: !!deckId });

export const useMyCards = (q: CardQuery) =>
  useQuery({
    queryKey: flashKeys.cards(q),
    queryFn: () =>
      apiGet<CardList>('/flash-cards/cards', {
        params: { q: q.q || undefined, deckId: q.deckId },
        isPaginated: true,
        page: q.page,
        limit: CARDS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const usePublicDecks = (q: PublicQuery) =>
  useQuery({
    queryKey: flashKeys.publicDecks(q),
    queryFn: () =>
      apiGet<PublicDeckList>('/flash-cards/public', {
        params: { q: q.q || undefined, subject: q.subject || undefined },
        isPaginated: true,
        page: q.page,
        limit: PUBLIC_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * The due queue, fetched once per session: a session works through the list it started with
 * and must not reshuffle when a rating changes the server's queue.
 */
export const useReviewQueue = (deckId?: string) => useQuery(reviewQueueQuery(deckId));

/** Mutations invalidate every flash-card view except a running review session's queue. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === flashKeys.all[0] && q.queryKey[1] !== 'review',
    });
}

export function useCreateDeck() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: DeckCreate) => apiSend<DeckSummary>('/flash-cards/decks', body), onSuccess: invalidate });
}
export function useUpdateDeck(deckId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DeckUpdate) => apiPatch<DeckSummary>(`/flash-cards/decks/${deckId}`, body),
    onSuccess: invalidate,
  });
}
export function useDeleteDeck() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (deckId: string) => apiDelete<{ ok: true }>(`/flash-cards/decks/${deckId}`), onSuccess: invalidate });
}
export function useCreateCard(deckId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CardCreate) => apiSend<FlashCard>(`/flash-cards/decks/${deckId}/cards`, body),
    onSuccess: invalidate,
  });
}
export function useUpdateCard() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: CardUpdate }) => apiPatch<FlashCard>(`/flash-cards/cards/${cardId}`, body),
    onSuccess: invalidate,
  });
}
export function useDeleteCard() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (cardId: string) => apiDelete<{ ok: true }>(`/flash-cards/cards/${cardId}`), onSuccess: invalidate });
}
export function useCopyDeck() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (deckId: string) => apiSend<DeckSummary>(`/flash-cards/decks/${deckId}/copy`), onSuccess: invalidate });
}
/** A rating; the other views refresh (due counts) but the session keeps its own list. */
export function useRateCard() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: FlashRating }) =>
      apiSend<RateResponse>(`/flash-cards/cards/${cardId}/review`, { rating }),
    onSuccess: invalidate,
  });
}

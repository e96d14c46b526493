import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID, DEFAULT_TIME_ZONE } from '@pariksha/shared/constants';
import type { DeckSummary, DeckVisibility, FlashCard } from '@pariksha/shared/schemas/flash-cards';
import { startOfNextDay } from '@pariksha/shared/flash-cards/schedule';
import type { Db, Tx } from '../../db/client.ts';
import { flashCardDecks, flashCards, flashCardStates, organizations, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { stateName } from './fsrs.ts';

export type DeckRow = typeof flashCardDecks.$inferSelect;
export type CardRow = typeof flashCards.$inferSelect;
export type StateRow = typeof flashCardStates.$inferSelect;

/** A deck may hold this many cards, and a user this many decks (a copy counts as one). */
export const MAX_CARDS_PER_DECK = 1000;
export const MAX_DECKS_PER_USER = 200;

export const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "Now" and the end of the caller's day in their organisation's time zone. */
export async function clock(db: Db | Tx, user: AuthUser): Promise<{ now: Date; dayEnd: Date }> {
  const [org] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, user.organizationId));
  const now = new Date();
  let dayEnd: Date;
  try {
    dayEnd = startOfNextDay(now, org?.timeZone ?? DEFAULT_TIME_ZONE);
  } catch {
    dayEnd = startOfNextDay(now, DEFAULT_TIME_ZONE);
  }
  return { now, dayEnd };
}

/** Decks the caller owns, in their organisation. */
export const ownDeckWhere = (user: AuthUser): SQL =>
  and(eq(flashCardDecks.ownerId, user.id), eq(flashCardDecks.organizationId, user.organizationId))!;

/**
 * Public decks the caller may browse and copy: their own organisation's, and the default
 * organisation's (platform-wide). Another organisation's decks stay unknown (404).
 */
export const publicDeckWhere = (user: AuthUser): SQL =>
  and(
    eq(flashCardDecks.visibility, 'public'),
    or(eq(flashCardDecks.organizationId, user.organizationId), eq(flashCardDecks.organizationId, DEFAULT_ORG_ID)),
  )!;

export function canSeeDeck(user: AuthUser, deck: DeckRow): boolean {
  if (deck.ownerId === user.id && deck.organizationId === user.organizationId) return true;
  return deck.visibility === 'public' && (deck.organizationId === user.organizationId || deck.organizationId === DEFAULT_ORG_ID);
}

/** SQL: the state row (alias `s`, or the table itself in drizzle's joins), or its absence, is due for review. */
export const dueSql = (now: Date, dayEnd: Date, table: 's' | 'flash_card_states' = 's') => {
  const s = sql.identifier(table);
  return sql`(${s}.card_id is null or ${s}.due <= ${now.toISOString()}::timestamptz or (${s}.state = 2 and ${s}.due < ${dayEnd.toISOString()}::timestamptz))`;
};

/** Per-deck counts for the caller: cards, due now, new, and the next due moment after those. */
const deckCounts = (userId: string, now: Date, dayEnd: Date) => ({
  cardCount: sql<number>`(select count(*)::int from flash_cards c where c.deck_id = "flash_card_decks"."id")`,
  dueCount: sql<number>`(select count(*)::int from flash_cards c left join flash_card_states s on s.card_id = c.id and s.user_id = ${userId}
    where c.deck_id = "flash_card_decks"."id" and ${dueSql(now, dayEnd)})`,
  newCount: sql<number>`(select count(*)::int from flash_cards c left join flash_card_states s on s.card_id = c.id and s.user_id = ${userId}
    where c.deck_id = "flash_card_decks"."id" and s.card_id is null)`,
  nextDueAt: sql<string | null>`(select min(s.due) from flash_cards c join flash_card_states s on s.card_id = c.id and s.user_id = ${userId}
    where c.deck_id = "flash_card_decks"."id" and not ${dueSql(now, dayEnd)})`,
});

export type DeckWithCounts = {
  deck: DeckRow;
  ownerName: string;
  cardCount: number;
  dueCount: number;
  newCount: number;
  nextDueAt: string | Date | null;
};

const toIso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export function toDeckSummary(r: DeckWithCounts, user: AuthUser): DeckSummary {
  const isOwner = r.deck.ownerId === user.id;
  return {
    id: r.deck.id,
    title: r.deck.title,
    description: r.deck.description ?? {},
    subject: r.deck.subject,
    topic: r.deck.topic,
    visibility: r.deck.visibility as DeckVisibility,
    kind: r.deck.kind ?? null,
    cardCount: Number(r.cardCount),
    // Review counts belong to the owner's own study; a browsed deck has none.
    dueCount: isOwner ? Number(r.dueCount) : 0,
    newCount: isOwner ? Number(r.newCount) : 0,
    nextDueAt: isOwner ? toIso(r.nextDueAt) : null,
    isOwner,
    ownerName: r.ownerName,
    copiedFromId: r.deck.copiedFromId,
    createdAt: r.deck.createdAt.toISOString(),
    updatedAt: r.deck.updatedAt.toISOString(),
  };
}

/** Decks with their counts for the caller, under any filter. */
export function selectDecks(db: Db | Tx, user: AuthUser, clockNow: { now: Date; dayEnd: Date }) {
  return db
    .select({
      deck: flashCardDecks,
      // The platform's own decks (a superAdmin's, in the default organisation) carry its name.
      ownerName: sql<string>`case when ${users.role} = 'superAdmin' and ${flashCardDecks.organizationId} = ${DEFAULT_ORG_ID} then ${organizations.name} else ${users.name} end`,
      ...deckCounts(user.id, clockNow.now, clockNow.dayEnd),
    })
    .from(flashCardDecks)
    .innerJoin(users, eq(users.id, flashCardDecks.ownerId))
    .innerJoin(organizations, eq(organizations.id, flashCardDecks.organizationId));
}

export async function loadDeckSummary(db: Db | Tx, user: AuthUser, deckId: string): Promise<DeckSummary> {
  const c = await clock(db, user);
  const [row] = await selectDecks(db, user, c).where(eq(flashCardDecks.id, deckId));
  if (!row) throw notFound('Deck');
  return toDeckSummary(row, user);
}

/** The caller's own deck, or 404 (also for another user's or organisation's deck). */
export async function findOwnDeck(db: Db | Tx, user: AuthUser, deckId: string): Promise<DeckRow> {
  const [deck] = await db
    .select()
    .from(flashCardDecks)
    .where(and(eq(flashCardDecks.id, deckId), ownDeckWhere(user)));
  if (!deck) throw notFound('Deck');
  return deck;
}

/** The caller's own card (with its deck), or 404. */
export async function findOwnCard(db: Db | Tx, user: AuthUser, cardId: string): Promise<{ card: CardRow; deck: DeckRow }> {
  const [row] = await db
    .select({ card: flashCards, deck: flashCardDecks })
    .from(flashCards)
    .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
    .where(and(eq(flashCards.id, cardId), ownDeckWhere(user)));
  if (!row) throw notFound('Card');
  return row;
}

export function toFlashCard(card: CardRow, state: StateRow | null, isOwner = true): FlashCard {
  const s = isOwner ? state : null;
  return {
    id: card.id,
    deckId: card.deckId,
    front: card.front,
    back: card.back,
    questionId: card.questionId,
    state: stateName(s?.state),
    due: s ? s.due.toISOString() : null,
    reps: s?.reps ?? 0,
    lapses: s?.lapses ?? 0,
    lastReview: s?.lastReview ? s.lastReview.toISOString() : null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

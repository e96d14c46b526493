import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
  ReviewQueue,
} from '@pariksha/shared/schemas/flash-cards';
import type { Db, Tx } from '../../db/client.ts';
import { flashCardDecks, flashCardReviewLogs, flashCards, flashCardStates } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fromFsrsCard, isDue, logColumns, previewIntervals, rate, toFsrsCard } from './fsrs.ts';
import {
  canSeeDeck,
  clock,
  dueSql,
  escapeLike,
  findOwnCard,
  findOwnDeck,
  loadDeckSummary,
  MAX_CARDS_PER_DECK,
  MAX_DECKS_PER_USER,
  ownDeckWhere,
  publicDeckWhere,
  selectDecks,
  toDeckSummary,
  toFlashCard,
  type CardRow,
  type StateRow,
} from './repo.ts';

// ---------- decks ----------

/** The caller's decks (the "My mistakes" deck first, then newest), with due counts. */
export async function listMyDecks(db: Db, user: AuthUser): Promise<DeckList> {
  const c = await clock(db, user);
  const rows = await selectDecks(db, user, c)
    .where(ownDeckWhere(user))
    .orderBy(sql`${flashCardDecks.kind} is null`, desc(flashCardDecks.updatedAt));
  const data = rows.map((r) => toDeckSummary(r, user));
  const next = data
    .filter((d) => d.dueCount === 0 && d.nextDueAt)
    .map((d) => d.nextDueAt!)
    .sort()[0];
  return { data, totalDue: data.reduce((n, d) => n + d.dueCount, 0), nextDueAt: next ?? null };
}

async function assertDeckRoom(tx: Db | Tx, user: AuthUser) {
  const [{ n }] = await tx.select({ n: count() }).from(flashCardDecks).where(ownDeckWhere(user));
  if (n >= MAX_DECKS_PER_USER) throw new AppError('UNPROCESSABLE', 'You can have at most 200 decks');
}

export async function createDeck(db: Db, user: AuthUser, body: DeckCreate): Promise<DeckSummary> {
  await assertDeckRoom(db, user);
  const [deck] = await db
    .insert(flashCardDecks)
    .values({
      organizationId: user.organizationId,
      ownerId: user.id,
      title: body.title,
      description: body.description ?? {},
      subject: body.subject ?? null,
      topic: body.topic ?? null,
      visibility: body.visibility ?? 'private',
    })
    .returning();
  return loadDeckSummary(db, user, deck.id);
}

export async function updateDeck(db: Db, user: AuthUser, deckId: string, body: DeckUpdate): Promise<DeckSummary> {
  const deck = await findOwnDeck(db, user, deckId);
  const subject = body.subject !== undefined ? body.subject : deck.subject;
  // A new subject without a topic clears the old topic, which may not belong to it.
  const topic = body.topic !== undefined ? body.topic : body.subject !== undefined && body.subject !== deck.subject ? null : deck.topic;
  await db
    .update(flashCardDecks)
    .set({
      title: body.title ?? deck.title,
      description: body.description ?? deck.description,
      subject: subject ?? null,
      topic: topic ?? null,
      visibility: body.visibility ?? deck.visibility,
      updatedAt: new Date(),
    })
    .where(eq(flashCardDecks.id, deck.id));
  return loadDeckSummary(db, user, deck.id);
}

export async function deleteDeck(db: Db, user: AuthUser, deckId: string) {
  const deck = await findOwnDeck(db, user, deckId);
  // Cards, review states and logs go with it (foreign keys cascade).
  await db.delete(flashCardDecks).where(eq(flashCardDecks.id, deck.id));
  return { ok: true as const };
}

/** A deck with its cards: the owner's own (with review states) or a public deck's preview. */
export async function getDeck(db: Db, user: AuthUser, deckId: string): Promise<DeckDetail> {
  const [row] = await db.select().from(flashCardDecks).where(eq(flashCardDecks.id, deckId));
  if (!row || !canSeeDeck(user, row)) throw notFound('Deck');
  const deck = await loadDeckSummary(db, user, deckId);
  const rows = await db
    .select({ card: flashCards, state: flashCardStates })
    .from(flashCards)
    .leftJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)))
    .where(eq(flashCards.deckId, deckId))
    .orderBy(asc(flashCards.createdAt), asc(flashCards.id));
  return { deck, cards: rows.map((r) => toFlashCard(r.card, r.state, deck.isOwner)) };
}

// ---------- cards ----------

async function assertCardRoom(tx: Db | Tx, deckId: string, adding = 1) {
  const [{ n }] = await tx.select({ n: count() }).from(flashCards).where(eq(flashCards.deckId, deckId));
  if (n + adding > MAX_CARDS_PER_DECK) throw new AppError('UNPROCESSABLE', 'A deck can hold at most 1000 cards');
}

const touchDeck = (tx: Db | Tx, deckId: string) =>
  tx.update(flashCardDecks).set({ updatedAt: new Date() }).where(eq(flashCardDecks.id, deckId));

export async function createCard(db: Db, user: AuthUser, deckId: string, body: CardCreate): Promise<FlashCard> {
  return db.transaction(async (tx) => {
    const deck = await findOwnDeck(tx, user, deckId);
    await assertCardRoom(tx, deck.id);
    const [card] = await tx
      .insert(flashCards)
      .values({ deckId: deck.id, organizationId: deck.organizationId, front: body.front, back: body.back })
      .returning();
    await touchDeck(tx, deck.id);
    return toFlashCard(card, null);
  });
}

export async function updateCard(db: Db, user: AuthUser, cardId: string, body: CardUpdate): Promise<FlashCard> {
  const { card } = await findOwnCard(db, user, cardId);
  const [updated] = await db
    .update(flashCards)
    .set({ front: body.front ?? card.front, back: body.back ?? card.back, updatedAt: new Date() })
    .where(eq(flashCards.id, card.id))
    .returning();
  const [state] = await db
    .select()
    .from(flashCardStates)
    .where(and(eq(flashCardStates.cardId, card.id), eq(flashCardStates.userId, user.id)));
  return toFlashCard(updated, state ?? null);
}

export async function deleteCard(db: Db, user: AuthUser, cardId: string) {
  const { card } = await findOwnCard(db, user, cardId);
  await db.delete(flashCards).where(eq(flashCards.id, card.id));
  return { ok: true as const };
}

/** All the caller's cards, searchable in both languages of both sides. */
export async function listMyCards(
  db: Db,
  user: AuthUser,
  q: { q?: string; deckId?: string; page: number; limit: number },
): Promise<CardList> {
  const where: SQL[] = [ownDeckWhere(user)];
  if (q.deckId) where.push(eq(flashCards.deckId, q.deckId));
  if (q.q) {
    const like = escapeLike(q.q);
    where.push(
      or(
        ilike(sql`${flashCards.front}->>'hi'`, like),
        ilike(sql`${flashCards.front}->>'en'`, like),
        ilike(sql`${flashCards.back}->>'hi'`, like),
        ilike(sql`${flashCards.back}->>'en'`, like),
      )!,
    );
  }
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ card: flashCards, state: flashCardStates, deckTitle: flashCardDecks.title })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .leftJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)))
      .where(filter)
      .orderBy(desc(flashCards.createdAt), desc(flashCards.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(flashCards).innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId)).where(filter),
  ]);
  return {
    data: rows.map((r) => ({ ...toFlashCard(r.card, r.state), deckTitle: r.deckTitle })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

// ---------- review ----------

/**
 * The due queue across the caller's decks (or one): cards past a (re)learning step first,
 * then review cards by due date, then new cards in the order they were written. Each comes
 * with what the four ratings would do.
 */
export async function reviewQueue(db: Db, user: AuthUser, q: { deckId?: string; limit: number }): Promise<ReviewQueue> {
  if (q.deckId) await findOwnDeck(db, user, q.deckId);
  const { now, dayEnd } = await clock(db, user);
  const scope = and(ownDeckWhere(user), q.deckId ? eq(flashCards.deckId, q.deckId) : undefined);
  const due = dueSql(now, dayEnd, 'flash_card_states');
  const base = () =>
    db
      .select({ card: flashCards, state: flashCardStates, deckTitle: flashCardDecks.title })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .leftJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)));
  const [rows, [{ total }], [{ next }]] = await Promise.all([
    base()
      .where(and(scope, due))
      .orderBy(
        sql`case when ${flashCardStates.cardId} is null then 2 when ${flashCardStates.state} in (1, 3) then 0 else 1 end`,
        sql`coalesce(${flashCardStates.due}, ${flashCards.createdAt})`,
        asc(flashCards.id),
      )
      .limit(q.limit),
    db
      .select({ total: count() })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .leftJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)))
      .where(and(scope, due)),
    db
      .select({ next: sql<string | Date | null>`min(${flashCardStates.due})` })
      .from(flashCards)
      .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
      .innerJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)))
      .where(and(scope, sql`not ${due}`)),
  ]);
  return {
    data: rows.map((r) => ({
      card: toFlashCard(r.card, r.state),
      deckTitle: r.deckTitle,
      intervals: previewIntervals(toFsrsCard(r.state, now), now),
    })),
    totalDue: total,
    nextDueAt: next ? new Date(next).toISOString() : null,
    serverNow: now.toISOString(),
  };
}

/**
 * One rating: the FSRS state moves on and the rating is logged, in one transaction with the
 * state row locked. A card that is not due (already rated, a retried request) is refused, so
 * a double tap never counts twice.
 */
export async function rateCard(db: Db, user: AuthUser, cardId: string, rating: FlashRating): Promise<RateResponse> {
  const result = await db.transaction(async (tx) => {
    const { card } = await findOwnCard(tx, user, cardId);
    const { now, dayEnd } = await clock(tx, user);
    const [current] = await tx
      .select()
      .from(flashCardStates)
      .where(and(eq(flashCardStates.cardId, card.id), eq(flashCardStates.userId, user.id)))
      .for('update');
    if (!isDue(current ?? null, now, dayEnd)) throw conflict('This card is not due for review yet');
    const next = rate(toFsrsCard(current ?? null, now), rating, now);
    const columns = fromFsrsCard(next.card);
    const [saved] = await tx
      .insert(flashCardStates)
      .values({ userId: user.id, cardId: card.id, ...columns })
      .onConflictDoUpdate({ target: [flashCardStates.userId, flashCardStates.cardId], set: columns })
      .returning();
    await tx.insert(flashCardReviewLogs).values({ userId: user.id, cardId: card.id, ...logColumns(next.log) });
    return { card, saved, now, dayEnd };
  });
  const { total } = (await countDue(db, user, result.now, result.dayEnd))[0]!;
  return {
    card: toFlashCard(result.card as CardRow, result.saved as StateRow),
    dueAgainToday: result.saved.due.getTime() < result.dayEnd.getTime(),
    remainingDue: total,
  };
}

const countDue = (db: Db, user: AuthUser, now: Date, dayEnd: Date) =>
  db
    .select({ total: count() })
    .from(flashCards)
    .innerJoin(flashCardDecks, eq(flashCardDecks.id, flashCards.deckId))
    .leftJoin(flashCardStates, and(eq(flashCardStates.cardId, flashCards.id), eq(flashCardStates.userId, user.id)))
    .where(and(ownDeckWhere(user), dueSql(now, dayEnd, 'flash_card_states')));

// ---------- public decks ----------

export async function listPublicDecks(
  db: Db,
  user: AuthUser,
  q: { q?: string; subject?: string; page: number; limit: number },
): Promise<PublicDeckList> {
  const where: SQL[] = [publicDeckWhere(user)];
  if (q.subject) where.push(eq(flashCardDecks.subject, q.subject));
  if (q.q) {
    const like = escapeLike(q.q);
    where.push(
      or(
        ilike(sql`${flashCardDecks.title}->>'hi'`, like),
        ilike(sql`${flashCardDecks.title}->>'en'`, like),
        ilike(sql`${flashCardDecks.description}->>'hi'`, like),
        ilike(sql`${flashCardDecks.description}->>'en'`, like),
      )!,
    );
  }
  const filter = and(...where);
  const c = await clock(db, user);
  const [rows, [{ total }]] = await Promise.all([
    selectDecks(db, user, c)
      .where(filter)
      .orderBy(desc(flashCardDecks.updatedAt), asc(flashCardDecks.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(flashCardDecks).where(filter),
  ]);
  return { data: rows.map((r) => toDeckSummary(r, user)), total, page: q.page, limit: q.limit };
}

/** Copies a public deck and its cards into the caller's decks: an independent, private deck. */
export async function copyDeck(db: Db, user: AuthUser, deckId: string): Promise<DeckSummary> {
  const id = await db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(flashCardDecks)
      .where(and(eq(flashCardDecks.id, deckId), publicDeckWhere(user)));
    if (!source) throw notFound('Deck');
    await assertDeckRoom(tx, user);
    const [copy] = await tx
      .insert(flashCardDecks)
      .values({
        organizationId: user.organizationId,
        ownerId: user.id,
        title: source.title,
        description: source.description,
        subject: source.subject,
        topic: source.topic,
        visibility: 'private',
        copiedFromId: source.id,
      })
      .returning();
    const cards = await tx
      .select()
      .from(flashCards)
      .where(eq(flashCards.deckId, source.id))
      .orderBy(asc(flashCards.createdAt), asc(flashCards.id));
    if (cards.length) {
      // Keep the author's order: creation times a millisecond apart.
      const base = Date.now();
      await tx.insert(flashCards).values(
        cards.map((c, i) => ({
          deckId: copy.id,
          organizationId: user.organizationId,
          front: c.front,
          back: c.back,
          questionId: c.questionId,
          createdAt: new Date(base + i),
          updatedAt: new Date(base + i),
        })),
      );
    }
    return copy.id;
  });
  return loadDeckSummary(db, user, id);
}

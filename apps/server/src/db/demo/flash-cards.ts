import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { Db } from '../client.ts';
import { flashCardDecks, flashCards, flashCardStates, users } from '../schema/index.ts';
import { PUBLIC_DECKS, STUDENT_DECK, type DemoDeck } from './flash-cards-content.ts';

const DAY = 24 * 60 * 60 * 1000;

async function upsertDeck(db: Db, ownerId: string, organizationId: string, deck: DemoDeck, visibility: 'public' | 'private') {
  await db
    .insert(flashCardDecks)
    .values({
      organizationId,
      ownerId,
      title: deck.title,
      description: deck.description,
      subject: deck.subject,
      topic: deck.topic,
      visibility,
      sourceKey: deck.key,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(flashCardDecks)
    .where(and(eq(flashCardDecks.ownerId, ownerId), eq(flashCardDecks.sourceKey, deck.key)));
  // Cards keep the written order: creation times a second apart.
  const base = row.createdAt.getTime();
  await db
    .insert(flashCards)
    .values(
      deck.cards.map((c, i) => ({
        deckId: row.id,
        organizationId,
        front: c.front,
        back: c.back,
        sourceKey: c.key,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    )
    .onConflictDoNothing();
  return row;
}

/**
 * The platform's public decks (default organisation, owned by the platform superAdmin) and a
 * private revision deck for the demo student with some cards due today. Safe to run again:
 * decks and cards are keyed, and review states already there are left alone.
 */
export async function seedDemoFlashCards(db: Db, now = new Date()) {
  const accounts = await db
    .select({ id: users.id, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(inArray(users.email, ['superadmin@example.com', 'student@example.com']));
  const platform = accounts.find((a) => a.email === 'superadmin@example.com');
  const student = accounts.find((a) => a.email === 'student@example.com');
  if (platform) {
    for (const deck of PUBLIC_DECKS) await upsertDeck(db, platform.id, DEFAULT_ORG_ID, deck, 'public');
  }
  if (!student) return;
  const deck = await upsertDeck(db, student.id, student.organizationId, STUDENT_DECK, 'private');
  const cards = await db.select({ id: flashCards.id, key: flashCards.sourceKey }).from(flashCards).where(eq(flashCards.deckId, deck.id));
  const states = cards.flatMap((c) => {
    const days = STUDENT_DECK.schedule[c.key ?? ''];
    if (days === null || days === undefined) return [];
    // A card in review, last seen a few days before its due date.
    const due = new Date(now.getTime() + days * DAY);
    const scheduledDays = 4;
    return [
      {
        userId: student.id,
        cardId: c.id,
        due,
        stability: 4.5,
        difficulty: 5,
        elapsedDays: scheduledDays,
        scheduledDays,
        learningSteps: 0,
        reps: 2,
        lapses: 0,
        state: 2,
        lastReview: new Date(due.getTime() - scheduledDays * DAY),
      },
    ];
  });
  if (states.length) await db.insert(flashCardStates).values(states).onConflictDoNothing();
}

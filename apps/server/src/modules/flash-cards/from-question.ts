import { and, eq, sql } from 'drizzle-orm';
import type { FromQuestionRequest, FromQuestionResponse } from '@pariksha/shared/schemas/flash-cards';
import type { Db, Tx } from '../../db/client.ts';
import { flashCardDecks, flashCards, flashCardStates, questions, type Bilingual, type QuestionOption } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertQuestionVisible } from '../questions/visibility.ts';
import { loadDeckSummary, MAX_CARDS_PER_DECK, toFlashCard } from './repo.ts';

type QuestionRow = typeof questions.$inferSelect;
type Lang = 'hi' | 'en';

const LETTERS = 'ABCDEFGHIJ';
const LABELS = {
  correct: { hi: 'सही उत्तर', en: 'Correct answer' },
  yours: { hi: 'आपका उत्तर', en: 'Your answer' },
  explanation: { hi: 'व्याख्या', en: 'Explanation' },
} as const;
const MISTAKES_TITLE = { hi: 'मेरी गलतियाँ', en: 'My mistakes' };
const MISTAKES_DESCRIPTION = {
  hi: 'क्विज़ और टेस्ट में गलत हुए प्रश्नों से बने कार्ड।',
  en: 'Cards made from questions you got wrong in quizzes and tests.',
};

const pick = (text: Bilingual, lang: Lang) => text[lang]?.trim() || text[lang === 'hi' ? 'en' : 'hi']?.trim() || '';
const optionLine = (o: QuestionOption, i: number, lang: Lang) => `${LETTERS[i] ?? i + 1}. ${pick(o, lang)}`;

/**
 * The card of a question in one language: the question and its options in front; the correct
 * answer, the caller's wrong choice and the explanation behind. Plain text with line breaks,
 * so KaTeX maths in the question still renders on the card.
 */
export function questionCardSides(q: Pick<QuestionRow, 'text' | 'options' | 'correctOptionIds' | 'explanation'>, chosenOptionId?: string) {
  const langs = (['hi', 'en'] as const).filter((l) => q.text[l]?.trim());
  const front: Bilingual = {};
  const back: Bilingual = {};
  for (const lang of langs) {
    const options = q.options.map((o, i) => optionLine(o, i, lang)).join('\n');
    front[lang] = [q.text[lang]!.trim(), options].filter(Boolean).join('\n\n');
    const correct = q.options
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => q.correctOptionIds.includes(o.id))
      .map(({ o, i }) => optionLine(o, i, lang));
    const parts = [`${LABELS.correct[lang]}: ${correct.join('; ')}`];
    const chosenIndex = chosenOptionId ? q.options.findIndex((o) => o.id === chosenOptionId) : -1;
    if (chosenIndex >= 0 && !q.correctOptionIds.includes(chosenOptionId!)) {
      parts.push(`${LABELS.yours[lang]}: ${optionLine(q.options[chosenIndex]!, chosenIndex, lang)}`);
    }
    const explanation = pick(q.explanation ?? {}, lang);
    if (explanation) parts.push(`${LABELS.explanation[lang]}:\n${explanation}`);
    back[lang] = parts.join('\n\n');
  }
  return { front, back };
}

/** drizzle's execute answers { rows } on node-postgres and PGlite alike. */
const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? [];

/** The caller's "My mistakes" deck, made on first use. */
async function mistakesDeck(tx: Tx, user: AuthUser) {
  const mine = and(
    eq(flashCardDecks.ownerId, user.id),
    eq(flashCardDecks.kind, 'mistakes'),
    eq(flashCardDecks.organizationId, user.organizationId),
  );
  const [existing] = await tx.select().from(flashCardDecks).where(mine);
  if (existing) return existing;
  await tx
    .insert(flashCardDecks)
    .values({
      organizationId: user.organizationId,
      ownerId: user.id,
      title: MISTAKES_TITLE,
      description: MISTAKES_DESCRIPTION,
      kind: 'mistakes',
      visibility: 'private',
    })
    .onConflictDoNothing();
  const [deck] = await tx.select().from(flashCardDecks).where(mine);
  if (!deck) throw new AppError('CONFLICT', 'Please try again');
  return deck;
}

export async function cardFromQuestion(db: Db, user: AuthUser, body: FromQuestionRequest): Promise<FromQuestionResponse> {
  // The card's back is the answer: only a question the visibility rule shows may become one.
  const q = await assertQuestionVisible(db, user, body.questionId);
  if (body.chosenOptionId && !q.options.some((o) => o.id === body.chosenOptionId)) {
    throw badRequest('The chosen option is not an option of this question');
  }
  const sides = questionCardSides(q, body.chosenOptionId);
  const { deckId, card, state, created } = await db.transaction(async (tx) => {
    const deck = await mistakesDeck(tx, user);
    const findExisting = async () => {
      const [existing] = await tx
        .select()
        .from(flashCards)
        .where(and(eq(flashCards.deckId, deck.id), eq(flashCards.questionId, q.id)));
      if (!existing) return null;
      const [st] = await tx
        .select()
        .from(flashCardStates)
        .where(and(eq(flashCardStates.cardId, existing.id), eq(flashCardStates.userId, user.id)));
      return { deckId: deck.id, card: existing, state: st ?? null, created: false };
    };
    const before = await findExisting();
    if (before) return before;
    const [row] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from flash_cards where deck_id = ${deck.id}`).then(rowsOf);
    if ((row as { n: number }).n >= MAX_CARDS_PER_DECK) throw new AppError('UNPROCESSABLE', 'A deck can hold at most 1000 cards');
    const [made] = await tx
      .insert(flashCards)
      .values({ deckId: deck.id, organizationId: deck.organizationId, front: sides.front, back: sides.back, questionId: q.id })
      .onConflictDoNothing()
      .returning();
    // A second click that raced this one made the card first.
    if (!made) return (await findExisting())!;
    await tx.update(flashCardDecks).set({ updatedAt: new Date() }).where(eq(flashCardDecks.id, deck.id));
    return { deckId: deck.id, card: made, state: null, created: true };
  });
  return { deck: await loadDeckSummary(db, user, deckId), card: toFlashCard(card, state), created };
}

import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type {
  DeckList,
  DeckSummary,
  FlashCard,
  FromQuestionResponse,
  RateResponse,
  ReviewQueue,
} from '@pariksha/shared/schemas/flash-cards';
import { flashCardDecks, flashCardReviewLogs, flashCardStates } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture, hall } from '../attempts/test-fixtures.ts';

let t: TestApp;
let student: AuthResponse; // Demo Institute
let admin: AuthResponse;
let other: SecondOrganization;

beforeAll(async () => {
  t = await createTestApp();
  student = await signIn(t.app, 'student');
  admin = await signIn(t.app, 'admin');
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/flash-cards${url}`,
    headers: authHeader(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A fresh user (own organisation: the default one) with one deck of `n` new cards. */
async function userWithDeck(n: number) {
  const user = await signUp(t.app);
  const deck = (await call('POST', '/decks', user.token, { title: { en: 'Review deck' } })).json() as DeckSummary;
  const cards: FlashCard[] = [];
  for (let i = 0; i < n; i++)
    cards.push((await call('POST', `/decks/${deck.id}/cards`, user.token, { front: { en: `Q${i}` }, back: { en: `A${i}` } })).json());
  return { user, deck, cards };
}
const queue = async (token: string, query = '') => {
  const res = await call('GET', `/review${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewQueue;
};
const rate = (token: string, cardId: string, rating: string) => call('POST', `/cards/${cardId}/review`, token, { rating });

describe('GET /api/flash-cards/review', () => {
  it('gives every due card with the interval each rating would set', async () => {
    const { user, cards } = await userWithDeck(3);
    const q = await queue(user.token);
    expect(q.totalDue).toBe(3);
    expect(q.data.map((i) => i.card.id)).toEqual(cards.map((c) => c.id)); // new cards in the order written
    const { again, hard, good, easy } = q.data[0].intervals;
    expect(again.minutes).toBe(10);
    expect(again.minutes).toBeLessThan(hard.minutes);
    expect(hard.minutes).toBeLessThan(good.minutes);
    expect(good.minutes).toBeLessThan(easy.minutes);
    expect(good.minutes).toBeGreaterThanOrEqual(24 * 60);
    expect(q.data[0].deckTitle).toEqual({ en: 'Review deck' });
    expect(q.nextDueAt).toBeNull();
  });

  it('orders the queue: (re)learning steps that have passed, then review cards by due date, then new cards', async () => {
    const { user, cards } = await userWithDeck(4);
    const [fresh, overdue, learning, dueToday] = cards;
    const now = Date.now();
    const state = (cardId: string, s: number, due: number) => ({
      userId: user.user.id,
      cardId,
      due: new Date(due),
      stability: 3,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: s === 2 ? 3 : 0,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: s,
      lastReview: new Date(now - 3 * DAY),
    });
    await t.db
      .insert(flashCardStates)
      .values([state(overdue.id, 2, now - 3 * DAY), state(learning.id, 1, now - 60_000), state(dueToday.id, 2, now - 60 * 60_000)]);
    const q = await queue(user.token);
    expect(q.data.map((i) => i.card.id)).toEqual([learning.id, overdue.id, dueToday.id, fresh.id]);
    expect(q.data.map((i) => i.card.state)).toEqual(['learning', 'review', 'review', 'new']);
    expect((await queue(user.token, '?limit=2')).data).toHaveLength(2);
  });

  it('narrows to one deck, only my own', async () => {
    const { user, deck } = await userWithDeck(2);
    const second = (await call('POST', '/decks', user.token, { title: { en: 'Second' } })).json() as DeckSummary;
    await call('POST', `/decks/${second.id}/cards`, user.token, { front: { en: 'X' }, back: { en: 'Y' } });
    expect((await queue(user.token)).totalDue).toBe(3);
    expect((await queue(user.token, `?deckId=${second.id}`)).totalDue).toBe(1);
    expectError(await call('GET', `/review?deckId=${deck.id}`, student.token), 404, 'NOT_FOUND');
    expectError(await call('GET', `/review?deckId=${deck.id}`, other.student.token), 404, 'NOT_FOUND');
    expectError(await call('GET', '/review?deckId=abc', user.token), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/review?limit=0', user.token), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/flash-cards/cards/:cardId/review', () => {
  it('reschedules a card rated Good days ahead: the due count drops and it is not due again today', async () => {
    const { user, deck, cards } = await userWithDeck(3);
    const res = await rate(user.token, cards[0].id, 'good');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RateResponse;
    expect(body).toMatchObject({ dueAgainToday: false, remainingDue: 2, card: { state: 'review', reps: 1, lapses: 0 } });
    expect(new Date(body.card.due!).getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);

    const q = await queue(user.token);
    expect(q.data.map((i) => i.card.id)).not.toContain(cards[0].id);
    expect(q.nextDueAt).toBe(body.card.due);
    const decks = (await call('GET', '/decks', user.token)).json() as DeckList;
    expect(decks.data.find((d) => d.id === deck.id)).toMatchObject({ dueCount: 2, newCount: 2, cardCount: 3 });
    expect(decks.totalDue).toBe(2);

    // Stored state and the review log.
    const [state] = await t.db.select().from(flashCardStates).where(eq(flashCardStates.cardId, cards[0].id));
    expect(state).toMatchObject({ userId: user.user.id, state: 2, reps: 1 });
    const logs = await t.db.select().from(flashCardReviewLogs).where(eq(flashCardReviewLogs.cardId, cards[0].id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ rating: 3, state: 0, userId: user.user.id });
  });

  it('schedules Easy further than Good', async () => {
    const { user, cards } = await userWithDeck(2);
    const good = (await rate(user.token, cards[0].id, 'good')).json() as RateResponse;
    const easy = (await rate(user.token, cards[1].id, 'easy')).json() as RateResponse;
    expect(new Date(easy.card.due!).getTime()).toBeGreaterThan(new Date(good.card.due!).getTime());
    expect(easy.dueAgainToday).toBe(false);
  });

  it('brings a card rated Again back in ten minutes, the same day', async () => {
    // Ten minutes later must still be today in Asia/Kolkata: run at 13:00 IST (07:30 UTC) of
    // today, not at the real time, which fails between 23:50 and midnight there.
    const afternoonInKolkata = new Date(`${new Date().toISOString().slice(0, 10)}T07:30:00Z`);
    vi.useFakeTimers({ toFake: ['Date'], now: afternoonInKolkata });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user, cards } = await userWithDeck(2);
    const body = (await rate(user.token, cards[1].id, 'again')).json() as RateResponse;
    expect(body).toMatchObject({ dueAgainToday: true, remainingDue: 1, card: { state: 'learning' } });
    const inMinutes = (new Date(body.card.due!).getTime() - Date.now()) / 60_000;
    expect(inMinutes).toBeGreaterThan(9);
    expect(inMinutes).toBeLessThanOrEqual(10);
    const q = await queue(user.token);
    expect(q.data.map((i) => i.card.id)).toEqual([cards[0].id]);
    expect(q.nextDueAt).toBe(body.card.due);
  });

  it('refuses to rate a card that is not due (a double tap) with 409, logging once', async () => {
    const { user, cards } = await userWithDeck(1);
    expect((await rate(user.token, cards[0].id, 'good')).statusCode).toBe(200);
    expectError(await rate(user.token, cards[0].id, 'good'), 409, 'CONFLICT');
    const logs = await t.db.select().from(flashCardReviewLogs).where(eq(flashCardReviewLogs.cardId, cards[0].id));
    expect(logs).toHaveLength(1);
  });

  it('refuses bad input with 400', async () => {
    const { user, cards } = await userWithDeck(1);
    expectError(await rate(user.token, cards[0].id, 'perfect'), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', `/cards/${cards[0].id}/review`, user.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await rate(user.token, 'not-a-uuid', 'good'), 400, 'VALIDATION_FAILED');
    expect(await t.db.select().from(flashCardStates).where(eq(flashCardStates.cardId, cards[0].id))).toHaveLength(0);
  });

  it("refuses another user's and another organisation's card with 404", async () => {
    const { cards } = await userWithDeck(1);
    expectError(await rate(student.token, cards[0].id, 'good'), 404, 'NOT_FOUND');
    expectError(await rate(other.student.token, cards[0].id, 'good'), 404, 'NOT_FOUND');
    expect(await t.db.select().from(flashCardStates).where(eq(flashCardStates.cardId, cards[0].id))).toHaveLength(0);
  });
});

describe('POST /api/flash-cards/from-question', () => {
  const make = (token: string, payload: unknown) => call('POST', '/from-question', token, payload);

  it('turns a platform question into a card in "My mistakes", made on first use, in both languages', async () => {
    const fx = await createExamFixture(t.db, { organizationId: DEFAULT_ORG_ID, visibility: 'public' });
    const user = await signUp(t.app);
    const q = fx.questions[0];
    const res = await make(user.token, { questionId: q.id, chosenOptionId: q.wrong[0] });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as FromQuestionResponse;
    expect(body.created).toBe(true);
    expect(body.deck).toMatchObject({
      kind: 'mistakes',
      title: { hi: 'मेरी गलतियाँ', en: 'My mistakes' },
      cardCount: 1,
      visibility: 'private',
    });
    expect(body.card.questionId).toBe(q.id);
    expect(body.card.front.en).toMatch(/^Question .+\n\nA\. Option a\nB\. Option b\nC\. Option c\nD\. Option d$/);
    expect(body.card.front.hi).toContain('A. विकल्प a');
    expect(body.card.back.en).toContain(`Correct answer: ${q.correct[0].toUpperCase()}. Option ${q.correct[0]}`);
    expect(body.card.back.en).toContain(`Your answer: ${q.wrong[0].toUpperCase()}. Option ${q.wrong[0]}`);
    expect(body.card.back.en).toContain('Explanation:\nExplanation 1');
    expect(body.card.back.hi).toContain('सही उत्तर:');
    expect(body.card.back.hi).toContain('व्याख्या:\nव्याख्या 1');

    // The same question again adds nothing; a second question joins the same deck.
    const again = await make(user.token, { questionId: q.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, card: { id: body.card.id } });
    const second = (await make(user.token, { questionId: fx.questions[1].id })).json() as FromQuestionResponse;
    expect(second.deck.id).toBe(body.deck.id);
    expect(second.deck.cardCount).toBe(2);
    const decks = await t.db
      .select()
      .from(flashCardDecks)
      .where(and(eq(flashCardDecks.ownerId, user.user.id), eq(flashCardDecks.kind, 'mistakes')));
    expect(decks).toHaveLength(1);
    // The card is due for review at once.
    expect((await queue(user.token)).data.map((i) => i.card.id)).toContain(body.card.id);
  });

  it('leaves out "Your answer" when no choice or the right one was given', async () => {
    const fx = await createExamFixture(t.db, { organizationId: DEFAULT_ORG_ID, visibility: 'public' });
    const user = await signUp(t.app);
    const body = (await make(user.token, { questionId: fx.questions[0].id, chosenOptionId: fx.questions[0].correct[0] })).json();
    expect(body.card.back.en).not.toContain('Your answer');
  });

  it("refuses another organisation's question (404) and a question locked in a test being taken", async () => {
    const theirs = await createExamFixture(t.db, { organizationId: other.organization.id });
    expectError(await make(student.token, { questionId: theirs.questions[0].id }), 404, 'NOT_FOUND');

    // Own organisation's test: locked while the student sits it, open once submitted.
    const ours = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const sitting = hall(t.app, student.token);
    const started = await sitting.start(ours.setId);
    expect(started.statusCode, started.body).toBe(201);
    expectError(await make(student.token, { questionId: ours.questions[0].id }), 404, 'NOT_FOUND');
    const attemptId = started.json().id;
    const submitted = await t.app.inject({ method: 'POST', url: `/api/attempts/${attemptId}/submit`, headers: authHeader(student.token) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const made = await make(student.token, { questionId: ours.questions[0].id, chosenOptionId: ours.questions[0].wrong[0] });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('refuses a question of a live test that has not ended, unless the caller submitted it', async () => {
    const live = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - 60 * 60_000),
      endsAt: new Date(Date.now() + 60 * 60_000),
    });
    expectError(await make(admin.token, { questionId: live.questions[0].id }), 404, 'NOT_FOUND');
    const ended = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - 2 * 60 * 60_000),
      endsAt: new Date(Date.now() - 60 * 60_000),
    });
    expect((await make(admin.token, { questionId: ended.questions[0].id })).statusCode).toBe(201);
  });

  it('refuses bad input with 400 and unknown questions with 404', async () => {
    const fx = await createExamFixture(t.db, { organizationId: DEFAULT_ORG_ID, visibility: 'public' });
    expectError(await make(student.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await make(student.token, { questionId: 'nope' }), 400, 'VALIDATION_FAILED');
    const wrongOption = expectError(
      await make(student.token, { questionId: fx.questions[0].id, chosenOptionId: 'z' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(wrongOption.message).toMatch(/not an option/);
    expectError(await make(student.token, { questionId: crypto.randomUUID() }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/flash-cards/from-question', payload: { questionId: fx.questions[0].id } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { CardList, DeckDetail, DeckList, DeckSummary, FlashCard, PublicDeckList } from '@pariksha/shared/schemas/flash-cards';
import { flashCardDecks, flashCards } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let student: AuthResponse; // Demo Institute
let admin: AuthResponse; // Demo Institute
let learner: AuthResponse; // default organisation
let other: SecondOrganization;

beforeAll(async () => {
  t = await createTestApp();
  student = await signIn(t.app, 'student');
  admin = await signIn(t.app, 'admin');
  learner = await signIn(t.app, 'learner');
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/flash-cards${url}`,
    headers: authHeader(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function makeDeck(token: string, over: Record<string, unknown> = {}): Promise<DeckSummary> {
  const res = await call('POST', '/decks', token, { title: { en: `Deck ${unique()}` }, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function makeCard(token: string, deckId: string, front: object = { en: 'Front' }, back: object = { en: 'Back' }): Promise<FlashCard> {
  const res = await call('POST', `/decks/${deckId}/cards`, token, { front, back });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('GET /api/flash-cards/decks', () => {
  it("lists the caller's decks with due counts (the demo student's revision deck)", async () => {
    const res = await call('GET', '/decks', student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DeckList;
    const revision = body.data.find((d) => d.title.en === 'SSC revision: one-liners')!;
    expect(revision).toMatchObject({ cardCount: 8, newCount: 3, dueCount: 6, isOwner: true, visibility: 'private' });
    expect(revision.nextDueAt).not.toBeNull();
    expect(body.totalDue).toBeGreaterThanOrEqual(6);
    // Platform decks are browsed, not owned.
    expect(body.data.every((d) => d.isOwner)).toBe(true);
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/flash-cards/decks' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/flash-cards/decks', () => {
  it('creates a private deck by default, with a subject and topic', async () => {
    const deck = await makeDeck(student.token, {
      title: { hi: 'मेरा डेक', en: '  My deck  ' },
      description: { en: 'Revision' },
      subject: 'polity',
      topic: 'preamble',
    });
    expect(deck).toMatchObject({
      title: { hi: 'मेरा डेक', en: 'My deck' },
      subject: 'polity',
      topic: 'preamble',
      visibility: 'private',
      cardCount: 0,
      dueCount: 0,
      kind: null,
      isOwner: true,
      ownerName: 'Priya Singh',
    });
    const [row] = await t.db.select().from(flashCardDecks).where(eq(flashCardDecks.id, deck.id));
    expect(row.organizationId).toBe(student.user.organizationId);
    expect(row.ownerId).toBe(student.user.id);
  });

  it.each([
    ['no title', {}],
    ['an empty title', { title: { hi: ' ', en: '' } }],
    ['a title over 120 characters', { title: { en: 'x'.repeat(121) } }],
    ['an unknown subject', { title: { en: 'A' }, subject: 'astrology' }],
    ['a topic without a subject', { title: { en: 'A' }, topic: 'preamble' }],
    ['a topic of another subject', { title: { en: 'A' }, subject: 'physics', topic: 'preamble' }],
    ['an unknown visibility', { title: { en: 'A' }, visibility: 'friends' }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const before = await countRows(t.db, flashCardDecks);
    expectError(await call('POST', '/decks', student.token, body), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, flashCardDecks)).toBe(before);
  });

  it('answers in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flash-cards/decks',
      headers: { ...authHeader(student.token), 'accept-language': 'hi' },
      payload: { title: {} },
    });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('डेक का शीर्षक');
  });
});

describe('PATCH and DELETE /api/flash-cards/decks/:deckId', () => {
  it('lets the owner rename, re-subject and publish a deck; a new subject clears the old topic', async () => {
    const deck = await makeDeck(student.token, { subject: 'polity', topic: 'preamble' });
    const res = await call('PATCH', `/decks/${deck.id}`, student.token, {
      title: { en: 'Renamed' },
      subject: 'physics',
      visibility: 'public',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: { en: 'Renamed' }, subject: 'physics', topic: null, visibility: 'public' });
  });

  it('refuses bad input with 400', async () => {
    const deck = await makeDeck(student.token);
    expectError(await call('PATCH', `/decks/${deck.id}`, student.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/decks/${deck.id}`, student.token, { visibility: 'everyone' }), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', '/decks/not-a-uuid', student.token, { title: { en: 'X' } }), 400, 'VALIDATION_FAILED');
  });

  it("refuses another user's and another organisation's deck with 404 and changes nothing", async () => {
    const deck = await makeDeck(student.token, { visibility: 'public' });
    expectError(await call('PATCH', `/decks/${deck.id}`, admin.token, { title: { en: 'Hijacked' } }), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/decks/${deck.id}`, other.student.token, { title: { en: 'Hijacked' } }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/decks/${deck.id}`, admin.token), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/decks/${deck.id}`, other.admin.token), 404, 'NOT_FOUND');
    const [row] = await t.db.select().from(flashCardDecks).where(eq(flashCardDecks.id, deck.id));
    expect(row.title).toEqual({ en: deck.title.en });
  });

  it('deletes a deck with its cards', async () => {
    const deck = await makeDeck(student.token);
    const card = await makeCard(student.token, deck.id);
    const res = await call('DELETE', `/decks/${deck.id}`, student.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(flashCards).where(eq(flashCards.id, card.id))).toHaveLength(0);
    expectError(await call('GET', `/decks/${deck.id}`, student.token), 404, 'NOT_FOUND');
  });
});

describe('GET /api/flash-cards/decks/:deckId', () => {
  it('shows the owner the cards with their review state', async () => {
    const deck = await makeDeck(student.token);
    await makeCard(student.token, deck.id, { hi: 'एक' }, { en: 'One' });
    await makeCard(student.token, deck.id, { en: 'Two' }, { en: '2' });
    const res = await call('GET', `/decks/${deck.id}`, student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DeckDetail;
    expect(body.deck).toMatchObject({ cardCount: 2, dueCount: 2, newCount: 2 });
    expect(body.cards.map((c) => c.front)).toEqual([{ hi: 'एक' }, { en: 'Two' }]);
    expect(body.cards[0]).toMatchObject({ state: 'new', due: null, reps: 0 });
  });

  it('lets anyone in the organisation preview a public deck, and nobody else a private one', async () => {
    const privateDeck = await makeDeck(student.token);
    const publicDeck = await makeDeck(student.token, { visibility: 'public' });
    await makeCard(student.token, publicDeck.id);
    expectError(await call('GET', `/decks/${privateDeck.id}`, admin.token), 404, 'NOT_FOUND');
    const preview = await call('GET', `/decks/${publicDeck.id}`, admin.token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().deck).toMatchObject({ isOwner: false, cardCount: 1, dueCount: 0 });
    // Another organisation (and the platform's own users) never see an institute's deck.
    expectError(await call('GET', `/decks/${publicDeck.id}`, other.student.token), 404, 'NOT_FOUND');
    expectError(await call('GET', `/decks/${publicDeck.id}`, learner.token), 404, 'NOT_FOUND');
    expectError(await call('GET', `/decks/${crypto.randomUUID()}`, student.token), 404, 'NOT_FOUND');
  });
});

describe('cards: POST /decks/:deckId/cards, PATCH and DELETE /cards/:cardId', () => {
  it('adds a card with either or both languages on each side', async () => {
    const deck = await makeDeck(student.token);
    const card = await makeCard(student.token, deck.id, { hi: 'प्रश्न', en: 'Question' }, { hi: ' उत्तर ', en: '' });
    expect(card).toMatchObject({ deckId: deck.id, front: { hi: 'प्रश्न', en: 'Question' }, back: { hi: 'उत्तर' }, state: 'new' });
    expect(card.back.en).toBeUndefined();
  });

  it.each([
    ['an empty front', { front: {}, back: { en: 'B' } }],
    ['a blank back', { front: { en: 'F' }, back: { hi: '   ' } }],
    ['a side over 4000 characters', { front: { en: 'x'.repeat(4001) }, back: { en: 'B' } }],
    ['no back', { front: { en: 'F' } }],
  ])('refuses %s with 400', async (_label, body) => {
    const deck = await makeDeck(student.token);
    const res = expectError(await call('POST', `/decks/${deck.id}/cards`, student.token, body), 400, 'VALIDATION_FAILED');
    expect(res.message.length).toBeGreaterThan(0);
    expect((await call('GET', `/decks/${deck.id}`, student.token)).json().cards).toHaveLength(0);
  });

  it("refuses cards in another user's or organisation's deck with 404", async () => {
    const deck = await makeDeck(student.token, { visibility: 'public' });
    expectError(await call('POST', `/decks/${deck.id}/cards`, admin.token, { front: { en: 'F' }, back: { en: 'B' } }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/decks/${deck.id}/cards`, other.student.token, { front: { en: 'F' }, back: { en: 'B' } }),
      404,
      'NOT_FOUND',
    );
  });

  it('edits and deletes a card, owner only', async () => {
    const deck = await makeDeck(student.token);
    const card = await makeCard(student.token, deck.id);
    expectError(await call('PATCH', `/cards/${card.id}`, admin.token, { back: { en: 'Changed' } }), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/cards/${card.id}`, other.student.token, { back: { en: 'Changed' } }), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/cards/${card.id}`, student.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await call('PATCH', `/cards/${card.id}`, student.token, { back: {} }), 400, 'VALIDATION_FAILED');
    const edited = await call('PATCH', `/cards/${card.id}`, student.token, { back: { hi: 'बदला', en: 'Changed' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ front: { en: 'Front' }, back: { hi: 'बदला', en: 'Changed' } });

    expectError(await call('DELETE', `/cards/${card.id}`, admin.token), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/cards/${card.id}`, other.admin.token), 404, 'NOT_FOUND');
    expect((await call('DELETE', `/cards/${card.id}`, student.token)).statusCode).toBe(200);
    expectError(await call('DELETE', `/cards/${card.id}`, student.token), 404, 'NOT_FOUND');
  });
});

describe('GET /api/flash-cards/cards (all my cards)', () => {
  it('searches both sides in both languages, newest first, and only my cards', async () => {
    const marker = unique('m');
    const deck = await makeDeck(student.token);
    const a = await makeCard(student.token, deck.id, { en: `Capital ${marker}` }, { en: 'Delhi' });
    const b = await makeCard(student.token, deck.id, { hi: 'राजधानी' }, { hi: `दिल्ली ${marker}` });
    const otherDeck = await makeDeck(admin.token);
    await makeCard(admin.token, otherDeck.id, { en: `Admin card ${marker}` }, { en: 'x' });

    const res = await call('GET', `/cards?q=${marker.toUpperCase()}`, student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as CardList;
    expect(body.total).toBe(2);
    expect(body.data.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(body.data[0].deckTitle).toEqual(deck.title);
    const hindi = (await call('GET', `/cards?q=${encodeURIComponent('राजधानी')}`, student.token)).json() as CardList;
    expect(hindi.data.map((c) => c.id)).toContain(b.id);
    const page2 = (await call('GET', `/cards?q=${marker}&limit=1&page=2`, student.token)).json() as CardList;
    expect(page2.data.map((c) => c.id)).toEqual([a.id]);
    const inDeck = (await call('GET', `/cards?deckId=${deck.id}`, student.token)).json() as CardList;
    expect(inDeck.total).toBe(2);
  });

  it('treats % and _ literally', async () => {
    const deck = await makeDeck(student.token);
    await makeCard(student.token, deck.id, { en: 'Growth of 100%_ exactly' });
    const body = (await call('GET', `/cards?q=${encodeURIComponent('100%_')}`, student.token)).json() as CardList;
    expect(body.total).toBe(1);
  });

  it.each(['?limit=0', '?limit=101', '?page=0', `?q=${'x'.repeat(101)}`, '?deckId=nope'])('refuses %s with 400', async (query) => {
    expectError(await call('GET', `/cards${query}`, student.token), 400, 'VALIDATION_FAILED');
  });
});

describe('public decks: GET /public and POST /decks/:deckId/copy', () => {
  it("lists the platform's decks and the caller's organisation's, not another organisation's", async () => {
    const mine = await makeDeck(admin.token, { title: { en: `Institute deck ${unique()}` }, visibility: 'public', subject: 'math' });
    const theirs = await makeDeck(other.admin.token, { title: { en: `Other deck ${unique()}` }, visibility: 'public' });
    const res = await call('GET', '/public?limit=50', student.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PublicDeckList;
    const titles = body.data.map((d) => d.title.en);
    expect(titles).toEqual(
      expect.arrayContaining(['Indian Polity basics', 'Important dates of modern history', 'English idioms', 'Science units']),
    );
    expect(body.data.map((d) => d.id)).toContain(mine.id);
    expect(body.data.map((d) => d.id)).not.toContain(theirs.id);
    const polity = body.data.find((d) => d.title.en === 'Indian Polity basics')!;
    expect(polity.cardCount).toBeGreaterThanOrEqual(10);
    // The platform's decks are signed with its name, not the superAdmin's.
    expect(polity).toMatchObject({ isOwner: false, dueCount: 0, ownerName: t.config.productName });
    // The other organisation sees the platform's decks and its own.
    const theirList = (await call('GET', '/public?limit=50', other.student.token)).json() as PublicDeckList;
    expect(theirList.data.map((d) => d.id)).toContain(theirs.id);
    expect(theirList.data.map((d) => d.id)).not.toContain(mine.id);
  });

  it('searches by text in either language and filters by subject', async () => {
    const idioms = (await call('GET', '/public?q=idiom', student.token)).json() as PublicDeckList;
    expect(idioms.data.map((d) => d.title.en)).toEqual(['English idioms']);
    const hindi = (await call('GET', `/public?q=${encodeURIComponent('मात्रक')}`, student.token)).json() as PublicDeckList;
    expect(hindi.data.map((d) => d.title.en)).toContain('Science units');
    const polity = (await call('GET', '/public?subject=polity', student.token)).json() as PublicDeckList;
    expect(polity.data.length).toBeGreaterThan(0);
    expect(polity.data.every((d) => d.subject === 'polity')).toBe(true);
    expectError(await call('GET', '/public?subject=astrology', student.token), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/public?limit=51', student.token), 400, 'VALIDATION_FAILED');
  });

  it('copies a public deck into my decks as an independent private deck', async () => {
    const list = (await call('GET', '/public?q=Science', learner.token)).json() as PublicDeckList;
    const source = list.data[0];
    const res = await call('POST', `/decks/${source.id}/copy`, learner.token);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json() as DeckSummary;
    expect(copy).toMatchObject({
      title: source.title,
      visibility: 'private',
      isOwner: true,
      copiedFromId: source.id,
      cardCount: source.cardCount,
      dueCount: source.cardCount,
    });
    const [original, copied] = await Promise.all([
      call('GET', `/decks/${source.id}`, learner.token).then((r) => r.json() as DeckDetail),
      call('GET', `/decks/${copy.id}`, learner.token).then((r) => r.json() as DeckDetail),
    ]);
    // Same cards in the same order, but different rows.
    expect(copied.cards.map((c) => c.front)).toEqual(original.cards.map((c) => c.front));
    expect(copied.cards.map((c) => c.id).some((id) => original.cards.some((o) => o.id === id))).toBe(false);

    // Editing the copy leaves the original alone, and the other way round.
    const edited = await call('PATCH', `/cards/${copied.cards[0].id}`, learner.token, { front: { en: 'My own wording' } });
    expect(edited.statusCode).toBe(200);
    const su = await signIn(t.app, 'superadmin');
    await call('PATCH', `/cards/${original.cards[1].id}`, su.token, { back: { en: 'Author changed this' } });
    const [after, copyAfter] = await Promise.all([
      call('GET', `/decks/${source.id}`, learner.token).then((r) => r.json() as DeckDetail),
      call('GET', `/decks/${copy.id}`, learner.token).then((r) => r.json() as DeckDetail),
    ]);
    expect(after.cards[0].front).toEqual(original.cards[0].front);
    expect(copyAfter.cards[1].back).toEqual(original.cards[1].back);
    await call('PATCH', `/cards/${original.cards[1].id}`, su.token, { back: original.cards[1].back });
  });

  it("refuses to copy a private deck or another organisation's public deck (404), and bad ids (400)", async () => {
    const privateDeck = await makeDeck(admin.token);
    const theirs = await makeDeck(other.admin.token, { visibility: 'public' });
    const before = await countRows(t.db, flashCardDecks);
    expectError(await call('POST', `/decks/${privateDeck.id}/copy`, student.token), 404, 'NOT_FOUND');
    expectError(await call('POST', `/decks/${theirs.id}/copy`, student.token), 404, 'NOT_FOUND');
    expectError(await call('POST', '/decks/123/copy', student.token), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, flashCardDecks)).toBe(before);
  });

  it('a new account starts with no decks and can copy a platform deck', async () => {
    const fresh = await signUp(t.app);
    expect(((await call('GET', '/decks', fresh.token)).json() as DeckList).data).toEqual([]);
    const idioms = ((await call('GET', '/public?q=idioms', fresh.token)).json() as PublicDeckList).data[0];
    expect((await call('POST', `/decks/${idioms.id}/copy`, fresh.token)).statusCode).toBe(201);
    const mine = (await call('GET', '/decks', fresh.token)).json() as DeckList;
    expect(mine.data).toHaveLength(1);
    expect(mine.totalDue).toBe(idioms.cardCount);
  });
});

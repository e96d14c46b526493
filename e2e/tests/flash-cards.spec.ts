import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  demo,
  expect as baseExpect,
  field,
  newUser,
  signInByApi,
  signUpByApi,
  test,
  useSessionIn,
  type AuthResponse,
} from '../fixtures.ts';
import { withPaper } from '../api.ts';

/**
 * Flash cards: a review session that reschedules cards (FSRS), copying a public deck, writing
 * a deck and its cards, the list of all cards, and a card made from a wrong exam answer.
 */

// This machine is shared by many builds and test runs at once: pages may take a while to come.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = '/tmp/shots-flash-cards';
const HOUR = 60 * 60 * 1000;

type Deck = { id: string; dueCount: number; cardCount: number; title: { en?: string } };
type Card = { id: string; state: string; due: string | null; front: { en?: string; hi?: string } };

const api = (request: APIRequestContext, auth: AuthResponse) => {
  const headers = { Authorization: `Bearer ${auth.token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await request.get(`/api${path}`, { headers });
      expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
    post: async <T>(path: string, data: object = {}): Promise<T> => {
      const res = await request.post(`/api${path}`, { headers, data });
      expect([200, 201], `POST ${path}: ${await res.text()}`).toContain(res.status());
      return (await res.json()) as T;
    },
    put: async (path: string, data: object) => {
      const res = await request.put(`/api${path}`, { headers, data });
      expect(res.status(), `PUT ${path}: ${await res.text()}`).toBe(200);
    },
  };
};

/** A fresh account with one deck of three cards written through the API. */
async function learnerWithDeck(page: Page) {
  const auth = await signUpByApi(page, newUser('fc'));
  const call = api(page.request, auth);
  const deck = await call.post<Deck>('/flash-cards/decks', { title: { en: 'Capitals', hi: 'राजधानियाँ' } });
  const cards = [
    ['Capital of Rajasthan?', 'Jaipur'],
    ['Capital of Bihar?', 'Patna'],
    ['Capital of Odisha?', 'Bhubaneswar'],
  ];
  for (const [front, back] of cards) await call.post(`/flash-cards/decks/${deck.id}/cards`, { front: { en: front }, back: { en: back } });
  return { auth, call, deck };
}

const progress = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ \/ \d+$/ });

test('a review session flips and rates cards, and Good/Easy reschedule them past today', async ({ page }) => {
  test.setTimeout(90_000);
  const { auth, call, deck } = await learnerWithDeck(page);
  await useSessionIn(page, auth, '/flash-card');

  await expect(page.getByRole('heading', { name: 'Flash Card', level: 1 })).toBeVisible();
  await expect(page.getByText('3 cards due now')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Capitals' }).getByText('3 due')).toBeVisible();
  await page.getByRole('button', { name: 'Start review' }).click();

  await expect(page).toHaveURL(/\/flash-card\/review$/);
  await expect(progress(page)).toHaveText('1 / 3');
  await expect(page.getByText('Capital of Rajasthan?')).toBeVisible();
  await expect(page.getByText('Jaipur')).toBeHidden();
  // Space flips the card; the buttons show what each rating would do.
  await page.keyboard.press('Space');
  await expect(page.getByText('Jaipur')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Again, next review in 10 min' })).toBeVisible();
  const good = page.getByRole('button', { name: /^Good, next review in \d+ days?$/ });
  await expect(good).toBeVisible();
  await expect(good).toContainText(/Good\d+ days?/);
  await good.click();

  await expect(progress(page)).toHaveText('2 / 3');
  await expect(page.getByText('Capital of Bihar?')).toBeVisible();
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByText('Patna')).toBeVisible();
  await page.getByRole('button', { name: /^Easy, next review in/ }).click();

  await expect(progress(page)).toHaveText('3 / 3');
  await expect(page.getByText('Capital of Odisha?')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Bhubaneswar')).toBeVisible();
  await page.keyboard.press('1'); // Again

  await expect(page.getByRole('heading', { name: 'All done for now!' })).toBeVisible();
  await expect(page.getByText(/You reviewed 3 cards\./)).toBeVisible();
  await expect(page.getByText(/Next card due in 10 minutes/)).toBeVisible();

  // The server agrees: nothing due now; Good and Easy are days away, Again in ten minutes.
  const queue = await call.get<{ totalDue: number }>('/flash-cards/review');
  expect(queue.totalDue).toBe(0);
  const { cards } = await call.get<{ cards: Card[] }>(`/flash-cards/decks/${deck.id}`);
  const dueIn = (front: string) => new Date(cards.find((c) => c.front.en === front)!.due!).getTime() - Date.now();
  expect(dueIn('Capital of Rajasthan?')).toBeGreaterThan(24 * HOUR - HOUR);
  expect(dueIn('Capital of Bihar?')).toBeGreaterThan(dueIn('Capital of Rajasthan?'));
  expect(dueIn('Capital of Odisha?')).toBeLessThanOrEqual(10 * 60_000);
  expect(cards.map((c) => c.state).sort()).toEqual(['learning', 'review', 'review']);

  await page.getByRole('link', { name: 'Back to my decks' }).click();
  await expect(page.getByText('Nothing due right now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start review' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Capitals' }).getByText('Up to date')).toBeVisible();
  await page.goto('/flash-card/review');
  await expect(page.getByRole('heading', { name: 'No cards due' })).toBeVisible();
});

test('a public deck is previewed and copied into my decks', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await signUpByApi(page, newUser('fcpub'));
  await useSessionIn(page, auth, '/flash-card');
  await expect(page.getByRole('heading', { name: 'You have no decks yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Public decks' }).first().click();

  await expect(page.getByRole('heading', { name: 'Public decks', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Indian Polity basics' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search decks' }).fill('idioms');
  await expect(page.getByRole('article')).toHaveCount(1);
  const idioms = page.getByRole('article', { name: 'English idioms' });
  await expect(idioms.getByText('14 cards')).toBeVisible();

  await idioms.getByRole('button', { name: 'Preview English idioms' }).click();
  const preview = page.getByRole('dialog', { name: /English idioms/ });
  await expect(preview.getByText('Break the ice')).toBeVisible();
  await preview.getByRole('button', { name: 'Copy English idioms to my decks' }).click();
  await expect(page.getByText('Copied to your decks')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(idioms.getByRole('link', { name: 'Open my copy' })).toBeVisible();

  // A subject filter with nothing in it.
  await page.getByRole('searchbox', { name: 'Search decks' }).fill('');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Chemistry' }).click();
  await expect(page.getByRole('heading', { name: 'No deck matches your search' })).toBeVisible();

  await page.goto('/flash-card');
  const mine = page.getByRole('article', { name: 'English idioms' });
  await expect(mine.getByText('14 due')).toBeVisible();
  await expect(page.getByText('14 cards due now')).toBeVisible();
  await mine.getByRole('link', { name: 'Review English idioms' }).click();
  await expect(progress(page)).toHaveText('1 / 14');
});

test('a deck is written by hand, its cards found, edited and deleted in All cards', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await signUpByApi(page, newUser('fcown'));
  await useSessionIn(page, auth, '/flash-card');
  await page.getByRole('button', { name: 'New deck' }).first().click();
  const form = page.getByRole('dialog', { name: 'New deck' });
  await form.getByRole('button', { name: 'Create deck' }).click();
  await expect(form.getByText('Enter a deck title in Hindi or English')).toBeVisible();
  await field(page, 'Title (English)').fill('Rivers');
  await field(page, 'Title (Hindi)').fill('नदियाँ');
  await form.getByRole('button', { name: 'Create deck' }).click();

  await expect(page.getByRole('heading', { name: 'Rivers', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This deck has no cards yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const cardForm = page.getByRole('dialog', { name: 'New card' });
  await cardForm.getByRole('button', { name: 'Add card' }).click();
  await expect(cardForm.getByText('Write this side in Hindi or English')).toHaveCount(2);
  await field(page, 'Front (Hindi)').fill('सबसे लंबी नदी?');
  await field(page, 'Front (English)').fill('Longest river of India?');
  await field(page, 'Back (English)').fill('The Ganga');
  await cardForm.getByRole('button', { name: 'Add and write another' }).click();
  await expect(page.getByText('Card added')).toBeVisible();
  await field(page, 'Front (English)').fill('River on which Hirakud dam stands?');
  await field(page, 'Back (English)').fill('Mahanadi');
  await cardForm.getByRole('button', { name: 'Add card' }).click();
  await expect(cardForm).toBeHidden();
  await expect(page.getByRole('listitem')).toHaveCount(2);

  await page.goto('/flash-card/all');
  await expect(page.getByText('2 cards')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('hirakud');
  await expect(page.getByText('1 card', { exact: true })).toBeVisible();
  const item = page.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Edit card' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit card' });
  await field(page, 'Back (Hindi)').fill('महानदी');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('महानदी');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('listitem').getByRole('button', { name: 'Delete card' }).click();
  await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No card matches your search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('');
  await expect(page.getByText('1 card', { exact: true })).toBeVisible();
});

test('a wrong exam answer becomes a card in "My mistakes" from the analysis page', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await signUpByApi(page, newUser('fcexam'));
  const call = api(page.request, auth);
  const exams = await call.get<{ data: { id: string; title: { en?: string } }[] }>('/exams?search=SSC%20CGL%20Tier%201%20Mock%20Test%201');
  const exam = exams.data[0]!;
  const detail = await call.get<{ sets: { id: string }[] }>(`/exams/${exam.id}`);
  const setId = detail.sets[0]!.id;
  const started = await call.post<{ id: string; paper: { url: string } }>(`/exam-sets/${setId}/attempts`, { language: 'en' });
  const attempt = await withPaper(page.request, { Authorization: `Bearer ${auth.token}` }, started);
  // The first option everywhere: the correct one varies, so some answers are wrong.
  await call.put(`/attempts/${attempt.id}/answers`, {
    answers: attempt.questions.map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: [q.options[0]!.id],
      state: 'answered',
      timeSpentMs: 5000,
      clientSeq: i + 1,
    })),
  });
  await call.post(`/attempts/${attempt.id}/submit`);

  await useSessionIn(page, auth, `/exams/${exam.id}/${setId}/analysis`);
  const wrong = page
    .getByRole('article')
    .filter({ has: page.getByText('Wrong', { exact: true }) })
    .first();
  await expect(wrong).toBeVisible();
  await wrong.getByRole('button', { name: 'Make flash card' }).click();
  await expect(page.getByText('Added to My mistakes').first()).toBeVisible();
  await expect(wrong.getByRole('button', { name: 'Added to My mistakes' })).toBeDisabled();
  // Correct answers carry no such button.
  const right = page
    .getByRole('article')
    .filter({ has: page.getByText('Correct', { exact: true }) })
    .first();
  if (await right.count()) await expect(right.getByRole('button', { name: 'Make flash card' })).toHaveCount(0);

  await page.goto('/flash-card');
  const mistakes = page.getByRole('article', { name: 'My mistakes' });
  await expect(mistakes.getByText('1 card', { exact: true })).toBeVisible();
  await mistakes.getByRole('link', { name: 'Review My mistakes' }).click();
  await expect(progress(page)).toHaveText('1 / 1');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByText(/Correct answer: [A-D]\./)).toBeVisible();
  await expect(page.getByText(/Your answer: A\./)).toBeVisible();
});

test('screenshots of the decks, a review (front and flipped) and the public decks at 360 and 1280', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await signInByApi(page, demo.student, { goto: '' });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/flash-card');
    await expect(page.getByRole('article', { name: 'SSC revision: one-liners' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/decks-${width}.png`, fullPage: true });
    await page.goto('/flash-card/review');
    await expect(progress(page)).toHaveText(/^1 \/ \d+$/);
    await page.screenshot({ path: `${SHOTS}/review-front-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Show answer' }).click();
    await expect(page.getByRole('button', { name: /^Good, next review in/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/review-back-${width}.png`, fullPage: true });
    await page.goto('/flash-card/public');
    await expect(page.getByRole('article', { name: 'Science units' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/public-${width}.png`, fullPage: true });
    await page.goto('/flash-card/all');
    await expect(page.getByText(/^\d+ cards$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/all-${width}.png`, fullPage: true });
  }
  // Hindi, the default language, on a phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
  await page.goto('/flash-card/review');
  await expect(progress(page)).toHaveText(/^1 \/ \d+$/);
  await page.getByRole('button', { name: 'उत्तर देखें' }).click();
  await page.screenshot({ path: `${SHOTS}/review-back-hi-360.png`, fullPage: true });
});

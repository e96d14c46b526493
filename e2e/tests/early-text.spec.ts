import type { Page } from '@playwright/test';
import { demo, expect, signInByApi, test } from '../fixtures.ts';

/**
 * Issue 15, LCP on a cheap phone: on /flash-card/review and in the exam hall, /boot.js asks for
 * the page's first data itself and writes the largest text (the first card's front, the question
 * on screen) into the prerendered skeleton before the app has loaded. Here the app's entry never
 * arrives, so whatever text is on the page was drawn by /boot.js; the data is the test's own.
 */

const SET = '11111111-1111-4111-8111-111111111111';
const SECTION = '22222222-2222-4222-8222-222222222222';
const HALL = `/exams/some-exam/${SET}/section/${SECTION}`;
const PAPER_URL = `/api/exam-sets/${SET}/paper/0123456789abcdef0123`;

async function withoutApp(page: Page) {
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
}

const attempt = {
  id: 'attempt-1',
  setId: SET,
  status: 'in_progress',
  language: 'hi',
  schedule: null,
  paper: { url: PAPER_URL, version: '0123456789abcdef0123' },
};
const question = (id: string, position: number, hi: string) => ({
  id,
  sectionId: SECTION,
  position,
  text: { hi, en: `${hi} (en)` },
  options: [{ id: `${id}-a`, text: { hi: 'क', en: 'a' } }],
});
const paper = { sections: [{ id: SECTION, position: 1 }], questions: [question('q2', 2, 'दूसरा प्रश्न'), question('q1', 1, 'पहला प्रश्न')] };

async function hallData(page: Page) {
  await page.route(`**/api/exam-sets/${SET}/attempt?*`, (route) => route.fulfill({ json: attempt }));
  await page.route(`**${PAPER_URL}`, (route) => route.fulfill({ json: paper }));
}

test.describe('the largest text before the app', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the review's first card front is drawn in the card", async ({ page }) => {
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    await withoutApp(page);
    await page.route('**/api/flash-cards/review?*', (route) =>
      route.fulfill({ json: { data: [{ card: { id: 'c1', front: { en: 'Only in English' }, back: {} } }], nextDueAt: null } }),
    );
    await page.goto('/flash-card/review');
    // The reader's language (Hindi) is missing on this card: the other one, as the page shows it.
    await expect(page.locator('[data-early="card-front"]')).toHaveText('Only in English');
  });

  test("the hall draws the section's first question, or the one the student was on", async ({ page }) => {
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    await withoutApp(page);
    await hallData(page);
    await page.goto(HALL);
    await expect(page.locator('[data-early="question-text"]')).toHaveText('पहला प्रश्न');

    await page.evaluate(({ section }) => localStorage.setItem('examHall.position.attempt-1', JSON.stringify({ [section]: 'q2' })), {
      section: SECTION,
    });
    await page.evaluate(() => localStorage.setItem('examHall.language.attempt-1', 'en'));
    await page.reload();
    await expect(page.locator('[data-early="question-text"]')).toHaveText('दूसरा प्रश्न (en)');
  });

  test('nothing is drawn under per-section timing (the hall may move to the running section)', async ({ page }) => {
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    await withoutApp(page);
    await page.route(`**/api/exam-sets/${SET}/attempt?*`, (route) =>
      route.fulfill({
        json: { ...attempt, schedule: [{ sectionId: SECTION, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-01T01:00:00Z' }] },
      }),
    );
    await page.route(`**${PAPER_URL}`, (route) => route.fulfill({ json: paper }));
    const paperAnswered = page.waitForResponse(`**${PAPER_URL}`);
    await page.goto(HALL);
    await paperAnswered;
    // The answer read and acted on (a few tasks of /boot.js's own), then the block is still the skeleton's.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(page.locator('[data-early="question-text"]')).toHaveText('');
  });
});

test.describe("a visitor's /pricing", () => {
  // Hindi, as a new visitor reads it: the prerendered page is kept and /boot.js starts the app.
  test.use({ startLanguage: null });
  const isPlans = (url: string) => new URL(url).pathname === '/api/plans';

  test('asks for its plans with the page, before the app has loaded', async ({ page }) => {
    await withoutApp(page);
    const asked = page.waitForRequest((r) => isPlans(r.url()));
    await page.goto('/pricing');
    await asked;
  });

  test('and the app takes that answer instead of asking again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (isPlans(r.url())) asked.push(r.url());
    });
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'प्रीमियम मासिक चुनें' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});

test.describe("the signed-in shell's brand before the app", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an institute's student sees the institute's name, a platform student the product's", async ({ page }) => {
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    await withoutApp(page);
    await page.goto('/exams');
    await expect(page.locator('[data-brand="title"]')).toHaveText('Demo Institute');

    await signInByApi(page, demo.learner, { lang: 'hi', goto: '' });
    await page.goto('/exams');
    await expect(page.locator('[data-brand="title"]')).toHaveText('Pariksha');
  });
});

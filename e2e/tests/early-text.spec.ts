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

  const plan = (fields: Record<string, unknown>) => ({
    id: '33333333-3333-4333-8333-333333333333',
    organizationId: '44444444-4444-4444-8444-444444444444',
    organizationName: 'Demo Institute',
    platform: false,
    name: { hi: 'योजना', en: 'Plan' },
    description: {},
    pricePaise: 100,
    period: 'monthly',
    trialDays: 0,
    gstRateBps: 1800,
    gstInclusive: true,
    gst: { taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
    unlocks: { all: true, examIds: [], noteIds: [], pdfIds: [] },
    retired: false,
    mine: null,
    ...fields,
  });

  test("/boot.js draws the plans' names, prices and features before the app", async ({ page }) => {
    await withoutApp(page);
    await page.route(/\/api\/plans(\?|$)/, (route) =>
      route.fulfill({
        json: {
          data: [
            plan({ platform: true, name: { hi: 'प्रीमियम वार्षिक', en: 'Premium yearly' }, pricePaise: 199900, period: 'yearly' }),
            plan({
              name: { en: 'Only in English' },
              description: { hi: 'संस्थान की टेस्ट सीरीज़' },
              pricePaise: 49950,
              gstInclusive: false,
              gst: { taxablePaise: 49950, taxPaise: 8991, cgstPaise: 4496, sgstPaise: 4495, igstPaise: 0, totalPaise: 58941 },
              unlocks: { all: false, examIds: ['e1', 'e2'], noteIds: ['n1'], pdfIds: [] },
            }),
          ],
        },
      }),
    );
    await page.goto('/pricing');
    const plans = page.getByRole('region', { name: 'प्लान और कीमतें' }).getByRole('article');
    await expect(plans).toHaveCount(2);
    const [yearly, institute] = [plans.nth(0), plans.nth(1)];
    await expect(yearly).toHaveAccessibleName('प्रीमियम वार्षिक');
    await expect(yearly).toContainText('प्लेटफ़ॉर्म प्लान');
    await expect(yearly.getByRole('heading', { name: 'प्रीमियम वार्षिक' })).toBeVisible();
    await expect(yearly).toContainText('₹1,999.00');
    await expect(yearly).toContainText('प्रति वर्ष');
    await expect(yearly).toContainText('जीएसटी 18% सहित');
    await expect(yearly).toContainText('सभी सशुल्क टेस्ट सीरीज़, नोट्स और PDF');
    await expect(yearly.getByRole('button', { name: 'प्रीमियम वार्षिक चुनें' })).toBeVisible();
    // The other language where the reader's is missing, the institute's name, GST on top, a count.
    await expect(institute).toHaveAccessibleName('Only in English');
    await expect(institute).toContainText('Demo Institute');
    await expect(institute).toContainText('₹499.50');
    await expect(institute).toContainText('प्रति माह');
    await expect(institute).toContainText('+ जीएसटी 18% = ₹589.41');
    await expect(institute).toContainText('संस्थान की टेस्ट सीरीज़');
    await expect(institute).toContainText('चुनी हुई सशुल्क सामग्री: 3');
    await expect(page.locator('[data-early="plans"], [data-early-template]')).toHaveCount(0);
  });

  test('the app hydrates those plans as drawn (the same elements, no mismatch) and they work', async ({ page }) => {
    // React's hydration complaints (main.tsx logs recoverable errors as 'Hydration …'), as prerender.spec.ts.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const drawn = page.getByRole('region', { name: 'प्लान और कीमतें' }).getByRole('article');
    // The app's entry waits until /boot.js has drawn the plans (as on a slow phone), then loads.
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await drawn.first().waitFor();
      await page.evaluate(() => document.querySelectorAll('article').forEach((a) => Object.assign(a, { drawnByBoot: true })));
      await route.continue();
    });
    const answer = page.waitForResponse((r) => isPlans(r.url()));
    await page.goto('/pricing');
    const { data } = (await (await answer).json()) as { data: { name: { hi?: string; en?: string } }[] };
    // Hydrated: the page's effect has run (it forgets the drawing once it has taken it over).
    await page.waitForFunction(() => (globalThis as { __earlyPaint?: unknown }).__earlyPaint === undefined);
    await expect(drawn).toHaveCount(data.length);
    // The same elements /boot.js drew (a re-render after a mismatch would have replaced them).
    const kept = await page.evaluate(() => [...document.querySelectorAll('article')].filter((a) => 'drawnByBoot' in a).length);
    expect(kept).toBe(data.length);
    expect(errors).toEqual([]);
    await drawn.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/signin$/);
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

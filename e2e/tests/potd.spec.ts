import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, field, newContext, newUser, signInByApi, signUpByApi, test, useSessionIn, type AuthResponse } from '../fixtures.ts';

/**
 * The problem of the day (spec 2.8, 4, 5, 8, 9): every state and message, on /potd and in the
 * dialog that opens once after sign-in, and /potd-management. Fresh accounts do the solving so
 * the demo accounts stay as other journeys expect them.
 */

type Option = { id: string; text: string; isCorrect: boolean };
type Today = {
  date: string;
  alreadySolved: boolean;
  streak: { current: number; max: number };
  problem: {
    id: string;
    questionId: string;
    difficulty: 'easy' | 'medium' | 'hard';
    category: string;
    questionText: string;
    options: Option[];
  } | null;
};

async function todayFor(request: APIRequestContext, auth: AuthResponse, lang = 'en'): Promise<Today> {
  const res = await request.get(`/api/potd/today?lang=${lang}`, { headers: { authorization: `Bearer ${auth.token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}
const correctOf = (t: Today) => t.problem!.options.find((o) => o.isCorrect)!;
const wrongOf = (t: Today) => t.problem!.options.find((o) => !o.isCorrect)!;

/** The first look at a lazily loaded page or dialog: generous, the test machine is often busy. */
const FIRST = { timeout: 20_000 };
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Your current streak/ });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Answer' });

/**
 * Picks an MUI select's option (the first when `option` is null) and waits until the select shows
 * it. On a loaded machine the option's click can land while the menu is still opening and be
 * lost (the menu stays open, the select empty: a CI run failed so), so it is tried again.
 */
async function choose(page: Page, label: string, option: RegExp | null) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    const options = page.getByRole('option', option ? { name: option } : {});
    await options.first().click();
    await expect(select).toHaveText(option ?? /\p{L}/u, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Records every window.open call (URL and features) before the page's own scripts run. */
async function spyOnWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __opens: unknown[][] }).__opens = calls;
    const original = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      calls.push(args);
      return original(...args);
    };
  });
}

/** A fresh student of the default organisation, signed in on `path`. */
async function freshStudent(page: Page, path = '/potd') {
  const auth = await signUpByApi(page, newUser('potd'));
  await useSessionIn(page, auth, path);
  return auth;
}

test.describe('the /potd page', () => {
  test('unsolved: title, streak cards, chips, question and options; select, wrong, then right; the solved state and the badge', async ({
    page,
  }) => {
    test.slow();
    const auth = await freshStudent(page);
    const today = await todayFor(page.request, auth);
    const submits: string[] = [];
    page.on('request', (r) => r.url().includes('/api/potd/submit') && submits.push(r.postData() ?? ''));

    await expect(page.getByRole('heading', { level: 1, name: 'Problem of the Day' })).toBeVisible(FIRST);
    await expect(page.getByRole('group', { name: 'Current Streak: 0 days' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Max Streak: 0 days' })).toBeVisible();
    const difficulty = page.getByTestId('potd-difficulty');
    await expect(difficulty).toHaveText({ easy: 'Easy', medium: 'Medium', hard: 'Hard' }[today.problem!.difficulty]);
    await expect(difficulty).toHaveClass(
      new RegExp(`MuiChip-color${{ easy: 'Success', medium: 'Warning', hard: 'Error' }[today.problem!.difficulty]}`),
    );
    await expect(page.getByText(today.problem!.category, { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(today.problem!.options.length);
    await expect(badge(page)).toHaveAccessibleName('Your current streak: 0');

    // No choice: a warning, no call.
    await submitButton(page).click();
    await expect(toast(page, 'Please select an option')).toBeVisible();
    await expect(toast(page, 'Please select an option')).toHaveClass(/MuiAlert-.*[Ww]arning/);

    // Wrong, twice: an error each time and still no call (unlimited retries).
    for (let i = 0; i < 2; i++) {
      await page.getByRole('radio', { name: wrongOf(today).text, exact: true }).check();
      await submitButton(page).click();
      await expect(toast(page, 'Incorrect answer. Try again')).toBeVisible();
      await expect(toast(page, 'Incorrect answer. Try again')).toHaveClass(/MuiAlert-.*[Ee]rror/);
      await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    }
    expect(submits).toEqual([]);

    // Right: only now is the answer sent, with the option text.
    await page.getByRole('radio', { name: correctOf(today).text, exact: true }).check();
    const follow = page.waitForRequest((r) => r.url().includes(`/api/problem-of-day/users/${auth.user.id}`) && r.method() === 'POST');
    await submitButton(page).click();
    await expect(toast(page, 'Correct! Current streak: 1')).toBeVisible();
    await follow;
    expect(submits.map((s) => JSON.parse(s).answer)).toEqual([correctOf(today).text]);
    await expect(badge(page)).toHaveAccessibleName('Your current streak: 1');

    await expect(page.getByText('Problem Completed!')).toBeVisible();
    await expect(page.getByText('Come back tomorrow')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Streak: 1 day' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Max Streak: 1 day' })).toBeVisible();
    await expect(submitButton(page)).toHaveCount(0);
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(page.locator('[data-correct="true"]')).toHaveCount(1);
    await expect(page.locator('[data-correct="true"]')).toContainText(correctOf(today).text);
    await expect(page.getByRole('radio', { name: correctOf(today).text })).toBeChecked();

    // A reload shows the same solved state from the server (alreadySolved).
    await page.reload();
    await expect(page.getByText('Problem Completed!')).toBeVisible();
    await expect(page.locator('[data-correct="true"]')).toHaveCount(1);
    await expect(badge(page)).toHaveAccessibleName('Your current streak: 1');
  });

  test('Share Achievement: Twitter, LinkedIn, Facebook and WhatsApp, each in a 550x400 popup naming both streaks and the page URL', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route(/^https:\/\/(twitter\.com|www\.linkedin\.com|www\.facebook\.com|wa\.me)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shared</title>' }),
    );
    await spyOnWindowOpen(page);
    const auth = await freshStudent(page, '');
    const today = await todayFor(page.request, auth);
    await page.request.post('/api/potd/submit', {
      headers: { authorization: `Bearer ${auth.token}` },
      data: { answer: correctOf(today).text },
    });
    await page.goto('/potd');
    await expect(page.getByText('Problem Completed!')).toBeVisible(FIRST);

    const expected = {
      Twitter: /^https:\/\/twitter\.com\/intent\/tweet\?/,
      LinkedIn: /^https:\/\/www\.linkedin\.com\/shareArticle\?/,
      Facebook: /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/,
      WhatsApp: /^https:\/\/wa\.me\/\?/,
    };
    for (const [network, pattern] of Object.entries(expected)) {
      await page.getByRole('button', { name: 'Share Achievement' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(['Twitter', 'LinkedIn', 'Facebook', 'WhatsApp']);
      const popupEvent = page.waitForEvent('popup');
      await menu.getByRole('menuitem', { name: network }).click();
      const popup = await popupEvent;
      const url = popup.url();
      expect(url).toMatch(pattern);
      const shared = decodeURIComponent(url);
      expect(shared).toContain('Current streak: 1 day');
      expect(shared).toContain('max streak: 1 day');
      expect(shared).toContain(`${baseURL}/potd`);
      await popup.close();
    }
    const opens = await page.evaluate(() => (window as unknown as { __opens: [string, string, string][] }).__opens);
    expect(opens).toHaveLength(4);
    for (const [, , features] of opens) expect(features).toMatch(/(^|,)width=550,height=400(,|$)/);
  });

  test('loading spinner, then the problem', async ({ page }) => {
    await freshStudent(page, '');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/potd/today?*', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/potd');
    await expect(page.getByRole('status', { name: "Loading today's problem" })).toBeVisible(FIRST);
    release();
    await expect(submitButton(page)).toBeVisible(FIRST);
    await expect(page.getByRole('status', { name: "Loading today's problem" })).toHaveCount(0);
  });

  test("'No problem available for today' when nothing is returned", async ({ page }) => {
    await freshStudent(page, '');
    await page.route('**/api/potd/today?*', (route) => route.fulfill({ status: 204 }));
    await page.goto('/potd');
    await expect(page.getByRole('heading', { name: 'No problem available for today' })).toBeVisible(FIRST);
    await expect(submitButton(page)).toHaveCount(0);
  });

  test('"We\'re working on today\'s problem" when the answer has no problem', async ({ page }) => {
    await freshStudent(page, '');
    await page.route('**/api/potd/today?*', (route) =>
      route.fulfill({
        json: { date: '2026-03-10', timeZone: 'Asia/Kolkata', alreadySolved: false, streak: { current: 2, max: 5 }, problem: null },
      }),
    );
    await page.goto('/potd');
    await expect(page.getByRole('heading', { name: "We're working on today's problem" })).toBeVisible(FIRST);
    await expect(page.getByText('Please check back in a few minutes')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Streak: 2 days' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Max Streak: 5 days' })).toBeVisible();
  });

  test("'Error fetching problem of the day' when the fetch fails, and a retry that works", async ({ page }) => {
    await freshStudent(page, '');
    let fail = true;
    await page.route('**/api/potd/today?*', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } })
        : route.continue(),
    );
    await page.goto('/potd');
    await expect(toast(page, 'Error fetching problem of the day').first()).toBeVisible(FIRST);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(submitButton(page)).toBeVisible(FIRST);
  });

  test("submit failures: the server's message, 'Error submitting answer', and 'Failed to submit answer' for a record answer with a code", async ({
    page,
  }) => {
    const auth = await freshStudent(page);
    const today = await todayFor(page.request, auth);
    const choose = () => page.getByRole('radio', { name: correctOf(today).text, exact: true }).check();

    await page.route('**/api/potd/submit?*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'The answer service is resting' } } }),
    );
    await expect(submitButton(page)).toBeVisible(FIRST);
    await choose();
    await submitButton(page).click();
    await expect(toast(page, 'The answer service is resting')).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/potd/submit?*', (route) => route.abort('failed'));
    await submitButton(page).click();
    await expect(toast(page, 'Error submitting answer')).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/potd/submit?*', (route) =>
      route.fulfill({ json: { success: false, message: 'Not counted: try again', streak: { current: 0, max: 0 }, counted: false } }),
    );
    await submitButton(page).click();
    await expect(toast(page, 'Not counted: try again')).toBeVisible();
    await expect(page.getByText('Problem Completed!')).toHaveCount(0);

    // The real submit, then the record call answers with an error code.
    await page.unrouteAll({ behavior: 'wait' });
    await page.route(`**/api/problem-of-day/users/${auth.user.id}?*`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { error: { code: 'UNPROCESSABLE', message: 'No solved problem is recorded for this day' } } })
        : route.continue(),
    );
    await submitButton(page).click();
    await expect(toast(page, 'Failed to submit answer')).toBeVisible();
    await expect(page.getByText('Problem Completed!')).toBeVisible();
  });

  test('reads in Hindi', async ({ browser }) => {
    const context = await newContext(browser, { lang: 'hi' });
    const page = await context.newPage();
    const auth = await signUpByApi(page, newUser('potdhi'));
    await useSessionIn(page, auth, '/potd', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'आज का प्रश्न' })).toBeVisible(FIRST);
    await expect(page.getByRole('button', { name: 'उत्तर जमा करें' })).toBeVisible();
    await expect(page.getByText('वर्तमान स्ट्रीक')).toBeVisible();
    await page.getByRole('button', { name: 'उत्तर जमा करें' }).click();
    await expect(toast(page, 'कृपया एक विकल्प चुनें')).toBeVisible();
    await context.close();
  });
});

test.describe('the dialog after sign-in', () => {
  test('opens once after sign-in, wrong then right, toast and badge, closes 1500 ms after the solve; not again once solved', async ({
    page,
  }) => {
    test.slow();
    const user = newUser('potddlg');
    const auth = await signUpByApi(page, user);
    const today = await todayFor(page.request, auth);
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Problem of the Day' });
    await expect(dialog.getByRole('button', { name: 'Submit Answer' })).toBeVisible(FIRST);
    expect(await page.evaluate(() => localStorage.getItem('showPotdDialog'))).toBeNull();
    await expect(dialog.getByRole('group', { name: 'Current Streak: 0 days' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(toast(page, 'Please select an option')).toBeVisible();
    await dialog.getByRole('radio', { name: wrongOf(today).text, exact: true }).check();
    await dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(toast(page, 'Incorrect answer. Try again')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', { name: correctOf(today).text, exact: true }).check();
    await dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(toast(page, 'Correct! Current streak: 1')).toBeVisible();
    const solvedAt = Date.now();
    await expect(dialog.getByText('Problem Completed!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    expect(Date.now() - solvedAt).toBeGreaterThanOrEqual(1000);
    await expect(badge(page)).toHaveAccessibleName('Your current streak: 1');

    // Signing in again with today's problem solved does not open it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName('Your current streak: 1');
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });

  test('the close button closes it without solving; a reload does not bring it back', async ({ page }) => {
    const user = newUser('potdclose');
    await signUpByApi(page, user);
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Problem of the Day' });
    await expect(dialog.getByRole('button', { name: 'Submit Answer' })).toBeVisible(FIRST);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('the header streak badge', () => {
  test("shows the server's current streak on any page after a sign-in through the API (nothing stored)", async ({ page }) => {
    const auth = await signInByApi(page, demo.student, { goto: '/about' });
    const res = await page.request.get(`/api/problem-of-day/users/${auth.user.id}`, { headers: { authorization: `Bearer ${auth.token}` } });
    const { data } = (await res.json()) as { data: { streak: { current: number } } };
    expect(data.streak.current).toBeGreaterThanOrEqual(4);
    await expect(badge(page)).toHaveAccessibleName(`Your current streak: ${data.streak.current}`, FIRST);
    await badge(page).click();
    await expect(page).toHaveURL(/\/potd$/);
  });
});

test.describe('/potd-management', () => {
  test('a student sees streaks, the calendar of solved days and bookmarked problems; no scheduling', async ({ page }) => {
    const auth = await freshStudent(page);
    const today = await todayFor(page.request, auth);
    await expect(submitButton(page)).toBeVisible(FIRST);
    await page.getByRole('button', { name: 'Bookmark question' }).click();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    await page.getByRole('radio', { name: correctOf(today).text, exact: true }).check();
    await submitButton(page).click();
    await expect(page.getByText('Problem Completed!')).toBeVisible();

    await page.goto('/potd-management');
    // Reached as "POTD Management", it is plainly the student's own record.
    await expect(page.getByRole('heading', { level: 1, name: 'My daily-problem history' })).toBeVisible(FIRST);
    await expect(page.getByText('POTD Management', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Your own record of the problem of the day/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Streak: 1 day' })).toBeVisible();
    await expect(page.getByText("Today's problem is solved")).toBeVisible();
    await expect(page.locator('[data-solved="true"]')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /: solved \(today\)$/ })).toBeVisible();
    await expect(page.getByText('1 bookmarked problem')).toBeVisible();
    const bookmarks = page.getByRole('list', { name: 'Bookmarked problems' });
    await expect(bookmarks.getByRole('listitem')).toHaveCount(1);
    await expect(bookmarks).toContainText(today.problem!.questionText.slice(0, 20));
    await bookmarks.getByRole('button', { name: 'Show answer' }).click();
    await expect(bookmarks.getByText(/Correct answer/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedule a problem' })).toHaveCount(0);
  });

  test('the demo student: streak 4 up to yesterday, best 6, and last month browsable', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/potd-management' });
    await expect(page.getByRole('group', { name: /^Max Streak: \d+ days$/ })).toBeVisible(FIRST);
    await expect(page.getByRole('group', { name: 'Max Streak: 6 days' })).toBeVisible();
    await expect(page.locator('[data-solved="true"]').first()).toBeVisible();
    const before = await page.locator('[data-solved="true"]').count();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator('[data-solved="true"]')).toHaveCount(before);
    await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test('an admin schedules from the bank and with a new question, and sees who solved', async ({ page }) => {
    test.slow();
    await signInByApi(page, demo.admin, { goto: '/potd-management' });
    await expect(page.getByRole('heading', { name: 'Schedule a problem' })).toBeVisible(FIRST);
    // A day beyond the seeded month.
    const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(date);
    await choose(page, 'Subject', /^Mathematics$/);
    const bank = page.getByRole('list', { name: 'From the question bank' });
    await expect(bank.getByRole('listitem').first()).toBeVisible();
    await bank
      .getByRole('button', { name: /^Schedule for / })
      .first()
      .click();
    await expect(toast(page, /^Scheduled for /)).toBeVisible();

    const next = new Date(Date.now() + 46 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(next);
    await page.getByRole('tab', { name: 'Write a new question' }).click();
    await choose(page, 'Subject', /Polity|Indian Polity/);
    await choose(page, 'Topic', null);
    await field(page, 'Question (English)').fill('Which article of the Constitution deals with the right to equality?');
    await field(page, 'Question (Hindi)').fill('संविधान का कौन सा अनुच्छेद समानता के अधिकार से संबंधित है?');
    const options = ['Article 14', 'Article 19', 'Article 21', 'Article 32'];
    for (const [i, text] of options.entries()) await field(page, `Option ${i + 1} (English)`).fill(text);
    await page.getByRole('button', { name: /^Save and schedule for / }).click();
    await expect(page.getByText('Mark at least one option as correct')).toBeVisible();
    await page.getByRole('radio', { name: 'Option 1 is correct' }).check();
    await page.getByRole('button', { name: /^Save and schedule for / }).click();
    await expect(toast(page, /^Scheduled for /)).toBeVisible();

    // Yesterday the demo student solved: the admin sees them.
    await page
      .getByRole('button', { name: /^Who solved: / })
      .filter({ hasText: /Solved by [1-9]/ })
      .first()
      .click();
    const solvers = page.getByRole('dialog', { name: /^Who solved on / });
    await expect(solvers.getByText('Priya Singh')).toBeVisible();
    await solvers.getByRole('button', { name: 'Close' }).click();
  });
});

/** No serious or critical axe violations (WCAG 2.1 AA), as e2e/tests/a11y.spec.ts checks its pages. */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

test.describe('accessibility', () => {
  test('the page (unsolved and solved), the dialog and /potd-management have no serious axe violations', async ({ page }) => {
    test.slow();
    const user = newUser('potdaxe');
    const auth = await signUpByApi(page, user);
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Problem of the Day' });
    await expect(dialog.getByRole('button', { name: 'Submit Answer' })).toBeVisible(FIRST);
    await page.waitForTimeout(400);
    await expectAccessible(page, 'dialog');
    await page.getByTestId('potd-dialog-close').click();
    await page.goto('/potd');
    await expect(submitButton(page)).toBeVisible(FIRST);
    await expectAccessible(page, '/potd unsolved');
    const today = await todayFor(page.request, auth);
    await page.getByRole('radio', { name: correctOf(today).text, exact: true }).check();
    await submitButton(page).click();
    await expect(page.getByText('Problem Completed!')).toBeVisible();
    // The page, not the toast sliding in (axe would measure it half transparent).
    await toast(page, 'Correct! Current streak: 1').getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'Correct! Current streak: 1')).toHaveCount(0);
    await expectAccessible(page, '/potd solved');
    await page.goto('/potd-management');
    await expect(page.locator('[data-solved="true"]')).toHaveCount(1, FIRST);
    await expectAccessible(page, '/potd-management student');
    await signInByApi(page, demo.student, { goto: '/potd-management' });
    await expect(page.getByText("Today's problem is waiting for you")).toBeVisible(FIRST);
    await expectAccessible(page, '/potd-management demo student');
    await signInByApi(page, demo.admin, { goto: '/potd-management' });
    await expect(page.getByRole('list', { name: 'From the question bank' })).toBeVisible(FIRST);
    await expectAccessible(page, '/potd-management admin');
    await page.getByRole('tab', { name: 'Write a new question' }).click();
    await expectAccessible(page, '/potd-management new question');
  });
});

test.describe('screenshots', () => {
  test.skip(!process.env.POTD_SHOTS, 'set POTD_SHOTS=1 to take them into /tmp/shots-potd');
  test.describe.configure({ timeout: 180_000 });
  for (const width of [360, 1280]) {
    test(`pages and dialog at ${width}px`, async ({ browser }) => {
      const dir = '/tmp/shots-potd';
      mkdirSync(dir, { recursive: true });
      const context = await newContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      const shot = async (name: string, fullPage = false) => {
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
      };
      const user = newUser('potdshot');
      const auth = await signUpByApi(page, user);
      await page.goto('/signin');
      await field(page, 'Email or username').fill(user.email);
      await field(page, 'Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Problem of the Day' }).getByRole('button', { name: 'Submit Answer' })).toBeVisible(
        FIRST,
      );
      await shot('dialog-unsolved');
      await page.getByTestId('potd-dialog-close').click();
      await page.goto('/potd');
      await expect(submitButton(page)).toBeVisible(FIRST);
      await shot('page-unsolved', true);
      const today = await todayFor(page.request, auth);
      await page.getByRole('radio', { name: correctOf(today).text, exact: true }).check();
      await submitButton(page).click();
      await expect(page.getByText('Problem Completed!')).toBeVisible();
      await shot('page-solved', true);
      await page.evaluate(() => localStorage.setItem('showPotdDialog', 'true'));
      await page.reload();
      await expect(page.getByRole('dialog').getByText('Problem Completed!')).toBeVisible();
      await shot('dialog-solved');
      await page.getByTestId('potd-dialog-close').click();
      await page.goto('/potd-management');
      await expect(page.locator('[data-solved="true"]')).toHaveCount(1);
      await shot('management-student', true);
      await signInByApi(page, demo.admin, { goto: '/potd-management' });
      await expect(page.getByRole('list', { name: 'From the question bank' })).toBeVisible(FIRST);
      await shot('management-admin');
      await page.waitForTimeout(300);
      await page.locator('#potd-schedule').screenshot({ path: `${dir}/management-admin-picker-${width}.png` });
      await page.getByRole('list', { name: 'Today and upcoming' }).screenshot({ path: `${dir}/management-admin-upcoming-${width}.png` });
      await page.getByRole('list', { name: 'Past days' }).screenshot({ path: `${dir}/management-admin-past-${width}.png` });
      await page.getByRole('tab', { name: 'Write a new question' }).click();
      await page.waitForTimeout(300);
      await page.locator('#potd-schedule').screenshot({ path: `${dir}/management-admin-new-${width}.png` });
      await page
        .getByRole('button', { name: /^Who solved: / })
        .filter({ hasText: /Solved by [1-9]/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Who solved on / }).getByText('Priya Singh')).toBeVisible();
      await shot('management-admin-solvers');
      await context.close();
    });
  }
});

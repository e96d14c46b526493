import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn, type AuthResponse } from '../fixtures.ts';

/**
 * Issue 13, the focused exam mode: from Start to Submit the attempt has the screen to itself
 * (no site header, bell or footer), its bar with the timer stays in view at every scroll position
 * and on the section list, Start opens question 1 of the first section, and leaving (the logo,
 * Back, closing the tab) asks first and keeps the attempt; submitting does not ask.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const SHOTS = '/tmp/shots-hall';
const EXAM = 'SSC CGL Tier 1 Mock Test 1';

/** The mock's exam and first paper, through the API (the lists are other journeys' subject). */
async function firstPaper(page: Page, auth: AuthResponse): Promise<{ examId: string; setId: string }> {
  const headers = { Authorization: `Bearer ${auth.token}` };
  const list = (await (await page.request.get('/api/exams?limit=50', { headers })).json()) as {
    data: { id: string; title: { en?: string } }[];
  };
  const exam = list.data.find((e) => e.title.en === EXAM);
  expect(exam, `${EXAM} is seeded`).toBeTruthy();
  const detail = (await (await page.request.get(`/api/exams/${exam!.id}`, { headers })).json()) as {
    sets: { id: string; position: number }[];
  };
  const set = [...detail.sets].sort((a, b) => a.position - b.position)[0]!;
  return { examId: exam!.id, setId: set.id };
}

/** Scrolls the page to its bottom and says how far it went (0 when it cannot scroll). */
async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return window.scrollY;
  });
}

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the focused exam hall', () => {
  test.setTimeout(120_000);

  test.describe('at 360px in Hindi', () => {
    test.use({ startLanguage: 'hi', viewport: { width: 360, height: 640 } });

    test('start opens question 1 with no site header, the timer stays in view, Back asks, leaving keeps the attempt', async ({ page }) => {
      const auth = await signUpByApi(page, newUser('hallhi'));
      const { examId, setId } = await firstPaper(page, auth);
      await useSessionIn(page, auth, `/exams/${examId}/${setId}?lang=hi`, 'hi');

      // The instructions still have the site header; Start goes straight to question 1.
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('checkbox', { name: 'मैंने निर्देश पढ़ और समझ लिए हैं' }).check();
      await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
      await expect(page).toHaveURL(new RegExp(`/exams/${examId}/${setId}/section/[^/]+$`));
      const q1 = page.getByRole('region', { name: /^प्रश्न 1 \/ \d+$/ });
      await expect(q1).toBeVisible();

      // Focused: no site header, bell, user menu, sidebar or footer; the hall's own bar instead.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^सूचनाएँ/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'उपयोगकर्ता मेनू खोलें' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      const bar = page.getByTestId('hall-bar');
      await expect(bar.getByRole('link', { name: /: होम$/ })).toBeVisible();
      await expect(bar.getByRole('timer')).toBeVisible();
      await expect(bar.getByRole('group', { name: 'प्रश्नों की भाषा' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'सबमिट' })).toBeVisible();
      expect(await sideScroll(page)).toBeLessThanOrEqual(0);

      const chosen = q1.getByRole('radio').nth(1);
      await chosen.check();
      await expect(chosen).toBeChecked();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/hall-360-hi.png` });

      // The timer at the bottom of the page too.
      await scrollToBottom(page);
      await expect(bar.getByRole('timer')).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/hall-360-hi-scrolled.png` });

      // The section list: its bar keeps the timer in view after scrolling down the sections.
      await page.getByRole('button', { name: 'प्रश्न पैलेट खोलें' }).click();
      await page.getByRole('link', { name: 'सभी खंड' }).click();
      await expect(page).toHaveURL(/\/sections$/);
      await expect(page.getByRole('dialog', { name: 'टेस्ट छोड़ें?' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^खंड .+ (में जाएँ|जारी रखें)$/ }).first()).toBeVisible();
      expect(await scrollToBottom(page), 'the section list scrolls at 360px').toBeGreaterThan(0);
      await expect(page.getByTestId('hall-bar').getByRole('timer')).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/sections-360-hi-scrolled.png` });
      await page.goBack();
      await expect(q1).toBeVisible();

      // Back out of the attempt asks; staying keeps the question and its answer.
      await page.goBack();
      const leave = page.getByRole('dialog', { name: 'टेस्ट छोड़ें?' });
      await expect(leave).toBeVisible();
      await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot only
      await page.screenshot({ path: `${SHOTS}/leave-360-hi.png` });
      await leave.getByRole('button', { name: 'टेस्ट में रहें' }).click();
      await expect(leave).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/exams/${examId}/${setId}/section/[^/]+$`));
      await expect(chosen).toBeChecked();

      // The logo asks too; leaving goes home, and the attempt waits on the test's page.
      await page
        .getByTestId('hall-bar')
        .getByRole('link', { name: /: होम$/ })
        .click();
      await expect(leave).toBeVisible();
      await leave.getByRole('button', { name: 'छोड़ें' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner')).toBeVisible();

      await page.goto(`/exams/${examId}/${setId}`);
      await page.getByRole('button', { name: 'टेस्ट जारी रखें' }).click();
      await expect(page).toHaveURL(new RegExp(`/exams/${examId}/${setId}/section/[^/]+$`));
      await expect(q1.getByRole('radio').nth(1)).toBeChecked();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  });

  test.describe('at 1280px in English', () => {
    test('the bar names the exam, the section list keeps the timer, closing asks, submitting does not', async ({ page }) => {
      const auth = await signUpByApi(page, newUser('hallen'));
      const { examId, setId } = await firstPaper(page, auth);
      await useSessionIn(page, auth, `/exams/${examId}/${setId}`);
      await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
      await page.getByRole('button', { name: 'Start Test' }).click();
      await expect(page.getByRole('region', { name: /^Question 1 of \d+$/ })).toBeVisible();

      const bar = page.getByTestId('hall-bar');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(bar.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
      await expect(bar.getByRole('timer')).toBeVisible();
      await expect(bar.getByRole('group', { name: 'Question language' })).toBeVisible();
      // The palette is beside the question on a wide screen.
      await expect(page.getByRole('complementary', { name: 'Question palette' })).toBeVisible();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/hall-1280-en.png` });
      await scrollToBottom(page);
      await expect(bar.getByRole('timer')).toBeInViewport();

      await bar.getByRole('link', { name: 'All sections' }).click();
      await expect(page).toHaveURL(/\/sections$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sections of the test' })).toBeVisible();
      await expect(page.getByTestId('hall-bar').getByRole('timer')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/sections-1280-en.png`, fullPage: true });
      await scrollToBottom(page);
      await expect(page.getByTestId('hall-bar').getByRole('timer')).toBeInViewport();

      // Closing the tab asks (the browser's own prompt); dismissing it keeps the page.
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.dismiss();
      });
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => prompts).toEqual(['beforeunload']);
      expect(page.isClosed()).toBe(false);

      // Submitting goes to the results without asking.
      await page.getByRole('button', { name: 'Submit test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/exams/${examId}/${setId}/results`));
      await expect(page.getByRole('dialog', { name: 'Leave the test?' })).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      expect(prompts).toEqual(['beforeunload']);
    });
  });
});

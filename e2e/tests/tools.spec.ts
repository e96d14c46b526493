import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, newContext, signInByApi, test } from '../fixtures.ts';

/**
 * Exam guides (/exam, /exam/:examType), the study timer and the learning-style questionnaire:
 * public pages (spec 2.2) that run in the browser alone.
 */

test.describe('exam guides', () => {
  test('search the exams, open one, see its stages and pattern, and go to its tests', async ({ page }) => {
    await signInByApi(page, demo.learner, { goto: '/' });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Exams Details' }).click();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exam details' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('24 exams');
    await expect(page.getByRole('heading', { level: 2, name: 'Banking' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search exams' }).fill('nabard');
    await expect(page.getByRole('status')).toHaveText('1 exam');
    await expect(page).toHaveURL(/\?q=nabard$/);
    await page.getByRole('link', { name: 'Details of NABARD Grade A' }).click();

    await expect(page).toHaveURL(/\/exam\/nabard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NABARD Grade A' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stages' }).getByRole('listitem')).toHaveText([
      /Phase I: preliminary examination/,
      /Phase II: main examination/,
      /Interview/,
    ]);
    const pattern = page.getByRole('group', { name: 'Pattern of NABARD Grade A' });
    for (const fact of ['120 minutes', '80 questions', '4 sections', '200 marks', 'Pass at 40', '+2.5 per correct, −0.625 per wrong']) {
      await expect(pattern.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Sections of the paper' }).getByRole('row')).toHaveCount(5);

    await page.getByRole('link', { name: 'See tests' }).click();
    await expect(page).toHaveURL(/\/exams\?code=NABARD$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test Series' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Exam' })).toHaveText('NABARD Grade A');
  });

  test('an unknown exam shows a not-found state, and the guides are public and in Hindi by default', async ({ browser }) => {
    const context = await newContext(browser, { lang: null });
    const page = await context.newPage();
    await page.goto('/exam/no-such-exam');
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा नहीं मिली' })).toBeVisible();
    await page.getByRole('link', { name: 'सभी परीक्षाएँ' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा विवरण' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('24 परीक्षाएँ');
    await context.close();
  });
});

test.describe('study timer', () => {
  test('a custom 1-minute focus session runs to its end, switches to the break and is logged', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-10T10:00:00+05:30') });
    await page.goto('/study-timer');
    await expect(page.getByRole('heading', { level: 1, name: 'Study timer' })).toBeVisible();
    await expect(page.getByText('No focus sessions yet today.', { exact: false })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Focus time left' })).toHaveText('25:00');

    await page.getByRole('button', { name: 'Custom' }).click();
    const form = page.getByRole('form', { name: 'Custom timer' });
    await form.getByLabel('Focus minutes').fill('0');
    await form.getByRole('button', { name: 'Set timer' }).click();
    await expect(form.getByText('Enter a whole number from 1 to 180')).toBeVisible();
    await form.getByLabel('Focus minutes').fill('1');
    await form.getByLabel('Break minutes').fill('2');
    await form.getByRole('button', { name: 'Set timer' }).click();
    await expect(page.getByRole('timer', { name: 'Focus time left' })).toHaveText('01:00');
    await expect(page.getByText('1 min focus, then 2 min break')).toBeVisible();

    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    // The clock also runs in real time, and this machine may be slow: ranges, not exact values.
    await page.clock.fastForward(20_000);
    await expect(page.getByRole('timer')).toHaveText(/00:[0-3]\d|00:40/);

    // The end time is stored: a reload carries on where it was.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Focus time left' })).toHaveText(/00:[0-3]\d|00:40/);

    await page.clock.fastForward(45_000);
    await expect(page.getByRole('alert').or(page.getByRole('status').filter({ hasText: 'Focus session complete' }))).toContainText(
      'Focus session complete',
    );
    await expect(page.getByText('Your 2-minute break has started.', { exact: false })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Break time left' })).toHaveText(/01:[0-5]\d/);

    const log = page.getByRole('region', { name: 'Today' });
    await expect(log.getByRole('list', { name: "Today's focus sessions" }).getByRole('listitem')).toHaveCount(1);
    await expect(log.getByText('1 minute of focus')).toBeVisible();
    await expect(log.getByTestId('focus-total')).toHaveText('1 min');
    if (process.env.E2E_SCREENSHOTS) {
      mkdirSync('/tmp/shots-tools', { recursive: true });
      await page.screenshot({ path: '/tmp/shots-tools/study-timer-ended-en-1280.png', fullPage: true });
    }

    // The break ends too; the next focus waits for the student.
    await page.clock.fastForward(121_000);
    await expect(page.getByText('Break over')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Focus time left' })).toHaveText('01:00');
    await expect(log.getByTestId('focus-total')).toHaveText('1 min');
  });
});

/** Where the hands-on option sits in each of the 12 questions (their option orders rotate). */
const KINESTHETIC_AT = [3, 1, 0, 2, 1, 0, 2, 3, 0, 2, 3, 1];

async function answerAll(page: Page, pick: (question: number) => number) {
  for (let q = 0; q < 12; q += 1) {
    await expect(page.getByText(`Question ${q + 1} of 12`)).toBeVisible();
    await page.getByRole('radio').nth(pick(q)).check();
    await page.getByRole('button', { name: q === 11 ? 'See my result' : 'Next' }).click();
  }
}

test.describe('learning style', () => {
  test('the questionnaire gives a result with scores and advice, kept for the next visit; a tie is multimodal', async ({ page }) => {
    await page.goto('/learning-style');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning style' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute('aria-valuetext', 'Question 1 of 12');

    // Back keeps an answer.
    await page.getByRole('radio').nth(KINESTHETIC_AT[0]!).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio').nth(KINESTHETIC_AT[0]!)).toBeChecked();

    await answerAll(page, (q) => KINESTHETIC_AT[q]!);
    await expect(page.getByRole('heading', { level: 2, name: 'Your main style: Hands-on (kinesthetic)' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Hands-on (kinesthetic): 12 of 12 answers' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Visual: 0 of 12 answers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Study advice: Hands-on (kinesthetic)' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Your main style: Hands-on (kinesthetic)' })).toBeVisible();

    // Always the first option: the rotating order spreads the answers 3-3-3-3.
    await page.getByRole('button', { name: 'Retake the questionnaire' }).click();
    await answerAll(page, () => 0);
    await expect(
      page.getByRole('heading', { level: 2, name: 'You are multimodal: Visual + Auditory + Reading and writing + Hands-on (kinesthetic)' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Study advice:/ })).toHaveCount(4);
  });
});

test('the exam guides, the timer and the questionnaire have no serious axe violations', async ({ page }) => {
  test.slow();
  for (const path of ['/exam', '/exam/ibps-clerk', '/study-timer', '/learning-style']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${path} ${v.impact} ${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')})`,
      );
    expect(serious, serious.join('\n')).toEqual([]);
  }
});

test.describe('tools screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take them');
  test.describe.configure({ timeout: 180_000 });

  test('the three pages at 360 and 1280', async ({ browser }) => {
    const dir = '/tmp/shots-tools';
    mkdirSync(dir, { recursive: true });
    for (const width of [360, 1280]) {
      for (const lang of ['en', 'hi'] as const) {
        const context = await newContext(browser, { viewport: { width, height: 800 }, lang });
        const page = await context.newPage();
        await signInByApi(page, demo.learner, { lang, goto: '' });
        const shots: [string, string, (p: Page) => Promise<void>][] = [
          ['exam', '/exam', async () => undefined],
          ['exam-detail', '/exam/ssc-cgl-tier-1', async () => undefined],
          ['study-timer', '/study-timer', async () => undefined],
          [
            'learning-style',
            '/learning-style',
            async (p) => {
              await p.getByRole('radio').first().check();
            },
          ],
          [
            'learning-result',
            '/learning-style',
            async (p) => {
              await answerAll(p, (q) => (q < 7 ? KINESTHETIC_AT[q]! : 0));
            },
          ],
        ];
        for (const [name, url, prepare] of shots) {
          if (lang === 'hi' && name === 'learning-result') continue;
          await page.goto(url);
          await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
          await prepare(page);
          await page.evaluate(() => document.fonts.ready);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
          // The index is 24 cards long: its first screen is what matters.
          await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: name !== 'exam' });
        }
        await context.close();
      }
    }
  });
});

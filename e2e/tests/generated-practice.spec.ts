import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn } from '../fixtures.ts';

/**
 * Endless maths practice (issue 16): ten generated percentage questions in a quiz, with a
 * worked solution after each answer and in the review, and "generate more" on the practice
 * page of the same topic.
 */

const SHOTS = '/tmp/shots-genimport';

// The machine is shared and often slow: allow more time for each step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('generated maths questions', () => {
  test.setTimeout(150_000);

  test('a quiz of ten generated percentage questions: answers, worked solutions, review', async ({ page }) => {
    const auth = await signUpByApi(page, newUser('genq'));
    await useSessionIn(page, auth, '/quiz/math/percentage');
    const panel = page.getByRole('region', { name: 'Endless practice: Percentage' });
    await expect(panel).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/generator-en-1280.png`, fullPage: true });

    // The student picks the generator's quiz with ten questions.
    await panel.getByRole('combobox', { name: 'Number of questions' }).click();
    await page.getByRole('option', { name: '10 questions' }).click();
    await panel.getByRole('button', { name: 'Generate questions' }).click();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();

    const seen = new Set<string>();
    for (let n = 1; n <= 10; n++) {
      await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
      const question = page.getByRole('region', { name: `Question ${n}`, exact: true });
      seen.add(await question.innerText());
      await expect(page.getByRole('button', { name: /^Option [A-D]:/ })).toHaveCount(4);
      await page.getByRole('button', { name: /^Option A:/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: /^(Correct!|Wrong\. The correct answer is [A-D]\.)$/ })).toBeVisible();
      // The worked solution comes with the answer.
      await expect(page.getByText('Explanation', { exact: true })).toBeVisible();
      if (n === 1) await page.screenshot({ path: `${SHOTS}/generated-answer-en-1280.png`, fullPage: true });
      await page.getByRole('button', { name: n === 10 ? 'See result' : 'Next question' }).click();
    }
    expect(seen.size).toBe(10);

    await expect(page.getByText(/^You got \d+ of 10 right\.$/)).toBeVisible();
    const cards = page.getByRole('article', { name: /^Question \d+$/ });
    await expect(cards).toHaveCount(10);
    // Each reviewed question carries its worked solution and its code (generator and seed).
    await expect(cards.filter({ hasText: 'Explanation' })).toHaveCount(10);
    await expect(cards.filter({ hasText: /Question code: percentage-[a-z0-9-]+ #\d+/ })).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/generated-review-en-1280.png`, fullPage: true });
    await expect(page.getByRole('button', { name: 'Generate 10 more' })).toBeVisible();
  });

  test('practice: generate questions, check one, show a worked solution, generate more', async ({ page }) => {
    const auth = await signUpByApi(page, newUser('genp'));
    await useSessionIn(page, auth, '/questions/math/percentage');
    const section = page.getByRole('region', { name: 'Endless practice: Percentage' });
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: 'Generate 5 questions' }).click();
    const first = section.getByRole('article', { name: 'Generated question 1' });
    await expect(first).toBeVisible();
    await expect(section.getByRole('article', { name: /^Generated question \d+$/ })).toHaveCount(5);
    await expect(section.getByRole('status').filter({ hasText: '5 generated questions' })).toBeVisible();

    await first.getByRole('radio').first().check();
    await first.getByRole('button', { name: 'Check answer' }).click();
    await expect(first.getByText(/^(Correct! Well done\.|Not quite\. The correct answer is [A-D]\.)$/)).toBeVisible();
    await expect(first.getByText(/^Answer: [A-D]$/)).toBeVisible();

    const second = section.getByRole('article', { name: 'Generated question 2' });
    await second.getByRole('button', { name: 'Show answer' }).click();
    await expect(second.getByText(/^Answer: [A-D]$/)).toBeVisible();
    await expect(second.getByText(/%/).last()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/practice-en-1280.png`, fullPage: true });

    await section.getByRole('button', { name: 'Generate 5 more' }).click();
    await expect(section.getByRole('article', { name: 'Generated question 10' })).toBeVisible();
    await expect(section.getByRole('status').filter({ hasText: '10 generated questions' })).toBeVisible();
  });

  for (const lang of ['hi', 'en'] as const) {
    for (const width of [360, 1280]) {
      test(`screenshots of the generator and generated practice, ${lang} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const auth = await signUpByApi(page, newUser(`gens${lang}`));
        await useSessionIn(page, auth, '/quiz/math/percentage', lang);
        const generate = lang === 'hi' ? 'प्रश्न बनाएँ' : 'Generate questions';
        await expect(page.getByRole('button', { name: generate })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/generator-${lang}-${width}.png`, fullPage: true });
        expect(await sideScroll(page)).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: generate }).click();
        await expect(page.getByText(lang === 'hi' ? 'प्रश्न 1 / 10' : 'Question 1 of 10')).toBeVisible();
        await page.getByRole('button', { name: lang === 'hi' ? /^विकल्प A/ : /^Option A:/ }).click();
        await expect(page.getByText(lang === 'hi' ? 'व्याख्या' : 'Explanation', { exact: true })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/generated-answer-${lang}-${width}.png`, fullPage: true });
        expect(await sideScroll(page)).toBeLessThanOrEqual(0);

        await page.goto('/questions/math/percentage');
        const first = lang === 'hi' ? '5 प्रश्न बनाएँ' : 'Generate 5 questions';
        await page.getByRole('button', { name: first }).click();
        const card = page.getByRole('article', { name: lang === 'hi' ? 'नया प्रश्न 1' : 'Generated question 1' });
        await card.getByRole('button', { name: lang === 'hi' ? 'उत्तर दिखाएँ' : 'Show answer' }).click();
        await expect(card.getByText(lang === 'hi' ? /^उत्तर: [A-D]$/ : /^Answer: [A-D]$/)).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/practice-${lang}-${width}.png`, fullPage: true });
        expect(await sideScroll(page)).toBeLessThanOrEqual(0);
      });
    }
  }
});

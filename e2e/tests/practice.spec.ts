import { mkdirSync } from 'node:fs';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn } from '../fixtures.ts';

const SHOTS = '/tmp/shots-practice';

// The machine is shared and often slow: allow more time for each step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test.describe('question practice', () => {
  // Long journeys (ten answers, three pages) on a shared, slow machine.
  test.setTimeout(120_000);

  test('subjects, topics, show answer, check an answer and "unanswered only"', async ({ page }) => {
    const auth = await signUpByApi(page, newUser('prac'));
    await useSessionIn(page, auth, '/questions');
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await page.getByRole('link', { name: /Mathematics/ }).click();
    await expect(page).toHaveURL(/\/questions\/math$/);
    await page.getByRole('link', { name: /Percentage/ }).click();
    await expect(page).toHaveURL(/\/questions\/math\/percentage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Percentage' })).toBeVisible();

    const first = page.getByRole('article', { name: 'Question 1', exact: true });
    await expect(first).toBeVisible();
    const listed = await page.request.get('/api/practice/questions?subject=math&topic=percentage', {
      headers: { authorization: `Bearer ${auth.token}` },
    });
    const firstText = ((await listed.json()).data[0].text.en as string).slice(0, 30);
    await expect(first).toContainText(firstText);
    // The answer is fetched only on demand.
    const answer = page.waitForResponse((r) => /\/api\/practice\/questions\/[0-9a-f-]+\/answer/.test(r.url()));
    await first.getByRole('button', { name: 'Show answer' }).click();
    expect((await answer).status()).toBe(200);
    await expect(first.getByText(/^Answer: [A-F]/)).toBeVisible();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/practice-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/practice-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await first.getByRole('button', { name: 'Hide answer' }).click();
    await expect(first.getByText(/^Answer: [A-F]/)).toBeHidden();
    // Choose an option and check it.
    await first.getByRole('radio').first().check();
    await first.getByRole('button', { name: 'Check answer' }).click();
    await expect(first.getByRole('alert')).toHaveText(/Correct! Well done\.|Not quite\. The correct answer is [A-F]\./);

    // Filters: "unanswered only" drops the checked question; Hindi shows Hindi text.
    await page.getByRole('switch', { name: 'Unanswered only' }).click();
    await expect(page).toHaveURL(/unanswered=true/);
    await expect(page.getByRole('switch', { name: 'Unanswered only' })).toBeChecked();
    await expect(page.getByRole('article', { name: 'Question 1', exact: true })).not.toContainText(firstText);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'हिंदी' }).click();
    await expect(page).toHaveURL(/language=hi/);
    await expect(page.getByRole('article', { name: 'Question 1', exact: true })).toContainText(/[\u0900-\u097F]/);
  });
});

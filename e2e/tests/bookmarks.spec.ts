import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn } from '../fixtures.ts';

const SHOTS = '/tmp/shots-practice';

/** Starts and submits an attempt of a demo test through the API; returns its exam and set ids. */
async function submittedAttempt(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/exams?kind=practice&limit=50', { headers });
  expect(list.status()).toBe(200);
  const exam = ((await list.json()).data as Array<{ id: string; setCount: number }>).find((e) => e.setCount > 0)!;
  const detail = await request.get(`/api/exams/${exam.id}`, { headers });
  const setId = ((await detail.json()).sets as Array<{ id: string }>)[0].id;
  const started = await request.post(`/api/exam-sets/${setId}/attempts`, { headers, data: { language: 'en' } });
  expect(started.status(), await started.text()).toBe(201);
  const submitted = await request.post(`/api/attempts/${(await started.json()).id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { examId: exam.id, setId };
}

// The machine is shared and often slow: allow more time for each step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test.describe('bookmarks', () => {
  // Long journeys (ten answers, three pages) on a shared, slow machine.
  test.setTimeout(120_000);

  test('bookmarking from practice, a quiz review and an exam review, and finding them in one list', async ({ page }) => {
    const auth = await signUpByApi(page, newUser('bm'));

    // 1. Practice.
    await useSessionIn(page, auth, '/questions/math/percentage');
    const practiceCard = page.getByRole('article', { name: 'Question 1', exact: true });
    await practiceCard.getByRole('button', { name: 'Bookmark question' }).click();
    await expect(practiceCard.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

    // 2. Quiz review.
    await page.goto('/quiz/reasoning');
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await page.getByRole('button', { name: /^Option A:/ }).click();
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    // Nine questions are left: the quiz asks before finishing.
    await page.getByRole('dialog', { name: 'Finish the quiz?' }).getByRole('button', { name: 'Finish quiz' }).click();
    const reviewCard = page.getByRole('article', { name: 'Question 1', exact: true });
    await reviewCard.getByRole('button', { name: 'Bookmark question' }).click();
    await expect(reviewCard.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

    // 3. Exam analysis of a submitted attempt.
    const { examId, setId } = await submittedAttempt(page.request, auth.token);
    await page.goto(`/exams/${examId}/${setId}/analysis`);
    // The analysis names its cards Q1, Q2…
    const examCard = page.getByRole('article', { name: 'Q1', exact: true });
    await examCard.getByRole('button', { name: 'Bookmark question' }).click();
    await expect(examCard.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();

    // One list, from /questions.
    await page.goto('/questions');
    await page.getByRole('tab', { name: 'Bookmarked' }).click();
    await expect(page).toHaveURL(/\/questions\?view=bookmarks$/);
    await expect(page.getByText('3 bookmarked questions')).toBeVisible();
    const items = page.getByRole('article');
    await expect(items).toHaveCount(3);
    // Newest first, each with where it came from.
    await expect(items.nth(0)).toContainText('Exam review');
    await expect(items.nth(1)).toContainText('Quiz');
    await expect(items.nth(2)).toContainText('Practice');

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/bookmarks-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `${SHOTS}/bookmarks-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Show answer, and filter by source.
    await items.nth(0).getByRole('button', { name: 'Show answer' }).click();
    await expect(items.nth(0).getByLabel('Correct option')).toBeVisible();
    await page.getByRole('button', { name: 'Quiz', exact: true }).click();
    await expect(page.getByText('1 bookmarked question')).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    // Remove one: it leaves the list, and the practice page shows it unbookmarked.
    await items.nth(2).getByRole('button', { name: 'Remove bookmark' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.goto('/questions/math/percentage');
    await expect(
      page.getByRole('article', { name: 'Question 1', exact: true }).getByRole('button', { name: 'Bookmark question' }),
    ).toBeVisible();
  });
});

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn, type AuthResponse } from '../fixtures.ts';
import { withPaper } from '../api.ts';

const SHOTS = '/tmp/shots-global-leaderboard';

// The machine is shared and often slow: allow more time for each step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

type QuizView = { id: string; score: number; items: { question: { id: string; options: { id: string }[] } }[] };

/** Quizzes through the API (first option each time) until at least one answer was right; returns the points. */
async function finishQuizzes(request: APIRequestContext, auth: AuthResponse, subject: string): Promise<number> {
  const headers = { authorization: `Bearer ${auth.token}` };
  let score = 0;
  for (let round = 0; round < 4 && score === 0; round++) {
    const started = await request.post('/api/quizzes', { headers, data: { subject } });
    expect(started.status(), await started.text()).toBe(201);
    const quiz = (await started.json()) as QuizView;
    for (const item of quiz.items) {
      const res = await request.post(`/api/quizzes/${quiz.id}/answers`, {
        headers,
        data: { questionId: item.question.id, optionId: item.question.options[0]!.id },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const done = await request.post(`/api/quizzes/${quiz.id}/finish`, { headers });
    expect(done.status()).toBe(200);
    score += ((await done.json()) as QuizView).score;
  }
  return score;
}

/** The NTPC practice test of the demo content, sat and submitted through the API; returns its correct answers. */
async function submitTest(request: APIRequestContext, auth: AuthResponse): Promise<number> {
  const headers = { authorization: `Bearer ${auth.token}` };
  const list = (await (await request.get('/api/exams?kind=practice&code=NTPC', { headers })).json()) as { data: { id: string }[] };
  const exam = (await (await request.get(`/api/exams/${list.data[0]!.id}`, { headers })).json()) as { sets: { id: string }[] };
  const started = await request.post(`/api/exam-sets/${exam.sets[0]!.id}/attempts`, { headers, data: { language: 'en' } });
  expect([200, 201], await started.text()).toContain(started.status());
  const attempt = await withPaper(request, headers, await started.json());
  const saved = await request.put(`/api/attempts/${attempt.id}/answers`, {
    headers,
    data: {
      answers: attempt.questions.map((q, i) => ({
        questionId: q.id,
        selectedOptionIds: [q.options[0]!.id],
        state: 'answered',
        timeSpentMs: 1000,
        clientSeq: i + 1,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await request.post(`/api/attempts/${attempt.id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return ((await submitted.json()) as { correct: number }).correct;
}

const myRow = (page: Page) => page.getByRole('table', { name: 'Leaderboard' }).locator('tr[aria-current="true"]');

test.describe('global leaderboard', () => {
  test.setTimeout(150_000);

  test('a student finishes a quiz and finds their own row, this week and all time, in the organisation and on the platform', async ({
    page,
  }) => {
    const user = newUser('board');
    const auth = await signUpByApi(page, user);
    const points = await finishQuizzes(page.request, auth, 'math');
    expect(points).toBeGreaterThan(0);

    await useSessionIn(page, auth, '/global-leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'My organisation' })).toHaveAttribute('aria-pressed', 'true');
    const row = myRow(page);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(user.name);
    await expect(row).toContainText('(You)');
    await expect(row.getByRole('cell').last()).toContainText(String(points));
    await expect(page.getByRole('region', { name: 'Your rank' })).toContainText(`Quizzes ${points} · Tests 0 · Daily problem 0`);
    await expect(page.getByRole('heading', { name: 'How points are earned' })).toBeVisible();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/board-1280.png`, fullPage: true });

    // No serious or critical accessibility violations on the board.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')})`,
      );
    expect(serious, serious.join('\n')).toEqual([]);

    await page.getByRole('button', { name: 'Platform' }).click();
    await expect(page).toHaveURL(/scope=platform/);
    await expect(myRow(page)).toContainText(user.name);
    await page.getByRole('button', { name: 'All time' }).click();
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByText('All points ever earned')).toBeVisible();
    await expect(myRow(page)).toContainText(String(points));

    // The page works at a phone's width: the breakdown columns give way, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/global-leaderboard');
    await expect(myRow(page)).toContainText(user.name);
    await expect(page.getByRole('columnheader', { name: 'Quizzes' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/board-360.png`, fullPage: true });
  });

  test('a student submits a test and gets two points for each correct answer', async ({ page }) => {
    const user = newUser('boardtest');
    const auth = await signUpByApi(page, user);
    const correct = await submitTest(page.request, auth);

    await useSessionIn(page, auth, '/global-leaderboard?scope=platform');
    await expect(page.getByRole('button', { name: 'Platform' })).toHaveAttribute('aria-pressed', 'true');
    if (correct === 0) {
      await expect(page.getByText(/You have no points in this period yet/)).toBeVisible();
      return;
    }
    await expect(myRow(page)).toContainText(user.name);
    await expect(myRow(page).getByRole('cell').last()).toContainText(String(correct * 2));
    await expect(page.getByRole('region', { name: 'Your rank' })).toContainText(`Tests ${correct * 2}`);

    // In Hindi too.
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'लीडरबोर्ड' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'अंक कैसे मिलते हैं' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/board-hi-360.png`, fullPage: true });
  });
});

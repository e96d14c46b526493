import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn } from '../fixtures.ts';

const SHOTS = '/tmp/shots-practice';

/** Answers the quiz on screen: option A each time, reading the instant feedback. Returns the number right. */
async function answerAll(page: Page, total: number) {
  let right = 0;
  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Question ${n} of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: /^Option A:/ }).click();
    const feedback = page.getByRole('alert').filter({ hasText: /^(Correct!|Wrong\. The correct answer is [A-F]\.)$/ });
    await expect(feedback).toBeVisible();
    if ((await feedback.textContent()) === 'Correct!') right++;
    // The answered options are locked.
    await expect(page.getByRole('button', { name: /^Option B:/ })).toBeDisabled();
    await page.getByRole('button', { name: n === total ? 'See result' : 'Next question' }).click();
  }
  return right;
}

// The machine is shared and often slow: allow more time for each step.
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test.describe('quizzes', () => {
  // Long journeys (ten answers, three pages) on a shared, slow machine.
  test.setTimeout(120_000);

  test('a quiz end to end: subject, topic, ten answers with instant feedback, score and review', async ({ page }) => {
    const auth = await signUpByApi(page, newUser('quiz'));
    await useSessionIn(page, auth, '/quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
    await page.getByRole('link', { name: /Mathematics/ }).click();
    await expect(page).toHaveURL(/\/quiz\/math$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();

    // A topic page has its own start panel.
    const topicLink = page.getByRole('link', { name: /Percentage/ });
    await topicLink.click();
    await expect(page).toHaveURL(/\/quiz\/math\/percentage$/);
    await expect(page.getByRole('heading', { name: 'Quiz: Percentage' })).toBeVisible();
    await page.getByRole('link', { name: 'Topics' }).click();

    // Ten questions over the whole subject.
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await expect(page).toHaveURL(/\/quiz\/math\?quiz=[0-9a-f-]{36}$/);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/quiz-1280.png`, fullPage: true });

    // The हिं / EN toggle switches the question, not the interface (issue 13).
    const question = page.getByRole('region', { name: 'Question 1', exact: true });
    const english = await question.innerText();
    const languages = page.getByRole('group', { name: 'Question language' });
    await languages.getByRole('button', { name: 'Hindi' }).click();
    await expect(languages.getByRole('button', { name: 'Hindi' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => question.innerText()).toMatch(/[\u0900-\u097F]/);
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quiz-hi-1280.png` });
    await languages.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => question.innerText()).toBe(english);
    const right = await answerAll(page, 10);

    await expect(page.getByRole('img', { name: new RegExp(`^Score ${right} out of 10`) })).toBeVisible();
    await expect(page.getByText(`You got ${right} of 10 right.`)).toBeVisible();
    await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(10);
    const wrongCards = page.getByRole('article').filter({ has: page.getByText('Wrong', { exact: true }) });
    await expect(wrongCards).toHaveCount(10 - right);
    if (10 - right > 0) await expect(wrongCards.first().getByRole('button', { name: 'Make flash card' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quiz-review-1280.png` });
    await page.getByRole('heading', { name: 'Review', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/quiz-review-list-1280.png` });

    // A reload keeps the review (the quiz id is in the URL).
    await page.reload();
    await expect(page.getByText(`You got ${right} of 10 right.`)).toBeVisible();

    // The dashboard counts it.
    await page.goto('/quiz-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz Dashboard' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent quizzes' });
    await expect(recent.getByRole('link', { name: /All topics of Mathematics/ })).toBeVisible();
    await expect(page.getByText('Questions answered', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  });

  test('phone width: a quiz, its review and the dashboard fit 360px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const auth = await signUpByApi(page, newUser('quizm'));
    await useSessionIn(page, auth, '/quiz/english');
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    const total = Number((await page.getByText(/^Question 1 of \d+$/).textContent())!.split(' of ')[1]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/quiz-360.png`, fullPage: true });
    const sideScroll = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideScroll()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /^Option A:/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Correct!|Wrong/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quiz-feedback-360.png`, fullPage: true });
    // Next is on screen after the answer and its explanation, without scrolling (issue 13).
    await expect(page.getByRole('button', { name: 'Next question' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/quiz-feedback-360-screen.png` });

    // Finishing with questions unanswered asks, with their count; staying keeps the quiz.
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    const confirm = page.getByRole('dialog', { name: 'Finish the quiz?' });
    await expect(confirm).toContainText(`${total - 1} question${total - 1 === 1 ? ' is' : 's are'} not answered yet.`);
    await confirm.getByRole('button', { name: 'Keep answering' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Finish quiz' }).click();
    await confirm.getByRole('button', { name: 'Finish quiz' }).click();
    await expect(page.getByText(new RegExp(`of ${total} right\\.$`))).toBeVisible();
    expect(await sideScroll()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/quiz-review-360.png` });
    await page.getByRole('heading', { name: 'Review', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/quiz-review-list-360.png` });
    await page.goto('/quiz-dashboard');
    await expect(page.getByRole('region', { name: 'Recent quizzes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'By subject and topic' })).toBeVisible();
    expect(await sideScroll()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-360.png`, fullPage: true });
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, newUser, signUpByApi, test, useSessionIn, type AuthResponse } from '../fixtures.ts';

// A long journey on a shared, busy machine: each step may wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A student's whole mock test: the list, the language, the instructions, the exam hall (palette
 * states, language toggle, a reload, a spell offline), the submit summary, the result (checked
 * against the answers given), the analysis and the leaderboard.
 */

const EXAM = 'SSC CGL Tier 1 Mock Test 1';

type State = 'Not visited' | 'Not answered' | 'Answered' | 'Marked for review' | 'Answered & marked for review';
/** What the student chose, read from the page: the question's and the option's ids. */
type Choice = { questionId: string; optionId: string; letter: string; counted: boolean };

const palette = (page: Page) => page.getByRole('complementary', { name: 'Question palette' });
const paletteButton = (page: Page, n: number) => palette(page).getByRole('button', { name: new RegExp(`^Question ${n}, `) });
const expectState = (page: Page, n: number, state: State) => expect(paletteButton(page, n)).toHaveAccessibleName(`Question ${n}, ${state}`);
const questionRegion = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Question ${n} of \\d+$`) });
const hallActions = (page: Page) => page.getByRole('toolbar', { name: 'Question actions' });
const saveNext = (page: Page) => hallActions(page).getByRole('button', { name: 'Save & Next' }).click();
const markNext = (page: Page) => hallActions(page).getByRole('button', { name: 'Mark for Review & Next' }).click();
const questionText = (page: Page) => page.locator('[id^="q-text-"]');

/** Picks the option at `index` of question `n` (on screen) and says which it was. */
async function choose(page: Page, n: number, index: number, counted = true): Promise<Choice> {
  const region = questionRegion(page, n);
  const radio = region.getByRole('radio').nth(index);
  await radio.check();
  await expect(radio).toBeChecked();
  const labelledBy = (await region.getAttribute('aria-labelledby')) ?? '';
  return {
    questionId: labelledBy.replace(/^q-title-/, ''),
    optionId: (await radio.getAttribute('value')) ?? '',
    letter: 'ABCDEF'[index]!,
    counted,
  };
}

/** Seconds left on the hall's timer, from its spoken label ("Time left: 0 h 59 min 30 s"). */
async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').first().getAttribute('aria-label')) ?? '';
  const m = /(\d+) h (\d+) min (\d+) s/.exec(label);
  expect(m, `timer label "${label}"`).not.toBeNull();
  return Number(m![1]) * 3600 + Number(m![2]) * 60 + Number(m![3]);
}

/** Answer changes waiting in the device's queue (IndexedDB 'ExamAnswerQueue'). */
function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ExamAnswerQueue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('answers').objectStore('answers').count();
          all.onsuccess = () => {
            resolve(all.result);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * A row of the submit summary (0 = the first section; the header is not counted): the section's
 * name and its answered, not answered, marked, answered & marked and not visited counts.
 */
async function summaryRow(table: Locator, index: number): Promise<{ name: string; counts: number[] }> {
  const row = table.getByRole('row').nth(index + 1);
  const name = (await row.getByRole('rowheader').innerText()).trim();
  return { name, counts: (await row.getByRole('cell').allInnerTexts()).map((s) => Number(s.trim())) };
}

type AnalysisQuestion = { id: string; options: { id: string }[]; correctOptionIds: string[]; selectedOptionIds: string[] };
const letterOf = (q: AnalysisQuestion, optionId: string) => 'ABCDEF'[q.options.findIndex((o) => o.id === optionId)]!;

test('a new student takes the SSC mock: palette, language, reload, offline, submit, result, analysis, leaderboard', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const user = newUser('mock');
  const auth: AuthResponse = await signUpByApi(page, user);
  const authHeaders = { Authorization: `Bearer ${auth.token}` };
  // Searched for: other journeys add series, and page 1 shows the newest 12.
  await useSessionIn(page, auth, `/exams?search=${encodeURIComponent(EXAM)}`);

  // The list, then the series in Hindi, then its first paper's instructions.
  await expect(page.getByRole('heading', { level: 1, name: 'Test Series' })).toBeVisible();
  await page.getByRole('link', { name: `View tests: ${EXAM}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  await page.getByRole('group', { name: 'Test language' }).getByRole('button', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SSC CGL टियर 1 मॉक टेस्ट 1' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Start: / })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'General instructions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sections and marking' })).toBeVisible();
  await expect(page.getByText('Each wrong answer costs 0.50 marks', { exact: false })).toBeVisible();
  const languages = page.getByRole('radiogroup', { name: 'Question language' });
  await expect(languages.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
  const start = page.getByRole('button', { name: 'Start Test' });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
  await start.click();

  // Start opens question 1 of the first section (issue 13); the section list is one click away.
  await expect(page).toHaveURL(/\/section\/[^/]+$/);
  await expect(questionRegion(page, 1)).toBeVisible();
  await page.getByRole('link', { name: 'All sections' }).click();
  await expect(page).toHaveURL(/\/sections$/);
  await expect(page.getByRole('link', { name: /^Enter section / })).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: 'सामान्य बुद्धि एवं तर्कशक्ति' })).toBeVisible();
  await page.getByRole('link', { name: /^Continue section / }).click();
  await expect(page).toHaveURL(/\/section\/[^/]+$/);
  const [, examId, setId] = /\/exams\/([^/]+)\/([^/]+)\/section\//.exec(page.url())!;
  const startedLeft = await secondsLeft(page);
  expect(startedLeft).toBeGreaterThan(59 * 60 - 30);
  expect(startedLeft).toBeLessThanOrEqual(60 * 60);

  // Palette: the first question is visited, the rest not yet.
  await expect(questionRegion(page, 1)).toBeVisible();
  await expectState(page, 1, 'Not answered');
  await expectState(page, 2, 'Not visited');
  await expectState(page, 25, 'Not visited');

  const choices: Choice[] = [];
  choices.push(await choose(page, 1, 0));
  await expectState(page, 1, 'Answered');
  await saveNext(page);
  await expect(questionRegion(page, 2)).toBeVisible();
  await expectState(page, 2, 'Not answered');

  await markNext(page);
  await expectState(page, 2, 'Marked for review');
  await expect(questionRegion(page, 3)).toBeVisible();
  choices.push(await choose(page, 3, 1));
  await markNext(page);
  await expectState(page, 3, 'Answered & marked for review');

  // Question 4 came up in Hindi (the language chosen); switch it to English mid-question.
  await expect(questionRegion(page, 4)).toBeVisible();
  await expect(questionRegion(page, 4)).toHaveAttribute('lang', 'hi');
  const hindiText = await questionText(page).innerText();
  expect(hindiText).toMatch(/[\u0900-\u097F]/);
  const toggle = page.getByRole('group', { name: 'Question language' });
  await expect(toggle.getByRole('button', { name: 'Hindi' })).toHaveAttribute('aria-pressed', 'true');
  await toggle.getByRole('button', { name: 'English' }).click();
  await expect(questionRegion(page, 4)).toHaveAttribute('lang', 'en');
  await expect(questionText(page)).not.toHaveText(hindiText);
  expect(await questionText(page).innerText()).not.toMatch(/[\u0900-\u097F]/);
  choices.push(await choose(page, 4, 2));
  await saveNext(page);
  await expectState(page, 4, 'Answered');
  await saveNext(page); // question 5 seen, not answered
  await expectState(page, 5, 'Not answered');
  await expect(questionRegion(page, 6)).toBeVisible();
  await expect(page.getByText('All answers saved')).toBeAttached();

  // A reload in the middle: the answers and the clock are kept, and the same question is open.
  await page.waitForTimeout(1500);
  const beforeReload = await secondsLeft(page);
  await page.reload();
  await expect(questionRegion(page, 6)).toBeVisible();
  const afterReload = await secondsLeft(page);
  // The language switched to is kept too.
  await expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(questionRegion(page, 6)).toHaveAttribute('lang', 'en');
  expect(afterReload, 'time left is kept, not reset').toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(beforeReload - 20);
  expect(afterReload).toBeLessThan(startedLeft);
  await expectState(page, 1, 'Answered');
  await expectState(page, 2, 'Marked for review');
  await expectState(page, 3, 'Answered & marked for review');
  await expectState(page, 4, 'Answered');
  await expectState(page, 5, 'Not answered');
  await expectState(page, 6, 'Not answered');
  await expectState(page, 7, 'Not visited');
  await paletteButton(page, 1).click();
  await expect(questionRegion(page, 1).getByRole('radio').nth(0)).toBeChecked();
  await paletteButton(page, 6).click();
  await expect(questionRegion(page, 6)).toBeVisible();

  // Offline: the hall keeps working with a banner, the answers wait in the device's queue.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  choices.push(await choose(page, 6, 0));
  await saveNext(page);
  choices.push(await choose(page, 7, 1));
  await saveNext(page);
  await expect(questionRegion(page, 8)).toBeVisible();
  await expectState(page, 6, 'Answered');
  await expectState(page, 7, 'Answered');
  await expect(page.getByText('Offline — answers saved on this device')).toBeAttached();
  await expect.poll(() => queuedCount(page), { message: 'answers queued on the device' }).toBeGreaterThanOrEqual(2);

  // Back online: the queue drains to the server.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await expect(page.getByText('All answers saved')).toBeAttached({ timeout: 15_000 });
  await expect.poll(() => queuedCount(page), { message: 'queue emptied once synced' }).toBe(0);
  const held = await page.request.get(`/api/exam-sets/${setId}/attempt`, { headers: authHeaders });
  expect(held.status()).toBe(200);
  const serverAnswers = ((await held.json()) as { answers: { questionId: string; selectedOptionIds: string[]; state: string }[] }).answers;
  for (const c of choices) {
    expect(serverAnswers.find((a) => a.questionId === c.questionId)?.selectedOptionIds, `server holds ${c.questionId}`).toEqual([
      c.optionId,
    ]);
  }

  // One answer in the second section too.
  await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab').nth(1).click();
  await expect(questionRegion(page, 1)).toBeVisible();
  await expectState(page, 1, 'Not answered');
  choices.push(await choose(page, 1, 3));
  await saveNext(page);
  await expectState(page, 1, 'Answered');
  await expect(questionRegion(page, 2)).toBeVisible();

  // The submit summary, per section (named in the question language, as the tabs are).
  const sectionNames = (await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab').allInnerTexts()).map((s) => s.trim());
  expect(sectionNames).toHaveLength(4);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have answered 6 of 100 questions.');
  const summary = dialog.getByRole('table', { name: 'Summary of your answers by section' });
  const header = (await summary.getByRole('columnheader').allInnerTexts()).map((s) => s.trim());
  expect(header).toEqual(['Section', 'Answered', 'Not answered', 'Marked for review', 'Answered & marked for review', 'Not visited']);
  // Columns: answered, not answered, marked, answered & marked, not visited.
  expect(await summaryRow(summary, 0)).toEqual({ name: sectionNames[0], counts: [4, 2, 1, 1, 17] });
  expect(await summaryRow(summary, 1)).toEqual({ name: sectionNames[1], counts: [1, 1, 0, 0, 23] });
  expect(await summaryRow(summary, 2)).toEqual({ name: sectionNames[2], counts: [0, 0, 0, 0, 25] });
  expect(await summaryRow(summary, 3)).toEqual({ name: sectionNames[3], counts: [0, 0, 0, 0, 25] });
  expect(await summaryRow(summary, 4)).toEqual({ name: 'Total', counts: [5, 3, 1, 1, 90] });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

  // The result: the page's own counts, the marking scheme, and what was chosen all agree.
  await expect(page).toHaveURL(new RegExp(`/exams/${examId}/${setId}/results`));
  await expect(page.getByRole('heading', { level: 1, name: EXAM })).toBeVisible();
  const donut = page.getByRole('img', { name: /\d+ correct, \d+ wrong, \d+ unattempted/ });
  const [correct, wrong, unattempted] = ((await donut.getAttribute('aria-label')) ?? '').match(/\d+/g)!.map(Number) as [
    number,
    number,
    number,
  ];
  const scoreText = await page.getByTestId('score').innerText();
  const [score, total] = scoreText.split('/').map((s) => Number(s.trim()));
  expect(total).toBe(200);
  expect(score).toBeCloseTo(2 * correct - 0.5 * wrong, 5);
  expect(correct + wrong).toBe(6);
  expect(unattempted).toBe(94);

  const analysisRes = await page.request.get(`/api/exam-sets/${setId}/analysis`, { headers: authHeaders });
  expect(analysisRes.status()).toBe(200);
  const analysis = (await analysisRes.json()) as { questions: AnalysisQuestion[] };
  const byId = new Map(analysis.questions.map((q) => [q.id, q]));
  const expectedCorrect = choices.filter((c) => c.counted && byId.get(c.questionId)!.correctOptionIds.includes(c.optionId)).length;
  expect({ correct, wrong }).toEqual({ correct: expectedCorrect, wrong: choices.length - expectedCorrect });
  for (const c of choices) expect(byId.get(c.questionId)!.selectedOptionIds).toEqual([c.optionId]);

  const rank = page.getByRole('region', { name: 'Rank' });
  await expect(rank).toContainText(/Rank \d+ of \d+/);
  await expect(rank).toContainText(/Percentile \d+/);

  // The analysis: every question with the student's answer, the correct one and why.
  await page.getByRole('link', { name: 'See solutions and analysis' }).click();
  await expect(page.getByRole('tab', { name: 'Solutions', selected: true })).toBeVisible();
  const q1 = page.getByRole('article', { name: 'Q1', exact: true });
  const first = byId.get(choices[0]!.questionId)!;
  await expect(q1.getByRole('listitem').filter({ hasText: 'Your answer' })).toContainText(
    new RegExp(`^${letterOf(first, choices[0]!.optionId)}\\.`),
  );
  await expect(q1.getByRole('listitem').filter({ hasText: 'Correct answer' })).toContainText(
    new RegExp(`^${letterOf(first, first.correctOptionIds[0]!)}\\.`),
  );
  await expect(q1.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Q2', exact: true })).toContainText('You did not answer this question.');
  await expect(page.getByRole('article', { name: 'Q3', exact: true }).getByText('Your answer')).toBeVisible();
  await expect(page.getByRole('article', { name: /^Q\d+$/ })).toHaveCount(10);

  // The leaderboard: the student's own row, highlighted.
  await page.getByRole('main').getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leaderboard' });
  const mine = table.getByRole('row').filter({ hasText: user.name });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine).toContainText('(You)');
  await expect(mine).toContainText(String(score));
  await expect(mine).toHaveCSS('background-color', 'rgba(25, 118, 210, 0.1)');
});

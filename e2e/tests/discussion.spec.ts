import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect as baseExpect, newContext, newUser, signInByApi, signUpByApi, test, unique, useSessionIn } from '../fixtures.ts';
import { type Api, type Exam, send, startPaper } from '../api.ts';

// Sign-ups, starts and saves on a shared, busy machine: each step may wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = '/tmp/shots-discuss';

/**
 * Issue 16, discussion after a live test closes: while the window is open the analysis has no
 * "Discuss" link and the API refuses (409); once staff move the end into the past, a student
 * asks (Hindi and maths), another answers and upvotes, staff mark the best answer.
 * Screenshots at 360 and 1280 px in Hindi and English.
 */

async function setLanguage(page: Page, lang: 'hi' | 'en', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.reload();
}

test('a live test’s discussion opens only after its window: ask, answer, upvote, best answer', async ({ page, browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = unique('disc');
  const admin = await signInByApi(page, demo.admin, { goto: '' });
  const staff: Api = { request: page.request, token: admin.token };

  // A one-question live test that opened a minute ago and closes in ten.
  const question = await send<{ id: string }>(
    staff,
    'post',
    '/api/question-bank',
    {
      subject: 'math',
      topic: 'average',
      text: { hi: `$\\frac{12}{4}$ का मान क्या है? [${tag}]`, en: `What is $\\frac{12}{4}$? [${tag}]` },
      options: [
        { hi: 'तीन', en: 'Three', isCorrect: true },
        { hi: 'चार', en: 'Four', isCorrect: false },
      ],
      explanation: { hi: '12 को 4 से भाग देने पर 3।', en: '12 divided by 4 is 3.' },
    },
    201,
  );
  const exam = await send<Exam>(
    staff,
    'post',
    '/api/exam-authoring',
    {
      code: 'GENERAL_EXAM',
      title: { hi: `चर्चा टेस्ट ${tag}`, en: `Discussion test ${tag}` },
      kind: 'live',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 600_000).toISOString(),
    },
    201,
  );
  const set = exam.sets[0]!;
  const sectionId = set.sections[0]!.id;
  await send(staff, 'patch', `/api/exam-authoring/sections/${sectionId}`, { plannedQuestionCount: 1 });
  await send(staff, 'patch', `/api/exam-authoring/sets/${set.id}`, { passingMarks: '1' });
  await send(staff, 'put', `/api/exam-authoring/sections/${sectionId}/questions`, { questionIds: [question.id] });
  await send(staff, 'post', `/api/exam-authoring/${exam.id}/publish`, { isPublished: true });

  // Two students of the institute; the first sits the test.
  const asker = await signUpByApi(page, newUser('ask'), { inviteCode: 'DEMO2026' });
  const peer = await signUpByApi(page, newUser('peer'), { inviteCode: 'DEMO2026' });
  const askerApi: Api = { request: page.request, token: asker.token };
  const paper = await startPaper(askerApi, set.id);
  const q = paper.questions[0]!;
  await send(askerApi, 'put', `/api/attempts/${paper.id}/answers`, {
    answers: [
      {
        questionId: q.id,
        selectedOptionIds: [q.options.find((o) => o.text.en === 'Four')!.id],
        state: 'answered',
        timeSpentMs: 2000,
        clientSeq: 1,
      },
    ],
  });
  await send(askerApi, 'post', `/api/attempts/${paper.id}/submit`);

  // While the window is open: no link in the analysis, the page says when it opens, the API refuses.
  const askerContext = await newContext(browser);
  const student = await askerContext.newPage();
  const analysisUrl = `/exams/${exam.id}/${set.id}/analysis`;
  await useSessionIn(student, asker, analysisUrl);
  await expect(student.getByRole('article', { name: 'Q1' })).toBeVisible();
  await expect(student.getByRole('link', { name: /^Discuss/ })).toHaveCount(0);
  const threadApi = `/api/exams/${exam.id}/questions/${question.id}/discussion`;
  for (const token of [asker.token, admin.token]) {
    const refused = await page.request.get(threadApi, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toMatch(/opens when the live test ends/);
  }
  const posted = await page.request.post(`${threadApi}/posts`, {
    data: { body: 'The answer is C' },
    headers: { Authorization: `Bearer ${asker.token}` },
  });
  expect(posted.status()).toBe(409);
  await student.goto(`/exams/${exam.id}/questions/${question.id}/discussion`);
  await expect(student.getByText('The discussion is not open yet')).toBeVisible();
  await expect(student.getByText(/It opens when the live test ends:/)).toBeVisible();
  await expect(student.getByRole('textbox', { name: 'Your doubt' })).toHaveCount(0);

  // Staff move the end into the past: the analysis links each question to its discussion.
  await send(staff, 'patch', `/api/exam-authoring/${exam.id}`, { endsAt: new Date(Date.now() - 1000).toISOString() });
  await student.goto(analysisUrl);
  await student.getByRole('link', { name: 'Discuss question 1' }).click();
  await expect(student).toHaveURL(new RegExp(`/exams/${exam.id}/questions/${question.id}/discussion\\?back=`));
  await expect(student.getByRole('heading', { name: 'Discussion of the question', level: 1 })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'No doubts yet' })).toBeVisible();
  // The question's maths is typeset.
  await expect(student.locator('#discussion-question ~ div .katex').first()).toBeVisible();

  // The student asks in Hindi with maths; the preview typesets it before posting.
  const doubtText = 'यह $\\frac{12}{4}$ चार क्यों नहीं है?';
  await student.getByRole('textbox', { name: 'Your doubt' }).fill(doubtText);
  await expect(student.getByText('Preview')).toBeVisible();
  await student.getByRole('button', { name: 'Post doubt' }).click();
  const doubt = student.getByRole('article', { name: `Doubt by ${asker.user.name}` });
  await expect(doubt).toBeVisible();
  await expect(doubt.getByText('चार क्यों नहीं है?', { exact: false })).toBeVisible();
  await expect(doubt.locator('.katex').first()).toBeVisible();
  await expect(student.getByRole('textbox', { name: 'Your doubt' })).toHaveValue('');
  // One's own post cannot be upvoted.
  await expect(doubt.getByRole('button', { name: 'Upvotes on your post: 0' })).toBeDisabled();

  // Another student answers and upvotes the doubt (a second click takes the upvote back).
  const peerContext = await newContext(browser);
  const other = await peerContext.newPage();
  await useSessionIn(other, peer, `/exams/${exam.id}/questions/${question.id}/discussion`);
  const seen = other.getByRole('article', { name: `Doubt by ${asker.user.name}` });
  await seen.getByRole('button', { name: 'Upvote this post (0 upvotes)' }).click();
  await expect(seen.getByRole('button', { name: 'Remove your upvote (1 upvotes)' })).toHaveAttribute('aria-pressed', 'true');
  await other.getByRole('button', { name: `Answer the doubt of ${asker.user.name}` }).click();
  await other.getByRole('textbox', { name: 'Your answer' }).fill('$12 \\div 4 = 3$, so the answer is three, not four.');
  await other.getByRole('button', { name: 'Post answer' }).click();
  const answer = other.getByRole('article', { name: `Answer by ${peer.user.name}` });
  await expect(answer).toBeVisible();
  await expect(answer.locator('.katex').first()).toBeVisible();

  // Staff mark the best answer; students have no such button.
  await expect(other.getByRole('button', { name: 'Mark as best answer' })).toHaveCount(0);
  await page.goto(`/exams/${exam.id}/questions/${question.id}/discussion`);
  const staffView = page.getByRole('article', { name: `Answer by ${peer.user.name}` });
  await staffView.getByRole('button', { name: 'Mark as best answer' }).click();
  await expect(staffView.getByText('Best answer')).toBeVisible();
  await expect(staffView.getByRole('button', { name: 'Remove the best-answer mark' })).toBeVisible();

  // The asker sees the badge and upvotes the answer.
  await student.reload();
  const best = student.getByRole('article', { name: `Answer by ${peer.user.name}` });
  await expect(best.getByText('Best answer')).toBeVisible();
  await best.getByRole('button', { name: 'Upvote this post (0 upvotes)' }).click();
  await expect(best.getByRole('button', { name: 'Remove your upvote (1 upvotes)' })).toBeVisible();
  await expect(
    student.getByRole('article', { name: `Doubt by ${asker.user.name}` }).getByRole('button', { name: 'Upvotes on your post: 1' }),
  ).toBeVisible();

  // Only staff may mark best through the API too.
  const list = await send<{ doubts: { answers: { id: string }[] }[] }>(askerApi, 'get', threadApi);
  const forbidden = await page.request.put(`/api/discussion-posts/${list.doubts[0]!.answers[0]!.id}/best`, {
    headers: { Authorization: `Bearer ${peer.token}` },
  });
  expect(forbidden.status()).toBe(403);

  for (const lang of ['en', 'hi'] as const) {
    for (const width of [1280, 360]) {
      await setLanguage(student, lang, width);
      await expect(
        student.getByRole('article', { name: lang === 'hi' ? `${peer.user.name} का उत्तर` : `Answer by ${peer.user.name}` }),
      ).toBeVisible();
      const overflow = await student.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // From the top: a full-page shot of a scrolled page draws the fixed header mid-page.
      await student.evaluate(() => window.scrollTo(0, 0));
      await student.screenshot({ path: `${SHOTS}/thread-${lang}-${width}.png`, fullPage: true });
    }
  }
  // No serious or critical accessibility problems on the thread (upvotes, badges, forms).
  const results = await new AxeBuilder({ page: student }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, serious.join('\n')).toEqual([]);

  // The analysis link in Hindi, and the staff's view with the moderation buttons.
  await student.goto(analysisUrl);
  await expect(student.getByRole('link', { name: 'प्रश्न 1 पर चर्चा करें' })).toBeVisible();
  await student.screenshot({ path: `${SHOTS}/analysis-hi-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove the best-answer mark' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/staff-en-1280.png`, fullPage: true });
  await askerContext.close();
  await peerContext.close();
});

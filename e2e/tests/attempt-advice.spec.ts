import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect as baseExpect, newUser, signInByApi, signUpByApi, test, unique, useSessionIn } from '../fixtures.ts';
import { type Api, type Exam, send, startPaper } from '../api.ts';

// Sign-ups, starts and saves on a shared, busy machine: each step may wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-advice';

/**
 * Issue 16, "Should I attempt?": a student whose history in Reasoning: Number Series is 3 right
 * of 8 (38%) meets a mock marked +1 / −0.50 (break-even 33%, a blind guess among four costs
 * 0.13). Before it, the instructions carry a strategy card (Coding-Decoding: attempt; Number
 * Series: only when sure); they start it, submit through the hall, and the analysis' Topics
 * tab says the issue's sentence. Screenshots at 360 and 1280 px in Hindi and English.
 */

const question = (api: Api, tag: string, topic: string, n: number) =>
  send<{ id: string }>(
    api,
    'post',
    '/api/question-bank',
    {
      subject: 'reasoning',
      topic,
      text: { hi: `प्रश्न ${n} (${topic}) [${tag}]`, en: `Question ${n} (${topic}) [${tag}]` },
      options: ['Right', 'Wrong A', 'Wrong B', 'Wrong C'].map((en, i) => ({ hi: `विकल्प ${i + 1}`, en, isCorrect: i === 0 })),
    },
    201,
  );

/** A published mock of one Reasoning section marked +1 / −0.50 holding these questions. */
async function mock(api: Api, title: string, questionIds: string[]) {
  const exam = await send<Exam>(
    api,
    'post',
    '/api/exam-authoring',
    { code: 'GENERAL_EXAM', title: { hi: `${title} (हिंदी)`, en: title }, kind: 'mock' },
    201,
  );
  const set = exam.sets[0]!;
  const sectionId = set.sections[0]!.id;
  await send(api, 'patch', `/api/exam-authoring/sections/${sectionId}`, {
    name: { hi: 'तर्कशक्ति', en: 'Reasoning' },
    plannedQuestionCount: questionIds.length,
    markCorrect: '1',
    markWrong: '0.50',
  });
  await send(api, 'patch', `/api/exam-authoring/sets/${set.id}`, { passingMarks: '1' });
  await send(api, 'put', `/api/exam-authoring/sections/${sectionId}/questions`, { questionIds });
  await send(api, 'post', `/api/exam-authoring/${exam.id}/publish`, { isPublished: true });
  return { examId: exam.id, setId: set.id };
}

/** Sits a set through the API: the questions listed as right get "Right", those listed as wrong "Wrong A". */
async function sit(api: Api, setId: string, right: Set<string>, wrong: Set<string>) {
  const paper = await startPaper(api, setId);
  const answers = paper.questions
    .filter((q) => right.has(q.id) || wrong.has(q.id))
    .map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: [q.options.find((o) => o.text.en === (right.has(q.id) ? 'Right' : 'Wrong A'))!.id],
      state: 'answered',
      timeSpentMs: 20_000,
      clientSeq: i + 1,
    }));
  await send(api, 'put', `/api/attempts/${paper.id}/answers`, { answers });
  await send(api, 'post', `/api/attempts/${paper.id}/submit`, undefined);
}

const L = {
  en: {
    card: 'Your strategy for this test',
    attempt: 'Attempt',
    whenSure: 'Only when sure',
    coding: 'Reasoning: Coding-Decoding (100%)',
    series: 'Reasoning: Number Series (38%)',
    scheme:
      '+1 for a correct answer, −0.50 for a wrong one · break-even accuracy 33% · a blind guess is worth −0.13: guess only after eliminating two options',
    topicsTab: 'Topics',
    panel: 'Should I attempt?',
    sentence:
      'In Reasoning: Number Series your accuracy is 38%; with −0.50 per wrong answer, guessing costs you marks: skip unless you can eliminate two options.',
    codingSentence:
      /^In Reasoning: Coding-Decoding your accuracy is 100%; with −0\.50 per wrong answer, attempting is worth \+0\.\d\d marks a question: attempt\.$/,
  },
  hi: {
    card: 'इस टेस्ट के लिए आपकी रणनीति',
    attempt: 'प्रयास करें',
    whenSure: 'केवल पक्का होने पर',
    coding: 'तर्कशक्ति: कोडिंग-डिकोडिंग (100%)',
    series: 'तर्कशक्ति: संख्या शृंखला (38%)',
    scheme: 'सही पर +1, गलत पर −0.50 · बराबरी की सटीकता 33% · बिना सोचे अनुमान −0.13 अंक का है: दो विकल्प हटाने के बाद ही अनुमान लगाएँ',
    topicsTab: 'टॉपिक',
    panel: 'क्या प्रयास करूँ?',
    sentence:
      'तर्कशक्ति: संख्या शृंखला में आपकी सटीकता 38% है; गलत उत्तर पर −0.50 के साथ अनुमान लगाने से अंक कटते हैं: जब तक आप दो विकल्प हटा न सकें, प्रश्न छोड़ दें।',
    codingSentence: /^तर्कशक्ति: कोडिंग-डिकोडिंग में आपकी सटीकता 100% है; .* प्रति प्रश्न \+0\.\d\d अंक मिलते हैं: प्रयास करें।$/,
  },
} as const;
type Lang = keyof typeof L;

/** WCAG 2.1 AA inside the advice's own region (the rest of each page has its own journeys). */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function show(page: Page, lang: Lang, width: number, url: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.goto(url);
}

async function expectCard(page: Page, lang: Lang) {
  const card = page.getByRole('region', { name: L[lang].card });
  await expect(card.getByRole('list', { name: L[lang].attempt, exact: true }).getByText(L[lang].coding)).toBeVisible();
  await expect(card.getByRole('list', { name: L[lang].whenSure }).getByText(L[lang].series)).toBeVisible();
  await expect(card.getByText(L[lang].scheme)).toBeVisible();
  return card;
}

async function expectAdvice(page: Page, lang: Lang) {
  await page.getByRole('tab', { name: L[lang].topicsTab }).click();
  const panel = page.getByRole('region', { name: L[lang].panel });
  await expect(panel.getByText(L[lang].sentence, { exact: true })).toBeVisible();
  await expect(panel.getByText(L[lang].codingSentence)).toBeVisible();
  return panel;
}

test('a student with history sees a strategy card before a mock and the advice in its analysis', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = unique('adv');
  const admin = await signInByApi(page, demo.admin, { goto: '' });
  const staff: Api = { request: page.request, token: admin.token };

  // History: a first mock of 8 Number Series and 6 Coding-Decoding questions; the target mock
  // has 4 and 2 more of each.
  const series = await Promise.all(Array.from({ length: 12 }, (_, n) => question(staff, tag, 'number series', n + 1)));
  const coding = await Promise.all(Array.from({ length: 8 }, (_, n) => question(staff, tag, 'coding decoding', n + 13)));
  const first = await mock(
    staff,
    `Reasoning warm-up ${tag}`,
    [...series.slice(0, 8), ...coding.slice(0, 6)].map((q) => q.id),
  );
  const target = await mock(
    staff,
    `Reasoning mock ${tag}`,
    [...series.slice(8), ...coding.slice(6)].map((q) => q.id),
  );

  const student = await signUpByApi(page, newUser('advice'), { inviteCode: 'DEMO2026' });
  const me: Api = { request: page.request, token: student.token };
  await sit(
    me,
    first.setId,
    new Set([...series.slice(0, 3), ...coding.slice(0, 6)].map((q) => q.id)),
    new Set(series.slice(3, 8).map((q) => q.id)),
  );

  // Before the mock: the strategy card on the instructions.
  const instructions = `/exams/${target.examId}/${target.setId}`;
  await useSessionIn(page, student, instructions, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = await expectCard(page, 'en');
  await card.screenshot({ path: `${SHOTS}/strategy-en-1280.png` });
  await expectAccessible(page, '[aria-labelledby="strategy-heading"]');

  // The mock itself, started and submitted in the hall with nothing answered.
  await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/section\/[^/]+$/);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/exams/${target.examId}/${target.setId}/results`));
  await page.getByRole('link', { name: 'See solutions and analysis' }).click();
  await expect(page).toHaveURL(/\/analysis/);
  const panel = await expectAdvice(page, 'en');
  await page.screenshot({ path: `${SHOTS}/analysis-en-1280.png`, fullPage: true });
  await panel.screenshot({ path: `${SHOTS}/advice-en-1280.png` });
  await expectAccessible(page, '[aria-labelledby="attempt-advice-heading"]');

  // The other languages and widths, each page looked at whole.
  const analysis = `/exams/${target.examId}/${target.setId}/analysis`;
  for (const [lang, width] of [
    ['hi', 360],
    ['en', 360],
    ['hi', 1280],
  ] as const) {
    await show(page, lang, width, analysis);
    const shown = await expectAdvice(page, lang);
    await shown.screenshot({ path: `${SHOTS}/advice-${lang}-${width}.png` });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await show(page, lang, width, instructions);
    const strategy = await expectCard(page, lang);
    await strategy.screenshot({ path: `${SHOTS}/strategy-${lang}-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/instructions-${lang}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

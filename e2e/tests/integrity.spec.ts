import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  demo,
  expect as baseExpect,
  newUser,
  signInByApi,
  signUpByApi,
  test,
  unique,
  useSessionIn,
  type AuthResponse,
} from '../fixtures.ts';
import { type Api, type Exam, send, startPaper } from '../api.ts';

// Sign-ups, starts and saves on a shared, busy machine: each step may wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = '/tmp/shots-integrity';

/**
 * Issue 16, integrity signals: a live test of 12 questions. Three students answer on their own
 * (a few different mistakes each); two copy each other: the same wrong option on all 12. One of
 * the honest ones leaves the test four times and signs in from a second device. Staff open the
 * test's integrity page from its results and see the copying pair with its odds, and the other
 * student's evidence, with the note that it flags and never punishes. Screenshots at 360 and
 * 1280 px in Hindi and English.
 */

const OPTIONS = ['Right', 'Wrong A', 'Wrong B', 'Wrong C'];
const question = (api: Api, tag: string, n: number) =>
  send<{ id: string }>(
    api,
    'post',
    '/api/question-bank',
    {
      subject: 'math',
      topic: 'average',
      text: {
        hi: `प्रश्न ${n}: किसी कक्षा के ${n + 20} छात्रों का औसत अंक ${n + 40} है। शिक्षक का अंक जोड़ने पर औसत 1 बढ़ जाता है। शिक्षक का अंक? [${tag}]`,
        en: `Question ${n}: the average mark of ${n + 20} students is ${n + 40}. Adding the teacher's mark raises it by 1. The teacher's mark? [${tag}]`,
      },
      options: OPTIONS.map((en, i) => ({ hi: ['सही', 'गलत क', 'गलत ख', 'गलत ग'][i], en, isCorrect: i === 0 })),
    },
    201,
  );

/** Starts the set and answers question i with OPTIONS[choice(i)] after `seconds` on each. */
async function sit(api: Api, setId: string, choice: (i: number) => number, extra: { tabSwitches?: number } = {}) {
  const paper = await startPaper(api, setId);
  const answers = paper.questions.map((q, i) => ({
    questionId: q.id,
    selectedOptionIds: [q.options.find((o) => o.text.en === OPTIONS[choice(i)])!.id],
    state: 'answered',
    timeSpentMs: 35_000 + i * 1_000,
    clientSeq: i + 1,
  }));
  await send(api, 'put', `/api/attempts/${paper.id}/answers`, { answers, ...extra });
  await send(api, 'post', `/api/attempts/${paper.id}/submit`, extra);
}

async function setLanguage(page: Page, lang: 'hi' | 'en', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
  await page.reload();
}

test('staff see a seeded copying pair and the other signals on the integrity page', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const tag = unique('integ');
  const admin = await signInByApi(page, demo.admin, { goto: '' });
  const staff: Api = { request: page.request, token: admin.token };

  const questions = [];
  for (let n = 1; n <= 12; n++) questions.push(await question(staff, tag, n));
  const title = `Integrity test ${tag}`;
  const exam = await send<Exam>(
    staff,
    'post',
    '/api/exam-authoring',
    {
      code: 'GENERAL_EXAM',
      title: { hi: `सत्यनिष्ठा टेस्ट ${tag}`, en: title },
      kind: 'live',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 1_800_000).toISOString(),
    },
    201,
  );
  const set = exam.sets[0]!;
  const sectionId = set.sections[0]!.id;
  await send(staff, 'patch', `/api/exam-authoring/sections/${sectionId}`, { plannedQuestionCount: 12 });
  await send(staff, 'patch', `/api/exam-authoring/sets/${set.id}`, { passingMarks: '1' });
  await send(staff, 'put', `/api/exam-authoring/sections/${sectionId}/questions`, { questionIds: questions.map((q) => q.id) });
  await send(staff, 'post', `/api/exam-authoring/${exam.id}/publish`, { isPublished: true });

  const names = ['Meera Joshi', 'Kabir Khan', 'Neha Gupta', 'Rohan Mehta', 'Sunil Yadav'];
  const students: AuthResponse[] = [];
  for (const name of names) students.push(await signUpByApi(page, { ...newUser('integ'), name }, { inviteCode: 'DEMO2026' }));
  const as = (s: AuthResponse): Api => ({ request: page.request, token: s.token });

  // Honest: each wrong on a few questions of their own, never with "Wrong A".
  await sit(as(students[0]!), set.id, (i) => (i % 5 === 0 ? 2 : 0));
  await sit(as(students[1]!), set.id, (i) => (i % 4 === 1 ? 3 : 0));
  // Neha also signs in from a phone and leaves the test four times.
  const phone = await page.request.post('/api/auth/signin', {
    headers: {
      'x-device-id': `phone-${tag}`,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    },
    data: { identifier: students[2]!.user.username, password: 'Test@12345' },
  });
  expect(phone.status(), await phone.text()).toBe(200);
  await sit(as(students[2]!), set.id, (i) => (i % 6 === 2 ? 2 : 0), { tabSwitches: 4 });
  // The pair: "Wrong A" on every question.
  await sit(as(students[3]!), set.id, () => 1);
  await sit(as(students[4]!), set.id, () => 1);

  // Staff: the test's results, then its integrity page.
  await page.goto(`/organization/exam-dashboard/results?exam=${exam.id}&set=${set.id}`);
  await page.getByRole('link', { name: 'Integrity signals' }).click();
  await expect(page).toHaveURL(new RegExp(`/results/${set.id}/integrity$`));
  const panel = page.getByRole('region', { name: 'Integrity signals' });
  await expect(panel.getByText(/signals to look into, not proof/)).toBeVisible();

  const pair = panel.getByRole('article', { name: /^(Rohan Mehta and Sunil Yadav|Sunil Yadav and Rohan Mehta)$/ });
  await expect(pair).toBeVisible();
  await expect(pair.getByText(/^12 identical wrong answers out of 12 questions both got wrong/)).toBeVisible();
  await expect(pair.getByText(/^1 in [\d,]+$/)).toBeVisible();
  await expect(pair.getByText('Questions: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12')).toBeVisible();
  // Only the pair among the honest ones: nobody else shares unlikely wrong answers.
  await expect(panel.getByRole('region', { name: 'Same wrong answers' }).getByRole('article')).toHaveCount(1);

  const neha = panel.getByRole('article', { name: 'Neha Gupta', exact: true });
  await expect(neha.getByText('Left the test (another tab or app) 4 times.')).toBeVisible();
  await expect(neha.getByText('Signed in from 2 devices during the test:')).toBeVisible();
  await expect(neha.getByText(/Chrome on Android/)).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Rohan Mehta', exact: true }).getByText('Same wrong answers')).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Meera Joshi', exact: true })).toHaveCount(0);

  for (const lang of ['en', 'hi'] as const) {
    for (const width of [1280, 360]) {
      await setLanguage(page, lang, width);
      await expect(
        page
          .getByRole('region', { name: lang === 'hi' ? 'सत्यनिष्ठा संकेत' : 'Integrity signals' })
          .getByRole('article')
          .first(),
      ).toBeVisible();
      // Nothing is pushed sideways out of a phone's screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/integrity-${lang}-${width}.png`, fullPage: true });
    }
  }
});

test('the exam hall counts leaving the test and sends the count with its next save', async ({ page }) => {
  test.setTimeout(120_000);
  const student = await signUpByApi(page, newUser('tabs'));
  const headers = { Authorization: `Bearer ${student.token}` };
  const list = (await (await page.request.get('/api/exams?limit=50', { headers })).json()) as {
    data: { id: string; title: { en?: string } }[];
  };
  const exam = list.data.find((e) => e.title.en === 'SSC CGL Tier 1 Mock Test 1')!;
  const detail = (await (await page.request.get(`/api/exams/${exam.id}`, { headers })).json()) as {
    sets: { id: string; position: number }[];
  };
  const setId = [...detail.sets].sort((a, b) => a.position - b.position)[0]!.id;
  await useSessionIn(page, student, `/exams/${exam.id}/${setId}`);
  await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  const q1 = page.getByRole('region', { name: /^Question 1 of \d+$/ });
  await expect(q1).toBeVisible();

  // Away twice (another app takes the focus), and back each time; a blur and a hidden page
  // during one time away count once.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForTimeout(1_100);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/attempts\/[^/]+\/answers(\?|$)/.test(r.url()));
  await q1.getByRole('radio').first().check();
  expect((await saved).postDataJSON()).toMatchObject({ tabSwitches: 2 });
});

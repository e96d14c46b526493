import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eDir } from '../env.ts';
import { demo, expect, newContext, newUser, signInByApi, signUpByApi, test, useSessionIn } from '../fixtures.ts';
import { withPaper } from '../api.ts';

/**
 * Screenshots of the main pages at a phone and a desktop width, into e2e/screenshots/ (not
 * committed) for a person to look at. Each also checks the page does not scroll sideways.
 */
const outDir = path.join(e2eDir, 'screenshots');
const WIDTHS = [360, 1280] as const;

type Shot = { name: string; path: string; as?: 'student' | 'admin' | 'superAdmin'; lang?: 'en' | 'hi'; full?: boolean };

const SHOTS: Shot[] = [
  { name: 'home', path: '/', full: true },
  { name: 'home-hi', path: '/', lang: 'hi' },
  { name: 'signin', path: '/signin' },
  { name: 'signin-hi', path: '/signin', lang: 'hi' },
  { name: 'signup', path: '/signup' },
  { name: 'signup-institute', path: '/signup?type=institute' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'language-selector', path: '/language-selector' },
  { name: 'about', path: '/about' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'login-required', path: '/profile' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'student-home', path: '/', as: 'student' },
  { name: 'student-about', path: '/about', as: 'student' },
  { name: 'student-about-hi', path: '/about', as: 'student', lang: 'hi' },
  { name: 'student-profile', path: '/profile', as: 'student', full: true },
  { name: 'student-feedback', path: '/feedback', as: 'student' },
  { name: 'student-potd', path: '/potd', as: 'student', full: true },
  { name: 'student-potd-management', path: '/potd-management', as: 'student', full: true },
  { name: 'student-global-leaderboard', path: '/global-leaderboard', as: 'student', full: true },
  { name: 'admin-home', path: '/', as: 'admin', full: true },
  { name: 'student-welcome', path: '/welcome', as: 'student' },
  { name: 'admin-potd-management', path: '/potd-management', as: 'admin', full: true },
  { name: 'admin-org-dashboard', path: '/organization/admin-dashboard', as: 'admin', full: true },
  { name: 'superadmin-admin-dashboard', path: '/admin-dashboard', as: 'superAdmin', full: true },
  { name: 'superadmin-org-manage', path: '/organization/manage', as: 'superAdmin' },
  { name: 'superadmin-user-feedback', path: '/user-feedback', as: 'superAdmin' },
];

const EMAILS = { student: demo.student, admin: demo.admin, superAdmin: demo.superAdmin } as const;

async function settle(page: Page) {
  // No spinner left (lazy pages and their data), fonts ready, transitions over.
  await expect(page.locator('[role="progressbar"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** After a menu or panel opened: let its transition finish first. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled' });
}

async function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('screenshots', () => {
  // A tour for people to look at, not a check: `npm run screenshots -w @pariksha/e2e`.
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 (npm run screenshots) to take them');
  test.describe.configure({ timeout: 300_000 });

  for (const width of WIDTHS) {
    test(`main pages at ${width}px`, async ({ browser }) => {
      mkdirSync(outDir, { recursive: true });
      const overflow: string[] = [];
      // One page per identity and language: a shot only changes the route.
      const pages = new Map<string, Page>();
      const pageFor = async (as: Shot['as'], lang: 'en' | 'hi') => {
        const key = `${as ?? 'visitor'}-${lang}`;
        const existing = pages.get(key);
        if (existing) return existing;
        const context = await newContext(browser, { viewport: { width, height: 800 }, lang: null });
        const page = await context.newPage();
        if (as) await signInByApi(page, EMAILS[as], { lang, goto: '' });
        else {
          await page.goto('/api/health');
          await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), lang);
        }
        pages.set(key, page);
        return page;
      };
      for (const shot of SHOTS) {
        const page = await pageFor(shot.as, shot.lang ?? 'en');
        await page.goto(shot.path);
        await settle(page);
        const dx = await sideScroll(page);
        if (dx > 0) overflow.push(`${shot.name}: ${dx}px`);
        await page.screenshot({ path: path.join(outDir, `${shot.name}-${width}.png`), fullPage: !!shot.full });
      }
      for (const page of pages.values()) await page.context().close();
      expect.soft(overflow, `pages that scroll sideways at ${width}px`).toEqual([]);
    });

    test(`shell menus at ${width}px: notifications panel, user menu, mobile navigation`, async ({ browser }) => {
      mkdirSync(outDir, { recursive: true });
      const context = await newContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      // A fresh institute, so the panel shows exactly these notifications whatever else runs.
      const admin = await signUpByApi(page, newUser('shot'), { instituteName: 'Vidya Coaching Centre' });
      const post = (title: string, body: string) =>
        page.request.post(`/api/notifications/organization/${admin.organization.id}`, {
          headers: { Authorization: `Bearer ${admin.token}` },
          data: { title, body },
        });
      for (const [title, body] of [
        ['Weekly mock test on Sunday', 'SSC CGL Tier 1 full mock at 10 am. Reach the lab by 9:45.'],
        ['Holiday on Monday', 'The institute is closed on Monday for Holi.'],
        ['Results of the railway NTPC test are out', 'See your rank and topic-wise analysis in the app.'],
      ]) {
        expect((await post(title, body)).status()).toBe(201);
      }
      await useSessionIn(page, admin, '/about');
      await settle(page);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel.getByText('Holiday on Monday')).toBeVisible();
      await panel.getByRole('button', { name: /Weekly mock test/ }).click();
      await expect(panel.getByText(/Reach the lab/)).toBeVisible();
      await shot(page, `notifications-panel-${width}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot(page, `user-menu-${width}`);
      await page.keyboard.press('Escape');

      if (width < 900) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await shot(page, `mobile-navigation-${width}`);
      } else {
        await page.getByRole('button', { name: 'Collapse sidebar' }).click();
        await shot(page, `sidebar-collapsed-${width}`);
        await page.getByRole('button', { name: 'Expand sidebar' }).click();
      }
      await context.close();
    });
  }
});

// ---------- The exam engine: a student's test from list to leaderboard, and the staff dashboard ----------

/** Shot of an exam page (settled), noting any sideways scroll. */
async function examShot(page: Page, name: string, width: number, overflow: string[], full = false) {
  await settle(page);
  const dx = await sideScroll(page);
  if (dx > 0) overflow.push(`${name}: ${dx}px`);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: full, animations: 'disabled' });
}

/** A palette button of the hall, on the side (wide) or in the bottom sheet (phone). */
async function openQuestion(page: Page, n: number, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open the question palette' }).click();
  await page.getByRole('button', { name: new RegExp(`^Question ${n}, `) }).click();
  await expect(page.getByRole('region', { name: new RegExp(`^Question ${n} of `) })).toBeVisible();
}

const IMPORT_CSV = [
  'subject,topic,difficulty,question_hi,question_en,option1_hi,option1_en,option2_hi,option2_en,option3_hi,option3_en,option4_hi,option4_en,correct,explanation_hi,explanation_en',
  'polity,constitution,easy,भारतीय संविधान का कौन-सा अनुच्छेद अस्पृश्यता का अंत करता है?,Which Article of the Constitution of India abolishes untouchability?,अनुच्छेद 14,Article 14,अनुच्छेद 15,Article 15,अनुच्छेद 17,Article 17,अनुच्छेद 21,Article 21,3,अनुच्छेद 17 अस्पृश्यता का अंत करता है।,Article 17 abolishes untouchability.',
  'math,percentage,easy,$480$ का $25\\%$ कितना है?,What is $25\\%$ of $480$?,100,100,120,120,140,140,160,160,2,,',
  'indian geography,volcanoes,medium,किस नदी को दक्षिण गंगा कहा जाता है?,Which river is called the Dakshin Ganga?,गोदावरी,Godavari,कृष्णा,Krishna,कावेरी,Kaveri,महानदी,Mahanadi,1,,',
  'polity,preamble,hard,उद्देशिका में किस संशोधन द्वारा संशोधन किया गया?,Which Amendment amended the Preamble?,24वाँ,24th,42वाँ,42nd,44वाँ,44th,52वाँ,52nd,5,,',
].join('\n');

test.describe('exam screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 (npm run screenshots) to take them');
  test.describe.configure({ timeout: 300_000 });

  for (const width of WIDTHS) {
    const phone = width < 900;

    test(`exam pages at ${width}px: list, instructions, hall, submit, result, analysis, leaderboards`, async ({ browser }) => {
      mkdirSync(outDir, { recursive: true });
      const overflow: string[] = [];
      const context = await newContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      const auth = await signUpByApi(page, newUser('shotexam'));
      const headers = { Authorization: `Bearer ${auth.token}` };
      await useSessionIn(page, auth, '/exams');
      await examShot(page, 'exam-list', width, overflow);
      await page.getByRole('link', { name: 'View tests: SSC CGL Tier 1 Mock Test 1' }).click();
      await expect(page.getByRole('link', { name: /^Start: / }).first()).toBeVisible();
      await examShot(page, 'exam-sets', width, overflow);
      await page
        .getByRole('link', { name: /^Start: / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
      await examShot(page, 'exam-instructions', width, overflow, true);
      await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
      await page.getByRole('button', { name: 'Start Test' }).click();
      // Start opens question 1 of the first section (issue 13).
      await expect(page).toHaveURL(/\/section\/[^/]+$/);
      const [, setId] = /\/exams\/[^/]+\/([^/]+)\/section\//.exec(page.url())!;

      // A few palette states in the first section.
      const actions = page.getByRole('toolbar', { name: 'Question actions' });
      await page
        .getByRole('region', { name: /^Question 1 of / })
        .getByRole('radio')
        .first()
        .check();
      await actions.getByRole('button', { name: 'Save & Next' }).click();
      await actions.getByRole('button', { name: 'Mark for Review & Next' }).click();
      await page
        .getByRole('region', { name: /^Question 3 of / })
        .getByRole('radio')
        .nth(1)
        .check();
      await actions.getByRole('button', { name: 'Mark for Review & Next' }).click();
      await actions.getByRole('button', { name: 'Save & Next' }).click();
      await expect(page.getByRole('region', { name: /^Question 5 of / })).toBeVisible();
      await examShot(page, 'exam-hall', width, overflow);
      if (phone) {
        await page.getByRole('button', { name: 'Open the question palette' }).click();
        await expect(page.getByRole('button', { name: 'Close the palette' })).toBeVisible();
        await page.waitForTimeout(400);
        await examShot(page, 'exam-hall-palette', width, overflow);
        await page.getByRole('button', { name: 'Close the palette' }).click();
      }

      // The maths section, on a question with a fraction, in English and in Hindi.
      const view = (await (await page.request.get(`/api/exam-sets/${setId}/attempt`, { headers })).json()) as {
        sections: { id: string; position: number }[];
        questions: { sectionId: string; position: number; text: { en?: string } }[];
      };
      const maths = [...view.sections].sort((a, b) => a.position - b.position)[2]!;
      const mathsQuestions = view.questions.filter((q) => q.sectionId === maths.id).sort((a, b) => a.position - b.position);
      const withFraction = mathsQuestions.findIndex((q) => q.text.en?.includes('\\frac')) + 1;
      await page.getByRole('tablist', { name: 'Sections' }).getByRole('tab').nth(2).click();
      await expect(page.getByRole('region', { name: /^Question 1 of / })).toBeVisible();
      await openQuestion(page, Math.max(1, withFraction), phone);
      await page
        .getByRole('region', { name: /^Question \d+ of / })
        .getByRole('radio')
        .nth(1)
        .check();
      await expect(page.locator('.katex').first()).toBeVisible();
      await examShot(page, 'exam-hall-maths', width, overflow);
      await page.getByRole('group', { name: 'Question language' }).getByRole('button', { name: 'Hindi' }).click();
      await examShot(page, 'exam-hall-maths-hi', width, overflow);
      await page.getByRole('group', { name: 'Question language' }).getByRole('button', { name: 'English' }).click();
      await page.goto(page.url().replace(/\/section\/.*$/, '/sections'));
      await expect(page.getByRole('button', { name: 'Submit test' })).toBeVisible();
      await examShot(page, 'exam-sections', width, overflow, true);

      await page.getByRole('button', { name: 'Submit test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
      await expect(dialog).toBeVisible();
      await examShot(page, 'exam-submit-dialog', width, overflow);
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page.getByTestId('score')).toBeVisible();
      await examShot(page, 'exam-results', width, overflow, true);

      await page.getByRole('link', { name: 'See solutions and analysis' }).click();
      await expect(page.getByRole('article', { name: 'Q1', exact: true })).toBeVisible();
      await examShot(page, 'exam-analysis', width, overflow);
      await page.getByRole('tab', { name: 'Topics' }).click();
      await examShot(page, 'exam-analysis-topics', width, overflow, true);
      await page.getByRole('tab', { name: 'Compare' }).click();
      await examShot(page, 'exam-analysis-compare', width, overflow, true);
      await page.getByRole('main').getByRole('link', { name: 'Leaderboard', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
      await examShot(page, 'exam-leaderboard', width, overflow);
      await page.goto('/leaderboard');
      await examShot(page, 'exam-my-ranks', width, overflow);

      // An institute's student: live tests and their own dashboard, in English and Hindi.
      for (const lang of ['en', 'hi'] as const) {
        const ctx = await newContext(browser, { viewport: { width, height: 800 }, lang: null });
        const p = await ctx.newPage();
        await signInByApi(p, demo.student, { lang, goto: '/mock-test' });
        await expect(p.getByRole('timer').first()).toBeVisible();
        await examShot(p, `exam-mock-test${lang === 'hi' ? '-hi' : ''}`, width, overflow, true);
        await p.goto('/organization/exam-dashboard');
        await examShot(p, `exam-dashboard-student${lang === 'hi' ? '-hi' : ''}`, width, overflow, true);
        if (lang === 'hi') {
          await p.goto('/exams');
          await examShot(p, 'exam-list-hi', width, overflow);
        }
        await ctx.close();
      }
      await context.close();
      expect.soft(overflow, `exam pages that scroll sideways at ${width}px`).toEqual([]);
    });

    test(`exam dashboard at ${width}px: staff tabs, import preview, question editor, results`, async ({ browser }) => {
      mkdirSync(outDir, { recursive: true });
      const overflow: string[] = [];
      const context = await newContext(browser, { viewport: { width, height: 800 }, lang: null });
      const page = await context.newPage();

      // The demo student takes the institute's live test (once per run), so the results tab has a row.
      const student = await signInByApi(page, demo.student, { goto: '' });
      const sh = { Authorization: `Bearer ${student.token}` };
      const liveList = (await (await page.request.get('/api/exams/live', { headers: sh })).json()) as {
        live: { title: { en?: string }; sets: { id: string }[] }[];
      };
      const weekly = liveList.live.find((e) => e.title.en === 'Weekly Live Test 1');
      const started =
        weekly && (await page.request.post(`/api/exam-sets/${weekly.sets[0]!.id}/attempts`, { headers: sh, data: { language: 'hi' } }));
      if (started?.ok()) {
        const v = await withPaper(page.request, sh, await started.json());
        const answers = v.questions.slice(0, 30).map((q, i) => ({
          questionId: q.id,
          selectedOptionIds: [q.options[i % q.options.length]!.id],
          state: 'answered',
          timeSpentMs: 20_000 + i * 1000,
          clientSeq: i + 1,
        }));
        await page.request.put(`/api/attempts/${v.id}/answers`, { headers: sh, data: { answers } });
        await page.request.post(`/api/attempts/${v.id}/submit`, { headers: sh });
      }

      await signInByApi(page, demo.admin, { lang: 'en', goto: '/organization/exam-dashboard/tests' });
      await expect(page.getByRole('link', { name: 'New test' })).toBeVisible();
      await examShot(page, 'exam-dashboard-tests', width, overflow, true);
      // The upcoming test: nobody has taken it, so its questions can still change.
      await page.getByRole('link', { name: 'Edit: SSC Live Mock Test' }).click();
      await expect(page.getByRole('button', { name: 'Save details' })).toBeVisible();
      await examShot(page, 'exam-dashboard-test-editor', width, overflow, true);
      await page.getByRole('button', { name: /^General Intelligence/ }).click();
      await expect(page.getByRole('list', { name: 'Questions of this section' })).toBeVisible();
      await page.getByRole('button', { name: 'Save section' }).scrollIntoViewIfNeeded();
      await examShot(page, 'exam-dashboard-section', width, overflow);
      await page.getByRole('button', { name: 'Add from question bank' }).click();
      await expect(page.getByRole('dialog', { name: 'Add questions from the bank' }).getByRole('checkbox').first()).toBeVisible();
      await examShot(page, 'exam-dashboard-picker', width, overflow);
      await page.keyboard.press('Escape');

      await page.goto('/organization/exam-dashboard/tests/new');
      await expect(page.getByRole('button', { name: 'Create test' })).toBeVisible();
      await examShot(page, 'exam-dashboard-create-test', width, overflow, true);

      await page.goto('/organization/exam-dashboard/question-bank');
      await expect(page.getByRole('link', { name: 'New question' })).toBeVisible();
      await examShot(page, 'exam-dashboard-bank', width, overflow);
      await page.goto('/organization/exam-dashboard/question-bank/new');
      await page
        .getByRole('textbox', { name: 'Question (English)', exact: true })
        .fill('If $x + \\frac{1}{x} = 5$, find $x^2 + \\frac{1}{x^2}$.');
      await page
        .getByRole('textbox', { name: 'Question (Hindi)', exact: true })
        .fill('यदि $x + \\frac{1}{x} = 5$ है, तो $x^2 + \\frac{1}{x^2}$ का मान ज्ञात कीजिए।');
      await examShot(page, 'exam-dashboard-question-editor', width, overflow, true);

      await page.goto('/organization/exam-dashboard/import');
      await page.getByLabel('Question file (.csv, .xlsx, Moodle XML, GIFT or Aiken)').setInputFiles({
        name: 'questions.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(IMPORT_CSV, 'utf8'),
      });
      await expect(page.getByRole('table', { name: 'Rows of the file' })).toBeVisible();
      await page.getByRole('switch', { name: 'Show only rows with errors' }).uncheck();
      await examShot(page, 'exam-dashboard-import-preview', width, overflow, true);

      await page.goto('/organization/exam-dashboard/results');
      await page.getByLabel('Test', { exact: true }).selectOption({ label: 'Weekly Live Test 1' });
      await expect(page.getByRole('table', { name: 'Attempts' })).toBeVisible();
      await examShot(page, 'exam-dashboard-results', width, overflow);

      // The same tools in Hindi.
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
      await page.goto('/organization/exam-dashboard/import');
      await page
        .getByLabel(/\.csv/)
        .setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV, 'utf8') });
      await expect(page.getByRole('table').last()).toBeVisible();
      await examShot(page, 'exam-dashboard-import-preview-hi', width, overflow, true);
      await page.goto('/organization/exam-dashboard/tests');
      await examShot(page, 'exam-dashboard-tests-hi', width, overflow);
      await context.close();
      expect.soft(overflow, `exam dashboard pages that scroll sideways at ${width}px`).toEqual([]);
    });
  }
});

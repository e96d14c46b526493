import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { e2eDir } from '../env.ts';
import { demo, expect, newContext, signInByApi, test } from '../fixtures.ts';

/**
 * The home after sign-in (issue 13): a student's day at 360 px in Hindi, the institute's day
 * at 1280 px in English, and the marketing page's way in for a student visitor. Screenshots
 * of both homes at both widths go to e2e/screenshots/ (as the screenshots tour's do).
 */
const outDir = path.join(e2eDir, 'screenshots');

async function snap(page: Page, name: string) {
  mkdirSync(outDir, { recursive: true });
  // Every card loaded (no skeleton left) before the picture.
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${name} scrolls sideways`).toBe(0);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true, animations: 'disabled' });
  // No serious or critical accessibility violation, as a11y.spec checks the public pages.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

test.describe('the personal home', () => {
  test('a student at 360 px in Hindi sees their day and starts the recommended mock', async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 360, height: 780 }, lang: 'hi' });
    const page = await context.newPage();
    await signInByApi(page, demo.student, { lang: 'hi' });

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'नमस्ते, Priya Singh' })).toBeVisible();
    // The marketing page is not what a signed-in student gets at /.
    await expect(page.getByRole('link', { name: 'निःशुल्क ट्रायल शुरू करें' })).toHaveCount(0);

    const potd = main.getByRole('region', { name: 'आज का प्रश्न' });
    await expect(potd.getByText(/दिन की स्ट्रीक/)).toBeVisible();

    const cards = main.getByRole('region', { name: 'फ़्लैश कार्ड' });
    await expect(cards.getByRole('link', { name: /अभी दोहराएँ|फ़्लैश कार्ड बनाएँ|मेरे डेक/ })).toBeVisible();

    // The demo institute's live test, with its countdown, and the one three days ahead.
    const tests = main.getByRole('region', { name: 'लाइव और आने वाले टेस्ट' });
    await expect(tests.getByRole('heading', { name: 'साप्ताहिक लाइव टेस्ट 1' })).toBeVisible();
    // .first(): journeys running beside this one may publish more live tests in the demo institute.
    await expect(tests.getByRole('timer', { name: 'समाप्त होने में' }).first()).toBeVisible();
    await expect(tests.getByRole('timer', { name: 'शुरू होने में' }).first()).toBeVisible();

    await expect(main.getByRole('region', { name: 'हाल के परिणाम' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'कमज़ोर टॉपिक' })).toBeVisible();
    await snap(page, 'personal-home-student-360-hi');

    // The free mock for the goal (none set: any free mock), opened in Hindi.
    const mock = main.getByRole('region', { name: 'आपके लिए मॉक टेस्ट' });
    await expect(mock.getByRole('heading', { level: 3 })).toBeVisible();
    await mock.getByRole('link', { name: 'निःशुल्क मॉक शुरू करें' }).click();
    await expect(page).toHaveURL(/\/exams\/[0-9a-f-]{36}\/hi$/);
    await context.close();
  });

  test('a student at 1280 px in English (screenshot)', async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInByApi(page, demo.student);
    await expect(page.getByRole('heading', { level: 1, name: 'Namaste, Priya Singh' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Live and upcoming tests' }).getByRole('heading', { name: 'Weekly Live Test 1' }),
    ).toBeVisible();
    await snap(page, 'personal-home-student-1280-en');
    await context.close();
  });

  test("an admin at 1280 px in English sees the institute's day and its quick actions", async ({ page }) => {
    await signInByApi(page, demo.admin);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Namaste, Rajesh Verma' })).toBeVisible();

    const actions = main.getByRole('navigation', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: 'Create a test' })).toHaveAttribute('href', '/organization/exam-dashboard/tests/new');
    await expect(actions.getByRole('link', { name: 'Take attendance' })).toHaveAttribute('href', '/organization/attendance-management');
    await expect(actions.getByRole('link', { name: 'Send a notification' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Add students' })).toHaveAttribute('href', '/organization/students');

    const tests = main.getByRole('region', { name: "Today's live tests" });
    await expect(tests.getByRole('heading', { name: 'Weekly Live Test 1' })).toBeVisible();
    await expect(tests.getByRole('timer', { name: 'Ends in' }).first()).toBeVisible();
    // The SSC live mock starts in three days: not today's.
    await expect(tests.getByText('SSC Live Mock Test')).toHaveCount(0);

    await expect(main.getByRole('region', { name: 'Attendance to take today' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Recent results' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Students who need attention' })).toBeVisible();
    await snap(page, 'personal-home-admin-1280-en');

    await actions.getByRole('link', { name: 'Create a test' }).click();
    await expect(page).toHaveURL(/\/organization\/exam-dashboard\/tests\/new$/);
  });

  test('an admin at 360 px in Hindi (screenshot)', async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 360, height: 780 }, lang: 'hi' });
    const page = await context.newPage();
    await signInByApi(page, demo.admin, { lang: 'hi' });
    await expect(page.getByRole('navigation', { name: 'त्वरित कार्य' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'आज के लाइव टेस्ट' }).getByRole('heading', { name: 'साप्ताहिक लाइव टेस्ट 1' })).toBeVisible();
    await snap(page, 'personal-home-admin-360-hi');
    await context.close();
  });

  test('signed in, the marketing page is one click away from About', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/about' });
    await page.getByRole('link', { name: 'What Pariksha offers' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('region', { name: /Tests, attendance and results/ }).getByText('For Coaching Institutes')).toBeVisible();
    // The logo says where it goes (the institute's name for its members).
    await expect(page.getByRole('banner').getByRole('link', { name: /: home$/ })).toHaveAttribute('href', '/');
  });
});

test.describe('the marketing page for a student visitor', () => {
  test("'Start practising free' beside the institute buttons, exam tiles and a free mock", async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Tests, attendance and results/ });
    await expect(hero.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Start practising free' })).toHaveAttribute('href', '/signup');

    const exams = page.getByRole('region', { name: 'Preparing for a government exam?' });
    await expect(exams.getByRole('heading', { level: 3 })).toHaveText([
      'SSC',
      'Railways',
      'Banking',
      'UPSC and state services',
      'Police and defence',
      'Teaching',
    ]);
    await expect(exams.getByRole('link', { name: 'Banking: test series' })).toHaveAttribute('href', '/exams?code=IBPS_PO');
    await expect(exams.getByRole('link', { name: 'Try a free mock test' })).toHaveAttribute('href', '/signup');
    mkdirSync(outDir, { recursive: true });
    await exams.screenshot({ path: path.join(outDir, 'marketing-exam-tiles-1280-en.png'), animations: 'disabled' });

    // An exam tile opens that exam's guide.
    await exams.getByRole('link', { name: 'IBPS PO', exact: true }).click();
    await expect(page).toHaveURL(/\/exam\/ibps-po$/);
    await expect(page.getByRole('heading', { level: 1, name: /IBPS PO/ })).toBeVisible();
  });

  test('Start practising free opens the student sign-up (360 px, Hindi hero and tiles)', async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 360, height: 780 }, lang: 'hi' });
    const page = await context.newPage();
    await page.goto('/');
    const exams = page.getByRole('region', { name: 'सरकारी परीक्षा की तैयारी कर रहे हैं?' });
    await expect(exams.getByRole('heading', { level: 3, name: 'बैंकिंग' })).toBeVisible();
    mkdirSync(outDir, { recursive: true });
    await page.screenshot({ path: path.join(outDir, 'marketing-hero-360-hi.png'), animations: 'disabled' });
    await exams.screenshot({ path: path.join(outDir, 'marketing-exam-tiles-360-hi.png'), animations: 'disabled' });
    await page.getByRole('link', { name: 'निःशुल्क अभ्यास शुरू करें' }).click();
    // The student sign-up (the institute's carries ?type=institute).
    await expect(page).toHaveURL(/\/signup$/);
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demo, DEMO_PASSWORD, expect, mainNav, newContext, test, unique, useSessionIn, type AuthResponse } from '../fixtures.ts';

/**
 * Attendance (/organization/attendance-management): an admin marks a batch's day with all four
 * statuses by keyboard and by tapping, saves, edits it (the day's history says who changed
 * what), notifies the absent student's guardian (the outbox holds the SMS), opens the month
 * report and exports it; the student sees their own month on /profile. The batch and its
 * students are made through the API. Screenshots at 360 and 1280 px in Hindi and English.
 */

const SHOTS = '/tmp/attendance-shots';

async function signInApi(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const res = await page.request.post('/api/auth/signin', { data: { identifier, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AuthResponse;
}

const bearer = (auth: AuthResponse) => ({ authorization: `Bearer ${auth.token}` });

/** A batch group with no students yet (the admin joins it as its moderator, not as a student). */
async function createBatch(page: Page, admin: AuthResponse, name: string): Promise<string> {
  const res = await page.request.post('/api/groups', { headers: bearer(admin), data: { name, isBatch: true, memberIds: [] } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type Created = { id: string; name: string; username: string; password: string };

/** Enrols a student into the batch through the students API (a printed one-time password). */
async function enrol(
  page: Page,
  admin: AuthResponse,
  batchId: string,
  name: string,
  guardian: Record<string, string> = {},
): Promise<Created> {
  const username = unique('att').toLowerCase().slice(0, 28);
  const res = await page.request.post(`/api/organizations/${admin.user.organizationId}/students`, {
    headers: bearer(admin),
    data: { name, username, batchIds: [batchId], ...guardian },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { student: { id: string }; credentials: { kind: string; password?: string } };
  expect(body.credentials.kind).toBe('password');
  return { id: body.student.id, name, username, password: body.credentials.password! };
}

const row = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^${name}: `) });

test('an admin marks, edits, notifies, reports and exports a day; the student sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await signInApi(page, demo.admin);
  const suffix = unique('b').slice(-5);
  const batchName = `Morning ${suffix}`;
  const batchId = await createBatch(page, admin, batchName);
  // Names sort in this order on the page.
  const aarav = await enrol(page, admin, batchId, `Aarav ${suffix}`, {
    guardianName: 'Sunil',
    guardianMobile: '9876543210',
    guardianLanguage: 'hi',
  });
  const bhavna = await enrol(page, admin, batchId, `Bhavna ${suffix}`);
  const chetan = await enrol(page, admin, batchId, `Chetan ${suffix}`);
  const divya = await enrol(page, admin, batchId, `Divya ${suffix}`);

  // The sidebar leads there; the batch is picked by name.
  await useSessionIn(page, admin, '/');
  await mainNav(page).getByRole('link', { name: 'Attendance Management' }).click();
  await expect(page).toHaveURL(/\/organization\/attendance-management/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Management' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: new RegExp(`^${batchName} \\(4 students\\)`) }).click();

  // Today by default, and never later.
  const dateField = page.getByLabel('Date');
  const today = await dateField.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await dateField.getAttribute('max')).toBe(today);
  await expect(row(page, aarav.name)).toContainText('Not marked');

  // Keyboard: A on Aarav moves to Bhavna, L marks her late.
  await row(page, aarav.name).focus();
  await page.keyboard.press('a');
  await expect(row(page, bhavna.name)).toBeFocused();
  await page.keyboard.press('l');
  await expect(row(page, chetan.name)).toBeFocused();
  // ArrowUp goes back; ArrowDown forward again.
  await page.keyboard.press('ArrowUp');
  await expect(row(page, bhavna.name)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Everyone else present, then tap the exception: Chetan half-day.
  await page.getByRole('button', { name: 'Mark all present' }).click();
  await row(page, chetan.name).getByRole('button', { name: 'Half-day' }).click();
  await row(page, aarav.name)
    .getByRole('button', { name: `Note for ${aarav.name}` })
    .click();
  await page.getByRole('textbox', { name: `Note for ${aarav.name}` }).fill('No message from home');
  await expect(row(page, aarav.name)).toHaveAccessibleName(`${aarav.name}: Absent`);
  await expect(row(page, bhavna.name)).toHaveAccessibleName(`${bhavna.name}: Late`);
  await expect(row(page, chetan.name)).toHaveAccessibleName(`${chetan.name}: Half-day`);
  await expect(row(page, divya.name)).toHaveAccessibleName(`${divya.name}: Present`);

  await page.getByRole('button', { name: 'Save (4)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attendance saved: 4 marked, 0 changed.' })).toBeVisible();
  await expect(page.getByText('No changes: every mark is as first saved.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/journey-marked-en-1280.png`, fullPage: true });

  // An edit: Bhavna was present after all. The history says who changed what.
  await row(page, bhavna.name).getByRole('button', { name: 'Present' }).click();
  await expect(row(page, bhavna.name)).toContainText('Not saved yet');
  await page.getByRole('button', { name: 'Save (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attendance saved: 0 marked, 1 changed.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Changes on this day' });
  await expect(history).toContainText(`${admin.user.name} changed ${bhavna.name} from Late to Present.`);
  // A reload shows the same saved day and history.
  await page.reload();
  await expect(row(page, bhavna.name)).toHaveAccessibleName(`${bhavna.name}: Present`);
  await expect(page.getByRole('region', { name: 'Changes on this day' })).toContainText(`from Late to Present`);

  // Notify the absent student's guardian: an SMS, to the outbox since no SMS provider is set.
  await page.getByRole('button', { name: "Notify absent students' guardians" }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 message queued for guardians (absent students: 1).' })).toBeVisible();
  // The admin reads it in the outbox of the organisation dashboard (delivery runs in the
  // background: reopen until it is there).
  const dashContext = await newContext(browser, { lang: 'en' });
  const dashboard = await dashContext.newPage();
  await useSessionIn(dashboard, admin, '/organization/admin-dashboard');
  const outbox = dashboard.getByRole('dialog', { name: 'Outbox' });
  const sms = outbox.getByRole('listitem').filter({ hasText: aarav.name }).filter({ hasText: '+919876543210' });
  await expect(async () => {
    if (await outbox.isVisible()) await outbox.getByRole('button', { name: 'Close' }).click();
    await dashboard.getByRole('button', { name: 'Outbox', exact: true }).click();
    await expect(sms).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sms).toContainText('SMS');
  await dashContext.close();

  // The month report: the grid, the percentages, the flagged students, the rule.
  await page.getByRole('tab', { name: 'Month report' }).click();
  const grid = page.getByRole('table', { name: new RegExp(`Attendance of ${batchName}`) });
  await expect(grid).toBeVisible();
  const gridRow = (name: string) => grid.getByRole('row', { name: new RegExp(name) });
  await expect(gridRow(aarav.name)).toContainText('Absent');
  await expect(gridRow(aarav.name)).toContainText('0%');
  await expect(gridRow(chetan.name)).toContainText('50%');
  await expect(gridRow(divya.name)).toContainText('100%');
  await expect(page.getByRole('heading', { name: /2 students below 75%/ })).toBeVisible();
  await expect(page.getByText('Percentage = (present + late + 0.5 × half-day) ÷ days marked × 100.', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/journey-report-en-1280.png`, fullPage: true });

  // Export the month as CSV and XLSX.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(aarav.name);
  expect(text).toContain('P = Present');
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await xlsxDownload).suggestedFilename()).toMatch(/\.xlsx$/);

  // A past day: marked, then edited later; the edit is recorded on that day.
  await page.getByRole('tab', { name: 'Mark attendance' }).click();
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date').fill(yesterday);
  await expect(page.getByText('A past day: changes are recorded')).toBeVisible();
  await expect(row(page, divya.name)).toContainText('Not marked');
  await page.getByRole('button', { name: 'Mark all present' }).click();
  await page.getByRole('button', { name: 'Save (4)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attendance saved: 4 marked, 0 changed.' })).toBeVisible();
  await row(page, divya.name).getByRole('button', { name: 'Absent' }).click();
  await page.getByRole('button', { name: 'Save (1)' }).click();
  await expect(page.getByRole('region', { name: 'Changes on this day' })).toContainText(
    `${admin.user.name} changed ${divya.name} from Present to Absent.`,
  );

  // The student sees their own month on /profile.
  const context = await newContext(browser, { lang: 'en' });
  const view = await context.newPage();
  const chetanAuth = await signInApi(view, chetan.username, chetan.password);
  await useSessionIn(view, chetanAuth, '/profile');
  const mine = view.getByRole('region', { name: 'My attendance' });
  // Today half-day; yesterday present, when it falls in this month.
  const sameMonth = yesterday.slice(0, 7) === today.slice(0, 7);
  await expect(mine).toContainText(
    sameMonth ? 'Attendance this month: 75% of 2 days marked.' : 'Attendance this month: 50% of 1 day marked.',
  );
  await expect(mine.getByRole('listitem', { name: /: Half-day$/ })).toHaveCount(1);
  await view.screenshot({ path: `${SHOTS}/journey-profile-en-1280.png`, fullPage: true });
  await context.close();
});

const CLASS = [
  'Aarti Singh',
  'Bharat Yadav',
  'Chanchal Gupta',
  'Deepak Verma',
  'Esha Khan',
  'फ़ातिमा शेख़',
  'Gaurav Mishra',
  'हर्ष पटेल',
  'Ishita Rao',
  'जयेश कुमार',
];

test('screenshots of the attendance pages at 360 and 1280 px in Hindi and English', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await signInApi(page, demo.admin);
  const batchName = `SSC सुबह बैच ${unique('s').slice(-4)}`;
  const batchId = await createBatch(page, admin, batchName);
  const students: Created[] = [];
  for (const name of CLASS) students.push(await enrol(page, admin, batchId, name));
  // A marked day with every status, and a change, so the list, the history and the grid have content.
  const today = ((await (await page.request.get('/api/attendance/batches', { headers: bearer(admin) })).json()) as { today: string }).today;
  const statuses = ['present', 'absent', 'late', 'halfDay'] as const;
  const put = (records: { studentId: string; status: string; note?: string }[]) =>
    page.request.put('/api/attendance', { headers: bearer(admin), data: { batchId, date: today, records } });
  expect((await put(students.map((s, i) => ({ studentId: s.id, status: statuses[i % 4]! })))).status()).toBe(200);
  expect((await put([{ studentId: students[1]!.id, status: 'late', note: 'Bus late' }])).status()).toBe(200);

  for (const lang of ['en', 'hi'] as const) {
    for (const width of [360, 1280] as const) {
      const context = await newContext(browser, { lang, viewport: { width, height: width === 360 ? 780 : 800 } });
      const view = await context.newPage();
      await useSessionIn(view, admin, `/organization/attendance-management?batch=${batchId}`, lang);
      await expect(view.getByRole('list', { name: lang === 'en' ? `Students of ${batchName}` : `${batchName} के विद्यार्थी` })).toBeVisible();
      const overflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await view.screenshot({ path: `${SHOTS}/mark-${lang}-${width}.png` });
      await view.screenshot({ path: `${SHOTS}/mark-full-${lang}-${width}.png`, fullPage: true });
      if (width === 360) {
        const results = await new AxeBuilder({ page: view }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
        expect(serious, 'serious accessibility problems on the marking page').toEqual([]);
      }
      await view.getByRole('tab', { name: lang === 'en' ? 'Month report' : 'मासिक रिपोर्ट' }).click();
      await expect(view.getByRole('table')).toBeVisible();
      const wide = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wide, 'the report page scrolls sideways (only its grid may)').toBeLessThanOrEqual(0);
      await view.screenshot({ path: `${SHOTS}/report-${lang}-${width}.png`, fullPage: true });
      if (width === 360) {
        const results = await new AxeBuilder({ page: view }).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious, 'serious accessibility problems on the report').toEqual([]);
      }
      // The student's own month.
      const student = students[2]!;
      const auth = await signInApi(view, student.username, student.password);
      await useSessionIn(view, auth, '/profile', lang);
      const mine = view.getByRole('region', { name: lang === 'en' ? 'My attendance' : 'मेरी हाज़िरी' });
      await mine.scrollIntoViewIfNeeded();
      await expect(mine.getByRole('list', { name: lang === 'en' ? 'Attendance calendar' : 'हाज़िरी कैलेंडर' })).toBeVisible();
      await mine.screenshot({ path: `${SHOTS}/profile-${lang}-${width}.png` });
      await context.close();
    }
  }
});

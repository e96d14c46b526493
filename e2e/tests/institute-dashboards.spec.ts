import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, field, newUser, signInByApi, signUpByApi, test, unique, useSessionIn, type AuthResponse } from '../fixtures.ts';
import { withPaper } from '../api.ts';

/**
 * Dashboards (issue 11): an institute admin opens the Organization Dashboard, sees a student who
 * needs attention and opens their performance page (printable: print media and a PDF); the
 * superAdmin suspends a new organisation, whose admin then cannot sign in, and reinstates it.
 * Screenshots at 360 and 1280 px in Hindi and English.
 */
const SHOTS = '/tmp/dashboards-shots';

type Institute = { id: string; name: string; admin: AuthResponse; adminUser: ReturnType<typeof newUser>; student: AuthResponse };

/** A fresh institute through the API: created by the superAdmin, an appointed admin, one student in a batch. */
async function newInstitute(page: Page): Promise<Institute> {
  const su = await signInByApi(page, demo.superAdmin, { goto: '' });
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const name = `Institute ${unique('in').slice(-6)}`;
  const created = await page.request.post('/api/organizations', { headers: auth(su.token), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const org = (await created.json()) as { id: string; inviteCode: string };
  const adminUser = newUser('ad');
  await signUpByApi(page, adminUser);
  const appointed = await page.request.post(`/api/organizations/${org.id}/admins`, {
    headers: auth(su.token),
    data: { email: adminUser.email },
  });
  expect(appointed.status(), await appointed.text()).toBe(200);
  const signedIn = await page.request.post('/api/auth/signin', { data: { identifier: adminUser.email, password: adminUser.password } });
  const admin = (await signedIn.json()) as AuthResponse;
  const student = await signUpByApi(page, newUser('pu'), { inviteCode: org.inviteCode });
  return { id: org.id, name, admin, adminUser, student };
}

/** The student sits the seeded SSC CGL Tier 1 mock through the API, answering the first questions. */
async function takeTest(page: Page, student: AuthResponse) {
  const headers = { authorization: `Bearer ${student.token}` };
  const list = await (await page.request.get('/api/exams?code=SSC_CGL_TIER_1&kind=mock', { headers })).json();
  const exam = await (await page.request.get(`/api/exams/${list.data[0].id}`, { headers })).json();
  const setId = exam.sets[0].id as string;
  const started = await page.request.post(`/api/exam-sets/${setId}/attempts`, { headers, data: { language: 'en' } });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const attempt = await withPaper(page.request, headers, await started.json());
  const answers = attempt.questions.slice(0, 30).map((q, i) => ({
    questionId: q.id,
    selectedOptionIds: [q.options[i % q.options.length]!.id],
    state: 'answered',
    timeSpentMs: 20_000,
    clientSeq: 1,
  }));
  const saved = await page.request.put(`/api/attempts/${attempt.id}/answers`, { headers, data: { answers } });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const submitted = await page.request.post(`/api/attempts/${attempt.id}/submit`, { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);
}

/** A full-page screenshot from the top; at 360 px also in slices, so a reader can see the details. */
async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  // Nothing makes the page scroll sideways (wide tables scroll inside their own box).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${name} at ${width}px`,
  ).toBe(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .slice(0, 5)
          .join(', ')})`,
    );
  expect.soft(serious, `${name} at ${width}px:\n${serious.join('\n')}`).toEqual([]);
  if (width > 400) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; y < Math.min(height, 4800); y += 1200, n++) {
    await page.screenshot({
      path: `${SHOTS}/${name}-${width}-part${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1200, height - y) },
    });
  }
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('an admin sees a student who needs attention and opens their printable performance page', async ({ page }) => {
  test.setTimeout(120_000);
  const inst = await newInstitute(page);
  const headers = { authorization: `Bearer ${inst.admin.token}` };
  const batch = await page.request.post('/api/groups', {
    headers,
    data: { name: 'Morning batch', isBatch: true, memberIds: [inst.student.user.id] },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchId = ((await batch.json()) as { id: string }).id;
  // Absent on the last four days (today included): attendance 0% is under the 75% threshold.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  for (let n = 0; n < 4; n++) {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    const saved = await page.request.put('/api/attendance', {
      headers,
      data: { batchId, date: d.toISOString().slice(0, 10), records: [{ studentId: inst.student.user.id, status: 'absent' }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await takeTest(page, inst.student);

  await useSessionIn(page, inst.admin, '/organization/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Your institute at a glance' })).toBeVisible();
  const attention = page.getByRole('list', { name: 'Students who need attention' });
  await expect(attention.getByText('Attendance 0%')).toBeVisible();
  await expect(page.getByText('1 of 1 marked')).toBeVisible();
  await expect(page.getByText('Recent results')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Branding' })).toBeVisible();
  for (const width of [1280, 360]) await shoot(page, 'org-dashboard-en', width);
  await page.setViewportSize({ width: 1280, height: 800 });

  await attention.getByRole('link', { name: inst.student.user.name }).click();
  await expect(page).toHaveURL(`/organization/student/${inst.student.user.id}/performance`);
  await expect(page.getByRole('heading', { level: 1, name: inst.student.user.name })).toBeVisible();
  await expect(page.getByText('Below the threshold')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tests taken' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Attendance calendar' }).getByRole('listitem').filter({ hasText: 'Absent' })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();

  // The guardian digest preview, in both languages.
  await page.getByRole('button', { name: 'Preview guardian digest' }).click();
  const digest = page.getByRole('dialog');
  await expect(digest.getByText(/उपस्थिति/).first()).toBeVisible();
  await digest.getByRole('button', { name: 'English' }).click();
  await expect(digest.getByText(/Attendance: 0%/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/digest-preview-en-1280.png` });
  await digest.getByRole('button', { name: 'Close' }).click();
  await expect(digest).toBeHidden();

  for (const width of [1280, 360]) await shoot(page, 'performance-en', width);
  // Printing: the shell and the buttons are left out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/performance-print-en.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Hindi, and the PDF the browser saves, with Devanagari in it.
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'प्रिंट करें या PDF सहेजें' })).toBeVisible();
  for (const width of [1280, 360]) await shoot(page, 'performance-hi', width);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/performance-print-hi.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: `${SHOTS}/performance-hi.pdf`, printBackground: true });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/organization/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'आपका संस्थान एक नज़र में' })).toBeVisible();
  await expect(page.getByText('उपस्थिति 0%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ब्रांडिंग' })).toBeVisible();
  for (const width of [1280, 360]) await shoot(page, 'org-dashboard-hi', width);
});

test('the superAdmin suspends a new organisation, its admin cannot sign in, then reinstates it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const inst = await newInstitute(page);
  await signInByApi(page, demo.superAdmin, { goto: '/admin-dashboard' });
  await expect(page.getByRole('heading', { name: 'Growth across the platform' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: inst.name });
  await row.getByRole('button', { name: `Suspend ${inst.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Suspend ${inst.name}?` });
  await expect(confirm).toContainText('2 members are signed out');
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByText('Suspended')).toBeVisible();
  for (const width of [1280, 360]) await shoot(page, 'admin-dashboard-en', width);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The suspended institute's admin is refused at the sign-in form.
  const other = await browser.newContext();
  await other.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
  const adminPage = await other.newPage();
  await adminPage.goto('/signin');
  await field(adminPage, 'Email or username').fill(inst.adminUser.email);
  await field(adminPage, 'Password').fill(inst.adminUser.password);
  await adminPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(adminPage.getByText('Your institute has been suspended. Contact the platform team.')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/signin/);

  await row.getByRole('button', { name: `Reinstate ${inst.name}` }).click();
  await page
    .getByRole('dialog', { name: `Reinstate ${inst.name}?` })
    .getByRole('button', { name: 'Reinstate' })
    .click();
  await expect(row.getByText('Suspended')).toBeHidden();
  await adminPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(adminPage).not.toHaveURL(/\/signin/);
  await other.close();

  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'पूरे प्लेटफ़ॉर्म की वृद्धि' })).toBeVisible();
  for (const width of [1280, 360]) await shoot(page, 'admin-dashboard-hi', width);
});

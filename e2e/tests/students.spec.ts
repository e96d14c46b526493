import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { demo, expect, field, mainNav, newContext, signInByApi, test, unique, type AuthResponse } from '../fixtures.ts';

/**
 * Students (issue 11): an admin imports 40 students into a batch from an XLSX file, sees the
 * preview refuse a bad row, fixes the file and imports it; searches, deactivates one (who then
 * cannot sign in) and exports the list. Screenshots at 360 and 1280 px in Hindi and English.
 */

const SHOTS = '/tmp/students-shots';
const HEADER = [
  'name',
  'username',
  'email',
  'mobile',
  'guardian_name',
  'guardian_mobile',
  'guardian_email',
  'guardian_language',
  'batches',
];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Students').addRows([HEADER, ...rows]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function createBatch(page: Page, admin: AuthResponse, name: string) {
  const res = await page.request.post('/api/groups', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, isBatch: true, memberIds: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an admin imports 40 students into a batch, fixes a bad row, searches, deactivates one and exports', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = unique('st').slice(-6);
  const admin = await signInByApi(page, demo.admin, { goto: '/organization/admin-dashboard' });
  const batch = await createBatch(page, admin, `Morning ${tag}`);

  // The dashboard and the sidebar lead to the students page.
  await expect(mainNav(page).getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/organization/students');
  await page.getByRole('link', { name: 'Manage students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();

  const rows = Array.from({ length: 40 }, (_, i) => [
    `Pupil ${tag} ${String(i + 1).padStart(2, '0')}`,
    `p${tag}${i + 1}`.toLowerCase(),
    '',
    `98${String(76_000_000 + i)}`,
    `Guardian ${i + 1}`,
    '',
    '',
    i % 2 ? 'en' : 'hi',
    batch.name,
  ]);
  const bad = rows.map((r) => [...r]);
  bad[9]![3] = '12345';

  await page.getByRole('button', { name: 'Import' }).click();
  const wizard = page.getByRole('dialog', { name: 'Import students' });
  // The template downloads.
  const template = page.waitForEvent('download');
  await wizard.getByRole('button', { name: 'Template (.xlsx)' }).click();
  expect((await template).suggestedFilename()).toBe('student-import-template.xlsx');

  await wizard.getByLabel('Choose file').setInputFiles({ name: 'students.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx(bad) });
  await expect(wizard.getByText('1 row has errors (39 ready)', { exact: false })).toBeVisible();
  const badRow = wizard.getByRole('row').filter({ hasText: rows[9]![0]! });
  await expect(badRow).toContainText('Enter a 10-digit Indian mobile number');
  await expect(wizard.getByRole('button', { name: 'Import 39 students' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-preview-error-en-1280.png` });

  await wizard.getByLabel('Choose file').setInputFiles({ name: 'students-fixed.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx(rows) });
  await expect(wizard.getByText('All 40 students are ready to import.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Import 40 students' }).click();
  const done = page.getByRole('dialog', { name: 'Students imported' });
  await expect(done.getByText('40 students were added.')).toBeVisible();
  const passwords = done.getByRole('table', { name: 'Usernames and one-time passwords' });
  await expect(passwords.getByRole('row')).toHaveCount(41);
  const target = rows[6]!;
  const targetRow = passwords.getByRole('row').filter({ hasText: target[0]! });
  const password = (await targetRow.getByRole('cell').nth(2).textContent())!.trim();
  expect(password).toMatch(/^[a-z2-9]{10}$/);
  await page.screenshot({ path: `${SHOTS}/import-done-en-1280.png` });
  await done.getByRole('button', { name: 'Done' }).click();

  // Filter by the batch: all 40; search narrows to one.
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: batch.name }).click();
  await expect(page.getByText('40 students', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search students' }).fill(target[0]!);
  await expect(page.getByText('1 student', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: target[0]! });
  await expect(card).toContainText(batch.name);
  await expect(card.getByRole('link', { name: `Performance of ${target[0]}` })).toHaveAttribute(
    'href',
    /^\/organization\/student\/[0-9a-f-]{36}\/performance$/,
  );

  await card.getByRole('button', { name: `Deactivate ${target[0]}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${target[0]}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${target[0]} was deactivated`)).toBeVisible();
  await expect(card).toContainText('Deactivated');

  // The deactivated student cannot sign in.
  const other = await newContext(browser);
  const pupil = await other.newPage();
  await pupil.goto('/signin');
  await field(pupil, 'Email or username').fill(target[1]!);
  await field(pupil, 'Password').fill(password);
  await pupil.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(pupil.getByText('This account has been deactivated. Contact your institute.')).toBeVisible();
  await expect(pupil).toHaveURL(/\/signin/);
  await other.close();

  // Export the batch's list.
  await page.getByRole('searchbox', { name: 'Search students' }).fill('');
  await expect(page.getByText('40 students', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('students.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(41);
  const statuses = sheet.getColumn(10).values.slice(2).map(String);
  expect(statuses.filter((s) => s === 'deactivated')).toHaveLength(1);
});

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1280]) {
    test(`screenshots of the students page and the invite QR code at ${width}px in ${lang}`, async ({ page }) => {
      // Several pages, full-page screenshots and axe scans: longer than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
      await signInByApi(page, demo.admin, { lang, goto: '/organization/students' });
      const title = lang === 'en' ? 'Students' : 'विद्यार्थी';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/students-${lang}-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/students-full-${lang}-${width}.png`, fullPage: true });
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
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
      expect(serious, serious.join('\n')).toEqual([]);
      await page.getByRole('button', { name: lang === 'en' ? 'Invite QR code' : 'आमंत्रण क्यूआर कोड' }).click();
      const qr = page.getByRole('img', { name: lang === 'en' ? /QR code to join/ : /से जुड़ने का क्यूआर कोड/ });
      await expect(qr).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/invite-${lang}-${width}.png`, animations: 'disabled' });
      // Printed, only the QR card shows: no shell, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Add student' : 'विद्यार्थी जोड़ें' }).first()).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/invite-print-${lang}-${width}.png`, animations: 'disabled' });
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('button', { name: lang === 'en' ? 'Close' : 'बंद करें', exact: true }).click();
      await expect(qr).toBeHidden();
      await page
        .getByRole('button', { name: lang === 'en' ? 'Add student' : 'विद्यार्थी जोड़ें' })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: lang === 'en' ? 'Add a student' : 'विद्यार्थी जोड़ें' })).toBeVisible();
      await page.waitForTimeout(400); // the dialog's fade-in
      await page.screenshot({ path: `${SHOTS}/add-${lang}-${width}.png` });
    });
  }
}

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, field, newContext, newUser, signUpByApi, test, unique, useSessionIn, type AuthResponse } from '../fixtures.ts';

/**
 * Issue 13, notifications: an admin writes in Hindi and English to one batch with a test link;
 * a student of the batch sees it unread in Hindi at 360 px, opens it (and the test), and it is
 * read, on the server too; "mark all read"; a student outside the batch never gets it; a
 * scheduled one is listed and can be cancelled. Its own institute: parallel journeys post to the demo one.
 */
const SHOTS = '/tmp/notify-shots';
const TEST = { hi: 'SSC CGL टियर 1 मॉक टेस्ट 1', en: 'SSC CGL Tier 1 Mock Test 1' };

const bell = (page: Page, hi = false) => page.getByRole('button', { name: hi ? /^सूचनाएँ/ : /^Notifications/ });
const panel = (page: Page, hi = false) => page.getByRole('dialog', { name: hi ? 'सूचनाएँ' : 'Notifications' });

async function createBatch(page: Page, admin: AuthResponse, name: string, memberIds: string[]) {
  const res = await page.request.post('/api/groups', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, isBatch: true, memberIds },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A notification to everyone, through the API (the form is exercised above). */
async function postToAll(page: Page, admin: AuthResponse, title: string) {
  const res = await page.request.post(`/api/notifications/organization/${admin.organization.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { en: { title, body: 'Details follow.' } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The viewport with `target` scrolled to just below the sticky header (an element shot would have the header over it). */
async function shootBelowHeader(page: Page, target: Locator, path: string) {
  await target.evaluate((el) => {
    (el as HTMLElement).style.scrollMarginTop = '72px';
    el.scrollIntoView({ block: 'start' });
  });
  await page.screenshot({ path, animations: 'disabled' });
}

/** Serious or critical WCAG 2.1 AA problems on the page as it is now. */
async function axeProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

test('an admin targets a batch in two languages with a test link; unread, opened, read on the server, mark all read', async ({
  browser,
}) => {
  test.slow();
  const adminContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const studentContext = await newContext(browser, { viewport: { width: 360, height: 780 }, lang: 'hi' });
  const outsiderContext = await newContext(browser);
  try {
    const admin = await adminContext.newPage();
    const student = await studentContext.newPage();
    const outsider = await outsiderContext.newPage();
    mkdirSync(SHOTS, { recursive: true });

    const adminAuth = await signUpByApi(admin, newUser('ntadm'), { instituteName: 'Lakshya Coaching' });
    const inviteCode = adminAuth.organization.inviteCode!;
    const studentAuth = await signUpByApi(student, newUser('ntin'), { inviteCode });
    const outsiderAuth = await signUpByApi(outsider, newUser('ntout'), { inviteCode });
    const batch = `Evening batch ${unique('b')}`;
    await createBatch(admin, adminAuth, batch, [studentAuth.user.id]);

    // The admin writes both languages, chooses the batch and links a published test.
    await useSessionIn(admin, adminAuth, '/organization/admin-dashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    const id = unique('n');
    const hiTitle = `कल मॉक टेस्ट ${id}`;
    const enTitle = `Mock test tomorrow ${id}`;
    await field(admin, 'Title (Hindi)').fill(hiTitle);
    await field(admin, 'Message (Hindi)').fill('सुबह 10 बजे हॉल 2 में। प्रवेश पत्र साथ लाएँ।');
    await field(admin, 'Title (English)').fill(enTitle);
    await field(admin, 'Message (English)').fill('At 10 am in hall 2. Bring your admit card.');
    await admin.getByRole('radio', { name: 'Batches' }).check();
    await admin.getByRole('combobox', { name: 'Choose batches' }).click();
    await admin.getByRole('option', { name: `${batch} (2 members)` }).click();
    await admin.getByRole('combobox', { name: 'Link a test (optional)' }).fill('Tier 1 Mock');
    await admin.getByRole('option', { name: TEST.en }).click();
    const form = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Send', exact: true }) });
    await shootBelowHeader(admin, form, `${SHOTS}/targeting-form-en-1280.png`);
    expect.soft(await axeProblems(admin), 'the send form').toEqual([]);
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(admin.getByText('Notification sent')).toBeVisible();

    // The student of the batch, in Hindi at 360 px: unread, bold with a dot, in Hindi.
    await useSessionIn(student, studentAuth, '/about', 'hi');
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ: 1 अपठित');
    await bell(student, true).click();
    const list = panel(student, true);
    const item = list.getByRole('listitem').filter({ hasText: hiTitle });
    await expect(item).toHaveAttribute('data-unread', 'true');
    const toggle = item.getByRole('button', { name: `अपठित: ${hiTitle}`, exact: false });
    await expect(toggle).toBeVisible();
    await expect(item.getByText(hiTitle)).toHaveCSS('font-weight', '700');
    await expect(list.getByText(enTitle)).toHaveCount(0);
    await student.screenshot({ path: `${SHOTS}/targeting-bell-hi-360.png`, animations: 'disabled' });
    expect.soft(await axeProblems(student), 'the bell panel').toEqual([]);

    // Opening it marks it read at once; the test opens from it.
    await toggle.click();
    await expect(item).not.toHaveAttribute('data-unread', 'true');
    await expect(list.getByText('प्रवेश पत्र साथ लाएँ', { exact: false })).toBeVisible();
    await list.getByRole('link', { name: `टेस्ट खोलें: ${TEST.hi}` }).click();
    await expect(student).toHaveURL(/\/exams\/[0-9a-f-]{36}(\/(hi|en))?$/);
    await expect(student.getByRole('heading', { name: TEST.hi }).first()).toBeVisible();
    // Following the link closed the panel; the badge is gone.
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ');

    // Read on the server: after a reload (and on any other device) it stays read.
    await student.reload();
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ');
    await bell(student, true).click();
    await expect(panel(student, true).getByRole('listitem').filter({ hasText: hiTitle })).not.toHaveAttribute('data-unread', 'true');
    await panel(student, true).getByRole('button', { name: 'बंद करें', exact: true }).click();

    // Mark all read: two more, both unread, then none.
    await postToAll(admin, adminAuth, `Holiday on Monday ${unique('h')}`);
    await postToAll(admin, adminAuth, `Fees due ${unique('f')}`);
    await student.reload();
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ: 2 अपठित');
    await bell(student, true).click();
    await expect(panel(student, true).getByText('2 अपठित')).toBeVisible();
    await panel(student, true).getByRole('button', { name: 'सभी को पढ़ा हुआ करें' }).click();
    await expect(panel(student, true).locator('li[data-unread]')).toHaveCount(0);
    await expect(panel(student, true).getByRole('button', { name: 'सभी को पढ़ा हुआ करें' })).toHaveCount(0);
    // (While the panel is open the rest of the page, the bell included, is hidden from assistive technology.)
    await panel(student, true).getByRole('button', { name: 'बंद करें', exact: true }).click();
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ');
    await student.reload();
    await expect(bell(student, true)).toHaveAttribute('aria-label', 'सूचनाएँ');

    // The student outside the batch has the two for everyone, not the batch's.
    await useSessionIn(outsider, outsiderAuth, '/about');
    await expect(bell(outsider)).toHaveAttribute('aria-label', 'Notifications: 2 unread');
    await bell(outsider).click();
    await expect(panel(outsider).getByRole('listitem')).toHaveCount(2);
    await expect(panel(outsider).getByText(enTitle)).toHaveCount(0);
    await expect(panel(outsider).getByText(hiTitle)).toHaveCount(0);

    // The same list in English at 1280 px, for the screenshot: the English text of the batch's.
    await student.setViewportSize({ width: 1280, height: 800 });
    await useSessionIn(student, studentAuth, '/about', 'en');
    await bell(student).click();
    await expect(panel(student).getByText(enTitle)).toBeVisible();
    await student.screenshot({ path: `${SHOTS}/targeting-bell-en-1280.png`, animations: 'disabled' });
  } finally {
    await adminContext.close();
    await studentContext.close();
    await outsiderContext.close();
  }
});

test('an admin schedules a notification, sees it in the scheduled list and cancels it', async ({ browser }) => {
  test.slow();
  const adminContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  try {
    const admin = await adminContext.newPage();
    mkdirSync(SHOTS, { recursive: true });
    const adminAuth = await signUpByApi(admin, newUser('ntsch'), { instituteName: 'Disha Academy' });
    await useSessionIn(admin, adminAuth, '/organization/admin-dashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();

    // Scheduled for tomorrow: listed with its time, then cancelled.
    const later = `Revision class ${unique('s')}`;
    await field(admin, 'Title (English)').fill(later);
    await field(admin, 'Message (English)').fill('Revision of chapters 1 to 4.');
    await admin.getByRole('checkbox', { name: 'Send later' }).check();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await admin.getByLabel('Date and time').fill(local);
    await admin.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(admin.getByText(/^Scheduled for /)).toBeVisible();
    const scheduled = admin.getByRole('list', { name: 'Scheduled notifications' });
    await expect(scheduled.getByRole('listitem').filter({ hasText: later })).toContainText('To everyone');
    await scheduled.getByRole('button', { name: `Cancel: ${later}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Cancel this notification?' });
    await confirm.getByRole('button', { name: 'Cancel notification' }).click();
    await expect(admin.getByText('Scheduled notification cancelled')).toBeVisible();
    await expect(admin.getByText('Nothing scheduled.')).toBeVisible();

    // The send form at 360 px in Hindi, with a batch chosen and "send later" open.
    await admin.setViewportSize({ width: 360, height: 780 });
    await useSessionIn(admin, adminAuth, '/organization/admin-dashboard', 'hi');
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await admin.getByRole('radio', { name: 'बैच' }).check();
    await admin.getByRole('checkbox', { name: 'बाद में भेजें' }).check();
    const hiForm = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'शेड्यूल करें', exact: true }) });
    await shootBelowHeader(admin, hiForm, `${SHOTS}/targeting-form-hi-360.png`);
    expect.soft(await axeProblems(admin), 'the send form in Hindi at 360 px').toEqual([]);
    // Nothing makes the page scroll sideways at 360 px.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  } finally {
    await adminContext.close();
  }
});

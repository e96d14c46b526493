import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { smtpPort } from '../env.ts';
import { expect, field, newContext, newUser, signUpByApi, test, unique, useSessionIn, type AuthResponse } from '../fixtures.ts';

type Received = { from: string; to: string[]; raw: string };

/**
 * The SMTP server the e2e server's SMTP_URL points at (playwright.config.ts), listening for
 * this journey only: plain SMTP on 127.0.0.1, no TLS or login, every message kept in memory.
 */
let smtp: SMTPServer;
const received: Received[] = [];

test.beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function createGroup(page: Page, admin: AuthResponse, name: string, memberIds: string[]): Promise<string> {
  const res = await page.request.post('/api/groups', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, isBatch: true, memberIds },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const SHOTS = '/tmp/notify-shots';

test('an admin sends a group notification by email: it reaches the SMTP server and the delivery log says sent', async ({ browser }) => {
  test.slow();
  const context = await newContext(browser);
  try {
    const admin = await context.newPage();
    // A fresh institute: one batch of two students, and one student outside it.
    const adminAuth = await signUpByApi(admin, newUser('ncadm'), { instituteName: 'Prerna Academy' });
    const inviteCode = adminAuth.organization.inviteCode!;
    const a = newUser('ncs1');
    const b = newUser('ncs2');
    const outsider = newUser('ncs3');
    const aAuth = await signUpByApi(admin, a, { inviteCode });
    const bAuth = await signUpByApi(admin, b, { inviteCode });
    await signUpByApi(admin, outsider, { inviteCode });
    const batch = `Morning batch ${unique('g')}`;
    await createGroup(admin, adminAuth, batch, [aAuth.user.id, bAuth.user.id]);

    await useSessionIn(admin, adminAuth, '/organization/admin-dashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    const title = `Class cancelled tomorrow ${unique('t')}`;
    await field(admin, 'Title (English)').fill(title);
    await field(admin, 'Message (English)').fill('The morning class will not be held tomorrow. Revise chapter 4.');
    await admin.getByRole('radio', { name: 'Groups' }).check();
    await admin.getByRole('combobox', { name: 'Choose groups' }).click();
    // The creator is a member too (3), but a notification never goes to its sender.
    await admin.getByRole('option', { name: `${batch} (3 members)` }).click();
    await expect(admin.getByRole('checkbox', { name: 'In-app (always)' })).toBeChecked();
    await expect(admin.getByRole('checkbox', { name: 'In-app (always)' })).toBeDisabled();
    await admin.getByRole('checkbox', { name: 'Email' }).check();
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(admin.getByText('Notification sent')).toBeVisible();

    // Both members' mails reach the SMTP server, the outsider's never does.
    const mailsFor = () =>
      received
        .filter((m) => m.raw.includes(title))
        .flatMap((m) => m.to)
        .sort();
    await expect
      .poll(mailsFor, { timeout: 15_000, message: `mails titled ${title} at smtp://127.0.0.1:${smtpPort}` })
      .toEqual([a.email, b.email].map((e) => e.toLowerCase()).sort());
    const mail = received.find((m) => m.raw.includes(title))!;
    expect(mail.raw).toMatch(new RegExp(`^Subject: ${title}`, 'm'));

    // The delivery section counts them sent (it refreshes while any is queued).
    const sentList = admin.getByRole('list', { name: 'Sent notifications' });
    const item = sentList.getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText(`To ${batch}`);
    await expect(item.getByText('Email: 2 sent, 0 queued, 0 failed')).toBeVisible({ timeout: 15_000 });

    await item.getByRole('button', { name: `Delivery log: ${title}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Delivery log: ${title}` });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    for (const user of [a, b]) {
      const row = rows.filter({ hasText: user.name });
      await expect(row).toContainText(user.email.toLowerCase());
      await expect(row).toContainText('Sent');
      await expect(row).toContainText('1 attempt');
    }

    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['en', 'hi'] as const) {
      for (const width of [1280, 360]) {
        await admin.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await useSessionIn(admin, adminAuth, '/organization/admin-dashboard', lang);
        const list = admin.getByRole('list', { name: lang === 'en' ? 'Sent notifications' : 'भेजी गई सूचनाएँ' });
        await expect(list.getByRole('listitem').filter({ hasText: title })).toBeVisible();
        await admin.screenshot({ path: `${SHOTS}/dashboard-${lang}-${width}.png`, fullPage: true, animations: 'disabled' });
        // The form and the delivery section up close (a full page at 360 px is too small to judge).
        await admin
          .locator('form')
          .filter({ has: admin.getByRole('button', { name: lang === 'en' ? 'Send' : 'भेजें', exact: true }) })
          .screenshot({ path: `${SHOTS}/form-${lang}-${width}.png`, animations: 'disabled' });
        await list.screenshot({ path: `${SHOTS}/delivery-${lang}-${width}.png`, animations: 'disabled' });
        await list
          .getByRole('listitem')
          .filter({ hasText: title })
          .getByRole('button', { name: new RegExp(`: ${title}$`) })
          .click();
        await expect(admin.getByRole('dialog').getByRole('listitem')).toHaveCount(2);
        await admin.screenshot({ path: `${SHOTS}/log-${lang}-${width}.png`, animations: 'disabled' });
        await admin.keyboard.press('Escape');
      }
    }
  } finally {
    await context.close();
  }
});

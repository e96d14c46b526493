import type { Page } from '@playwright/test';
import { expect, field, newContext, newUser, signUpByApi, test, unique, useSessionIn } from '../fixtures.ts';

/** Resolves once the page's Socket.IO connection is open (the CONNECT packet '40' arrived). */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('notifications end to end: admin posts, the student sees it live, expands, selects and deletes', async ({ browser }) => {
  test.slow();
  const adminContext = await newContext(browser);
  const studentContext = await newContext(browser);
  try {
    const admin = await adminContext.newPage();
    const student = await studentContext.newPage();

    // A fresh institute with one student: other journeys running in parallel post to the demo
    // institute, which would change the counts this journey checks.
    const adminAuth = await signUpByApi(admin, newUser('nadm'), { instituteName: 'Sunrise Coaching' });
    const studentAuth = await signUpByApi(student, newUser('nstu'), { inviteCode: adminAuth.organization.inviteCode! });
    expect(studentAuth.organization.id).toBe(adminAuth.organization.id);

    const connected = socketConnected(student);
    await useSessionIn(student, studentAuth, '/about');
    await connected;
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bell(student)).toHaveAttribute('aria-label', 'Notifications');

    await useSessionIn(admin, adminAuth, '/organization/admin-dashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    const title = `Mock test on Sunday ${unique('n')}`;
    const body = 'SSC CGL Tier 1 full mock at 10 am in hall 2. Bring your admit card.';
    await field(admin, 'Title (English)').fill(title);
    await field(admin, 'Message (English)').fill(body);
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(admin.getByText('Notification sent')).toBeVisible();
    await expect(admin.getByText(title).first()).toBeVisible();

    // Live, without a reload: the badge goes up and the title pops up for the student.
    await expect(bell(student)).toHaveAttribute('aria-label', 'Notifications: 1 unread');
    await expect(student.getByRole('alert').filter({ hasText: title })).toBeVisible();

    await bell(student).click();
    const list = panel(student);
    await expect(list).toBeVisible();
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect(list.getByRole('listitem').first()).toContainText(title);
    await expect(item).toContainText('just now');
    await expect(list.getByText(body)).toHaveCount(0);
    const toggle = item.getByRole('button', { name: new RegExp(title) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByText(body)).toBeVisible();
    await toggle.click();
    await expect(list.getByText(body)).toBeHidden();

    // Select it and delete only it.
    await item.getByRole('checkbox', { name: `Select: ${title}` }).check();
    await list.getByRole('button', { name: 'Delete selected (1)' }).click();
    await expect(item).toHaveCount(0);
    // (While the panel is open the rest of the page is hidden from assistive technology.)
    await list.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bell(student)).toHaveAttribute('aria-label', 'Notifications');

    // Two more, then Select All and delete everything.
    for (const [i, t] of [`Holiday on Monday ${unique('h')}`, `Fees due ${unique('f')}`].entries()) {
      await field(admin, 'Title (English)').fill(t);
      await field(admin, 'Message (English)').fill('Details follow.');
      await admin.getByRole('button', { name: 'Send', exact: true }).click();
      // The form empties when the send's answer arrives, which can be after the student's live
      // copy: filling the next title before that lost it to the reset (and sent nothing).
      await expect(field(admin, 'Title (English)')).toHaveValue('');
      await expect(bell(student)).toHaveAttribute('aria-label', `Notifications: ${i + 1} unread`);
      await expect(student.getByRole('alert').filter({ hasText: t })).toBeVisible();
    }
    const total = 2;

    await bell(student).click();
    const selectAll = list.getByRole('checkbox', { name: 'Select All' });
    await selectAll.check();
    await expect(list.getByRole('checkbox', { name: /^Select: / })).toHaveCount(total);
    for (const box of await list.getByRole('checkbox', { name: /^Select: / }).all()) await expect(box).toBeChecked();
    await expect(list.getByRole('button', { name: `Delete selected (${total})` })).toBeVisible();
    // Select All toggles back to none; with nothing selected, delete removes all after a confirmation.
    await selectAll.uncheck();
    for (const box of await list.getByRole('checkbox', { name: /^Select: / }).all()) await expect(box).not.toBeChecked();
    await list.getByRole('button', { name: 'Delete all' }).click();
    await expect(list.getByText('Delete all notifications?')).toBeVisible();
    await list.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(list.getByText('No notifications yet')).toBeVisible();
    await list.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bell(student)).toHaveAttribute('aria-label', 'Notifications');

    // The deletions are the student's own: after a reload the list is still empty.
    await student.reload();
    await bell(student).click();
    await expect(panel(student).getByText('No notifications yet')).toBeVisible();
  } finally {
    await adminContext.close();
    await studentContext.close();
  }
});

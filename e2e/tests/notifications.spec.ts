import type { Page } from '@playwright/test';
import { demo, expect, field, newContext, signInByApi, test, unique } from '../fixtures.ts';

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

async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+)/)?.[1] ?? 0);
}

test('notifications end to end: admin posts, the student sees it live, expands, selects and deletes', async ({ browser }) => {
  test.slow();
  const adminContext = await newContext(browser);
  const studentContext = await newContext(browser);
  try {
    const admin = await adminContext.newPage();
    const student = await studentContext.newPage();

    const connected = socketConnected(student);
    await signInByApi(student, demo.student, { goto: '/about' });
    await connected;
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await unreadCount(student);

    await signInByApi(admin, demo.admin, { goto: '/organization/admin-dashboard' });
    await expect(admin.getByRole('heading', { level: 1, name: 'Organization Dashboard' })).toBeVisible();
    const title = `Mock test on Sunday ${unique('n')}`;
    const body = 'SSC CGL Tier 1 full mock at 10 am in hall 2. Bring your admit card.';
    await field(admin, 'Title').fill(title);
    await field(admin, 'Message').fill(body);
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(admin.getByText('Notification sent')).toBeVisible();
    await expect(admin.getByText(title).first()).toBeVisible();

    // Live, without a reload: the badge goes up and the title pops up for the student.
    await expect(bell(student)).toHaveAttribute('aria-label', `Notifications: ${before + 1} unread`);
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
    await expect(bell(student)).toHaveAttribute('aria-label', before > 0 ? `Notifications: ${before} unread` : 'Notifications');

    // Two more, then Select All and delete everything.
    for (const t of [`Holiday on Monday ${unique('h')}`, `Fees due ${unique('f')}`]) {
      await field(admin, 'Title').fill(t);
      await field(admin, 'Message').fill('Details follow.');
      await admin.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(bell(student)).toHaveAttribute('aria-label', new RegExp(`^Notifications: \\d+ unread$`));
      await expect(student.getByRole('alert').filter({ hasText: t })).toBeVisible();
    }
    const total = await unreadCount(student);
    expect(total).toBeGreaterThanOrEqual(2);

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

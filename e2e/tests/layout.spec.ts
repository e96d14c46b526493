import type { Locator, Page } from '@playwright/test';
import { demo, expect, mainNav, signInByApi, test } from '../fixtures.ts';

/** Width once the opening (grow) transition has finished. */
const settledWidth = (locator: Locator) => expect.poll(async () => Math.round((await locator.boundingBox())?.width ?? 0));

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('phone width (360px)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('public pages do not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/signin', '/signup?type=institute', '/about', '/contact-us']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await sideScroll(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('signed in: the menu toggle opens the navigation, the user menu is 250px wide', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/about' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sideScroll(page)).toBeLessThanOrEqual(0);
    // The permanent sidebar is hidden on phones; the toggle opens it as a drawer.
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(mainNav(page)).toBeVisible();
    // The drawer sits above the header, so its own close button can be clicked.
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open user menu' }).click();
    await settledWidth(page.getByRole('menu').locator('xpath=..')).toBe(250);
  });

  test('the notifications panel is 280px wide and at most 80vh high', async ({ page }) => {
    await signInByApi(page, demo.learner, { goto: '/about' });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await settledWidth(panel).toBe(280);
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('640px');
    expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(800 * 0.8);
  });
});

test.describe('desktop width (1280px)', () => {
  test('the user menu is 300px wide; the sidebar collapse is remembered', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/about' });
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await settledWidth(page.getByRole('menu').locator('xpath=..')).toBe(300);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Collapsed, the entries keep their names for screen readers.
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, expect, signInByApi, test } from '../fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The header's हिं / EN toggle (issue 13): every page, signed in or not, 360 px and 1280 px. */
for (const width of [360, 1280]) {
  test.describe(`header language toggle at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out on /about: switches the whole page and keeps the choice after a reload', async ({ page }) => {
      await page.goto('/about');
      const banner = page.getByRole('banner');
      const toggle = banner.getByRole('group', { name: 'Language' });
      await expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      await expect(banner.getByRole('link', { name: 'Pariksha: home' })).toHaveAttribute('href', '/');
      await shot(page, `about-en-${width}`);

      await toggle.getByRole('button', { name: 'हिंदी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(banner.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Pariksha: होम' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');
      await shot(page, `about-hi-${width}`);

      await page.reload();
      const hindiToggle = page.getByRole('banner').getByRole('group', { name: 'भाषा' });
      await expect(hindiToggle.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
      // Everything in the header fits: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await hindiToggle.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Register' })).toBeVisible();
    });

    test('signed in on /: the toggle sits beside the bell and the user menu', async ({ page }) => {
      await signInByApi(page, demo.student, { goto: '/' });
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Open user menu' })).toBeVisible();
      const toggle = banner.getByRole('group', { name: 'Language' });
      await expect(toggle).toBeVisible();
      await shot(page, `home-en-${width}`);
      await toggle.getByRole('button', { name: 'हिंदी' }).click();
      await expect(banner.getByRole('button', { name: 'उपयोगकर्ता मेनू खोलें' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `home-hi-${width}`);
      await page.getByRole('banner').getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
      await expect(banner.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    });
  });
}

import { demo, expect, mainNav, signInByApi, test } from '../fixtures.ts';

test.describe('language', () => {
  test('choosing Hindi, then English, switches the whole UI at once', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/language-selector' });
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: /हिंदी/ }).click();
    // Page, navigation and header change together, without a reload.
    await expect(page.getByRole('heading', { level: 1, name: 'अपनी भाषा चुनें' })).toBeVisible();
    const hindiNav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
    await expect(hindiNav.getByRole('link', { name: 'होम' })).toBeVisible();
    await expect(hindiNav.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'उपयोगकर्ता मेनू खोलें' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('सफलता की ओर आपका सफ़र');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('contentinfo')).toContainText('सेवा की शर्तें');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');

    await page
      .getByRole('main')
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Your Journey to Success');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
  });

  test('the choice is kept: Hindi stays after Continue and a reload', async ({ page }) => {
    await signInByApi(page, demo.learner, { goto: '/about' });
    await page.goto('/language-selector');
    await page.getByRole('main').getByRole('button', { name: /हिंदी/ }).click();
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page).not.toHaveURL(/language-selector/);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'होम' })).toBeVisible();
    // The account remembers it too.
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await res.json()) as { user: { preferredLanguage: string } };
    });
    expect(me.user.preferredLanguage).toBe('hi');
    // Back to English for the other journeys of this account.
    await page.goto('/language-selector');
    await page
      .getByRole('main')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/language-selector/);
  });

  test.describe('with nothing stored', () => {
    test.use({ startLanguage: null });
    test('a first visit is in Hindi', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    });
  });
});

test.describe('offline', () => {
  test('the no-internet page replaces the app while offline and goes away online', async ({ page, context }) => {
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'No internet connection' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test.describe('in Hindi', () => {
    test.use({ startLanguage: 'hi' });
    test('the no-internet page speaks Hindi', async ({ page, context }) => {
      // The prerendered page paints before its scripts load (/boot.js): going offline before
      // they have arrived would leave plain HTML with nobody listening for the offline event.
      await page.goto('/', { waitUntil: 'networkidle' });
      await context.setOffline(true);
      await expect(page.getByRole('heading', { name: 'इंटरनेट कनेक्शन नहीं है' })).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('heading', { name: 'इंटरनेट कनेक्शन नहीं है' })).toHaveCount(0);
    });
  });
});

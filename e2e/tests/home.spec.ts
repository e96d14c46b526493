import { demo, expect, signInByApi, test } from '../fixtures.ts';

test.describe('home page', () => {
  test('hero badges and buttons, sections, stats and testimonials', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Tests, attendance and results/ });
    await expect(hero.getByText('For Coaching Institutes', { exact: true })).toBeVisible();
    await expect(hero.getByText('For Schools', { exact: true })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup?type=institute');
    await expect(hero.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await expect(page.getByRole('heading', { name: 'Why Choose Our Platform?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Institutes Say About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();

    const stats = page.getByRole('region', { name: 'Growing with institutes across India' });
    await expect(stats.locator('dd')).toHaveText(['10+', '10K+', '100+', '100+']);
    await expect(stats.locator('dt')).toHaveText(['Institutes', 'Students', 'Tests', 'Success Stories']);
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('button', { name: 'How does the free trial work?' });
    const second = page.getByRole('button', { name: 'Is everything available in Hindi?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Hindi is the default language\. Every question/)).toBeVisible();
  });

  test('signed out, Register Your Institute leads to /signup', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Ready to take your institute online?' });
    await cta.getByRole('link', { name: 'Register Your Institute' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('signed in, Register Your Institute stays on /', async ({ page }) => {
    // Signed in, / is the person's own home; the marketing page is at /welcome (issue 13).
    await signInByApi(page, demo.learner, { goto: '/welcome' });
    const cta = page.getByRole('region', { name: 'Ready to take your institute online?' });
    await expect(cta.getByRole('link', { name: 'Register Your Institute' })).toHaveAttribute('href', '/');
    await cta.getByRole('link', { name: 'Register Your Institute' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('Schedule Demo leads to the contact form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Ready to take your institute online?' }).getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the demo-video modal opens and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'See how it works' });
    await expect(dialog).toBeVisible();
    // It auto-advances: pause it, then step by hand.
    await dialog.getByRole('button', { name: 'Pause walkthrough' }).click();
    const stepText = dialog.getByText(/^Step \d of 4$/);
    const current = Number((await stepText.textContent())?.match(/Step (\d)/)?.[1]);
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await expect(stepText).toHaveText(`Step ${(current % 4) + 1} of 4`);
    await dialog.getByRole('button', { name: 'Close demo' }).click();
    await expect(dialog).toBeHidden();

    // Escape closes it too.
    await page.getByRole('button', { name: 'Watch demo' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

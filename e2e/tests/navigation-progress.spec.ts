import { expect, test } from '../fixtures.ts';

/**
 * Issue 13: every navigation shows progress at once and never leaves the old page looking
 * current. The About page's chunk is held back (page.route) until the checks are done, so the
 * moment between the click and the new page is observed without any timing.
 */
test('a page whose chunk is still loading shows the top progress bar and a faded, busy old page', async ({ page }) => {
  // The prerendered page shows its heading before its scripts arrive (/boot.js); a click before
  // they have hydrated it would be a full page load, with no in-app progress to observe.
  await page.goto('/contact-us', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  const progress = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(progress).toHaveCount(0);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => undefined;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/AboutPage-[^/]*\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });

  // The footer hydrates when it nears the screen (lib/deferred-hydration.tsx); until React has
  // taken the link over, a click is a plain full page load. React marks the nodes it owns.
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
  await about.scrollIntoViewIfNeeded();
  await expect.poll(() => about.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await about.click();
  await chunkRequested;
  await expect(progress).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  // The old page is still drawn, but faded and out of reach of clicks.
  await expect(main).toHaveCSS('pointer-events', 'none');
  await page.screenshot({ path: '/tmp/authoring-rules-shots/navigation-progress-en-1280.png' });

  release();
  await expect(page).toHaveURL(/\/about$/);
  await expect(progress).toHaveCount(0);
  await expect(main).toHaveAttribute('aria-busy', 'false');
  await expect(main).toHaveCSS('opacity', '1');
});

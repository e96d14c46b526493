import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { baseURL } from '../env.ts';
import { demo, expect, signInByApi, test } from '../fixtures.ts';

/**
 * Issue 15, "the signed-in shell does not wait for the page's data to paint": the signed-in pages
 * with a skeleton (/exams, /potd, /quiz, /flash-card/review, the exam hall) arrive as HTML with
 * the app bar, the navigation and the page's skeleton (scripts/prerender.ts, src/entry-shell.tsx),
 * in Hindi or, with the cookie, English. The app then draws the same over it, in the same place,
 * and then the real page.
 */

const SHOTS = '/tmp/shots-signed-in-shell';
const HALL = '/exams/some-exam/some-set/section/some-section';

/** Whether React renders this element (it marks the nodes it owns). */
const ownedByReact = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

/** Records whether #root was ever seen empty after a change to it (a flash of a blank page). */
function watchRootEmpty() {
  const w = window as unknown as { __rootEmptied: boolean };
  w.__rootEmptied = false;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount === 0) w.__rootEmptied = true;
  }).observe(document, { childList: true, subtree: true });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return { x: Math.round(b!.x), y: Math.round(b!.y), width: Math.round(b!.width), height: Math.round(b!.height) };
}

test.describe('prerendered signed-in shell', () => {
  test.use({ startLanguage: null });
  // Several page loads each, on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('is in the HTML of each signed-in page, in Hindi and in English with the cookie', async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const hi = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await hi.newPage();
    for (const path of ['/exams', '/potd', '/quiz', '/flash-card/review']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'नेविगेशन मेनू खोलें' }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन', includeHidden: true }), path).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('progressbar', { name: 'लोड हो रहा है…' }).first(), path).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The same file for everyone: no one's name, and no sign-in button.
      await expect(page.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toHaveCount(0);
    }
    await page.goto('/exams');
    // The page's title and introduction are words already (its largest text, painted at once).
    await expect(page.getByRole('main')).toContainText('टेस्ट सीरीज़');
    await page.screenshot({ path: `${SHOTS}/exams-360-hi-no-js.png` });
    // The exam hall (any attempt): its own full-screen skeleton, no site header.
    await page.goto(HALL);
    await expect(page.getByRole('progressbar', { name: 'लोड हो रहा है…' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await hi.close();

    const en = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await en.addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL }]);
    const enPage = await en.newPage();
    await enPage.goto('/exams');
    await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(enPage.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(enPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Test Series' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(enPage.getByRole('main').getByRole('progressbar', { name: 'Loading…' }).first()).toBeVisible();
    await en.close();
  });

  test('a signed-in student gets the app drawn over it in the same place, then the real page', async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const viewport = { width: 360, height: 740 };
    // Where the shell puts the header and the skeleton before any script.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const stillPage = await still.newPage();
    await stillPage.goto('/exams');
    const shellHeader = await box(stillPage.getByRole('banner'));
    const shellSkeleton = await box(stillPage.getByTestId('route-skeleton'));
    await still.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // The session as the sign-in page stores it, in Hindi (the cookie the app writes tells the server).
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    await context.addCookies([{ name: 'selectedLanguage', value: 'hi', url: baseURL }]);
    await context.addInitScript(watchRootEmpty);

    // The page's chunk is held back: the app has started and drawn the shell and skeleton itself.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ExamListPage-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/exams');
    await expect(page.getByRole('button', { name: 'उपयोगकर्ता मेनू खोलें' })).toBeVisible();
    const skeleton = page.getByTestId('route-skeleton');
    await expect.poll(() => ownedByReact(skeleton)).toBe(true);
    expect(await box(page.getByRole('banner'))).toEqual(shellHeader);
    expect(await box(skeleton)).toEqual(shellSkeleton);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'टेस्ट सीरीज़' })).toBeVisible();
    await expect(page.getByTestId('route-skeleton')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/exams-360-hi-app.png` });
    expect(await page.evaluate(() => (window as unknown as { __rootEmptied: boolean }).__rootEmptied)).toBe(false);
    await context.close();
  });

  test('on a laptop the page keeps its place while the navigation drawer loads (no layout shift)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInByApi(page, demo.student, { lang: 'hi', goto: '' });
    // Every layout shift of the load, as Lighthouse adds them up (CLS).
    await context.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/exams');
    await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: 'टेस्ट सीरीज़' });
    await expect(heading).toBeVisible();
    expect((await box(heading)).x).toBeGreaterThanOrEqual(256);
    // The drawer's place is kept while its chunk loads: drawn full width first, the page moved
    // 256 px right when the drawer came (a shift of 0.2).
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.05);
    await context.close();
  });

  test('a visitor who opens a signed-in page still gets the sign-in prompt', async ({ page }: { page: Page }) => {
    await page.goto('/exams');
    // The app replaces the shell once it has started (slow on a loaded machine).
    await expect(page.getByRole('heading', { name: 'साइन इन आवश्यक है' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('route-skeleton')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toBeVisible();
  });
});

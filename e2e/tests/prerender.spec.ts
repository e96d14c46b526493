import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../env.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 15, "public pages arrive as HTML": the public pages are prerendered at build time in
 * Hindi and English, so they show their text before (and without) any JavaScript; the
 * `selectedLanguage` cookie picks the English file; the app then hydrates the page it found,
 * keeping it (no re-render, no hydration error).
 */

const SHOTS = '/tmp/shots-prerender';
const HERO_HI = 'आपके संस्थान के टेस्ट, उपस्थिति और परिणाम, सब एक ही जगह';
const HERO_EN = 'Tests, attendance and results for your institute, all in one place';

const englishCookie = (context: BrowserContext) => context.addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL }]);

/** Records whether anything removed the prerendered page from #root (a fresh render does). */
function watchRoot() {
  const w = window as unknown as { __rootReplaced: boolean };
  w.__rootReplaced = false;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.target instanceof HTMLElement && r.target.id === 'root' && r.removedNodes.length) w.__rootReplaced = true;
    }
  }).observe(document, { childList: true, subtree: true });
}

/** React's hydration complaints (main.tsx logs recoverable errors as 'Hydration …') and page errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(msg.text())) problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

test.describe('prerendered public pages', () => {
  // A visitor with nothing stored: the Hindi default.
  test.use({ startLanguage: null });

  test('show their text in Hindi with JavaScript disabled, and in English with the cookie', async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const hi = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await hi.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: HERO_HI })).toBeVisible();
    await expect(page.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.screenshot({ path: `${SHOTS}/home-360-hi-no-js.png`, fullPage: false });
    await page.goto('/about');
    await expect(page.getByRole('main')).toContainText('Pariksha के बारे में');
    await page.goto('/exam/ssc-cgl-tier-1');
    await expect(page.getByRole('main')).toContainText('SSC CGL');
    await page.goto('/signin');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await hi.close();

    const en = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    await englishCookie(en);
    const enPage = await en.newPage();
    await enPage.goto('/');
    await expect(enPage.getByRole('heading', { name: HERO_EN })).toBeVisible();
    await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
    await enPage.goto('/about');
    await expect(enPage.getByRole('main')).toContainText('About');
    await en.close();
  });

  test('the app hydrates the Hindi home page it found, keeping it and logging no hydration error', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await context.addInitScript(watchRoot);
    const problems = consoleProblems(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: HERO_HI })).toBeVisible();
    // Hydrated: the page's controls work (the demo dialog opens from its button).
    await page.getByRole('button', { name: 'डेमो देखें' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __rootReplaced: boolean }).__rootReplaced)).toBe(false);
    expect(problems).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/home-360-hi-hydrated.png`, fullPage: false });
  });

  test('English with the cookie hydrates too; the language toggle writes the cookie for the next page', async ({ page, context }) => {
    await englishCookie(context);
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await context.addInitScript(watchRoot);
    const problems = consoleProblems(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toContainText('About');
    expect(await page.evaluate(() => (window as unknown as { __rootReplaced: boolean }).__rootReplaced)).toBe(false);
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((c) => c.name === 'selectedLanguage')?.value).toBe('hi');
  });
});

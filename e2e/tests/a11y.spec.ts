import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

/** Accessibility smoke test: no serious or critical axe violations on the public entry pages. */
const PAGES = [
  { path: '/', ready: 'Start Free Trial' },
  { path: '/signin', ready: 'Sign In' },
  { path: '/signup', ready: 'Sign Up' },
];

for (const lang of ['en', 'hi'] as const) {
  test.describe(`axe (${lang})`, () => {
    test.use({ startLanguage: lang });
    for (const { path, ready } of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (lang === 'en')
          await expect(
            page
              .getByRole('main')
              .getByRole(path === '/' ? 'link' : 'button', { name: ready, exact: true })
              .first(),
          ).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(', ')})`,
          );
        expect(serious, serious.join('\n')).toEqual([]);
      });
    }
  });
}

/**
 * Loading indicators have accessible names (axe: aria-progressbar-name). They show only while a
 * page's code or data loads, so the page's chunk is held back until one is on screen (or the
 * page already shows its heading, as a prerendered page does), and every progress bar the page
 * ever drew is checked, not only those present when axe runs.
 */
const CHUNKS: Record<string, RegExp> = {
  '/': /\/assets\/MarketingPage-[^/]+\.js$/,
  '/signin': /\/assets\/SignInPage-[^/]+\.js$/,
  '/signup': /\/assets\/SignUpPage-[^/]+\.js$/,
};

function recordNamelessProgressbars() {
  const w = window as unknown as { __namelessProgressbars: string[] };
  w.__namelessProgressbars = [];
  const check = (el: Element) => {
    if (el.getAttribute('role') !== 'progressbar' || el.closest('[aria-hidden="true"]')) return;
    const named = el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby') || el.getAttribute('title');
    if (!named) w.__namelessProgressbars.push(el.outerHTML.slice(0, 160));
  };
  new MutationObserver((mutations) => {
    for (const m of mutations)
      for (const node of m.addedNodes) {
        if (!(node instanceof Element)) continue;
        check(node);
        node.querySelectorAll('[role="progressbar"]').forEach(check);
      }
  }).observe(document, { childList: true, subtree: true });
}

for (const lang of ['en', 'hi'] as const) {
  test.describe(`loading indicators (${lang})`, () => {
    test.use({ startLanguage: lang });
    for (const { path } of PAGES) {
      test(`${path}: every progress bar has an accessible name`, async ({ page }) => {
        await page.addInitScript(recordNamelessProgressbars);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(CHUNKS[path]!, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(path);
        const loading = page.getByRole('progressbar', { name: lang === 'en' ? 'Loading…' : 'लोड हो रहा है…' });
        await expect(loading.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
        const during = await new AxeBuilder({ page }).withRules(['aria-progressbar-name']).analyze();
        release();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const after = await new AxeBuilder({ page }).withRules(['aria-progressbar-name']).analyze();
        expect([...during.violations, ...after.violations].flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __namelessProgressbars: string[] }).__namelessProgressbars)).toEqual([]);
      });
    }
  });
}

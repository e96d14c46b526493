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

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eDir, webDist } from '../env.ts';
import { expect as baseExpect, newContext, newUser, signUpByApi, test, useSessionIn, type AuthResponse } from '../fixtures.ts';

/**
 * The installable app (issue 15): the manifest, the service worker, the app opened offline, a
 * test opened online and taken offline, and the update prompt after a new build. Service workers
 * are blocked in the other journeys (playwright.config.ts); here they are the subject.
 */
test.use({ serviceWorkers: 'allow' });
// Installing precaches ~430 files; on a loaded 2-core machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

// Installing precaches ~430 files on a busy machine: waits may be longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = path.join(e2eDir, 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Waits until the service worker is active and controls the page (the first install claims it). */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Answer changes waiting in the device's queue (IndexedDB 'ExamAnswerQueue'). */
function queuedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ExamAnswerQueue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('answers').objectStore('answers').count();
          all.onsuccess = () => {
            resolve(all.result);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test('the web app manifest is served, linked and valid, with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toContain('Pariksha');
  expect(manifest.name).toContain('परीक्षा');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest).toMatchObject({ lang: 'hi', start_url: '/', scope: '/', display: 'standalone', theme_color: '#1976d2' });
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // PNG signature, then the IHDR width and height.
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = icon.sizes.split('x').map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([w, h]);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1976d2');
});

test('the service worker installs and the installed app opens offline with its no-internet page', async ({ page, context }) => {
  await page.goto('/');
  await controlledBySw(page);
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);
  // Every route chunk is in the precache, not only what this page loaded.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.includes('precache')))
      urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });
  const built = readdirSync(path.join(webDist, 'assets')).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const missing = built.filter((f) => !precached.some((u) => new URL(u).pathname === `/assets/${f}`));
  expect(missing, 'built scripts and styles not precached').toEqual([]);
  expect(precached.some((u) => /\/index\.html/.test(u))).toBe(true);

  await context.setOffline(true);
  // Opened from the home-screen icon (start_url /) and a deep link: the app, not the browser's error page.
  const home = await page.goto('/');
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pwa-offline-en-1280.png` });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();

  // Back online, the same page shows the app again.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toHaveCount(0);
});

test('the no-internet page in Hindi at 360 px', async ({ browser }) => {
  const context = await newContext(browser, { lang: 'hi', viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await controlledBySw(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'इंटरनेट कनेक्शन नहीं है' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pwa-offline-hi-360.png` });
  } finally {
    await context.close();
  }
});

test('a test opened online is taken offline from the home-screen icon, and its answers sync when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const auth: AuthResponse = await signUpByApi(page, newUser('pwa'));
  // Searched for: other journeys add series, and page 1 shows the newest 12.
  await useSessionIn(page, auth, `/exams?search=${encodeURIComponent('SSC CGL Tier 1 Mock Test 1')}`);
  await controlledBySw(page);

  // Online: open the mock test (its attempt and paper are cached as the hall loads them).
  await page.getByRole('link', { name: 'View tests: SSC CGL Tier 1 Mock Test 1' }).click();
  await page
    .getByRole('link', { name: /^Start: / })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/section\/[^/]+$/);
  const [, , setId] = /\/exams\/([^/]+)\/([^/]+)\/section\//.exec(page.url())!;
  const q1 = page.getByRole('region', { name: /^Question 1 of \d+$/ });
  await expect(q1).toBeVisible();
  await expect(page.getByText('All answers saved')).toBeAttached();

  // Offline, the student closes the tab and opens the app from the home-screen icon.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeVisible();
  await expect(page.getByText('SSC CGL Tier 1 Mock Test 1', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Continue your test' }).click();
  await expect(page).toHaveURL(/\/sections$/);
  await page
    .getByRole('link', { name: /^(Continue|Enter) section / })
    .first()
    .click();
  await expect(q1).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // A reload offline too: the hall comes back from the device (shell, chunks, attempt, paper).
  await page.reload();
  await expect(q1).toBeVisible();

  const chosen: { questionId: string; optionId: string }[] = [];
  for (const [n, index] of [
    [1, 0],
    [2, 1],
  ] as const) {
    const region = page.getByRole('region', { name: new RegExp(`^Question ${n} of \\d+$`) });
    await expect(region).toBeVisible();
    const radio = region.getByRole('radio').nth(index);
    await radio.check();
    await expect(radio).toBeChecked();
    chosen.push({
      questionId: ((await region.getAttribute('aria-labelledby')) ?? '').replace(/^q-title-/, ''),
      optionId: (await radio.getAttribute('value')) ?? '',
    });
    await page.getByRole('toolbar', { name: 'Question actions' }).getByRole('button', { name: 'Save & Next' }).click();
  }
  await expect(page.getByText('Offline — answers saved on this device')).toBeAttached();
  await expect.poll(() => queuedCount(page), { message: 'answers queued on the device' }).toBeGreaterThanOrEqual(2);

  // Back online: the queue drains and the server holds the answers.
  await context.setOffline(false);
  await expect(page.getByText('All answers saved')).toBeAttached();
  await expect.poll(() => queuedCount(page), { message: 'queue emptied once synced' }).toBe(0);
  const held = await page.request.get(`/api/exam-sets/${setId}/attempt`, { headers: { Authorization: `Bearer ${auth.token}` } });
  expect(held.status()).toBe(200);
  const answers = ((await held.json()) as { answers: { questionId: string; selectedOptionIds: string[] }[] }).answers;
  for (const c of chosen) expect(answers.find((a) => a.questionId === c.questionId)?.selectedOptionIds).toEqual([c.optionId]);
});

/**
 * A deploy replaces sw.js (a new build's worker differs in its precache list). Here the file the
 * server sends is changed in place, as a deploy would, and put back afterwards; the other
 * journeys block service workers, so nothing else reads it meanwhile.
 */
test.describe('after a new build', () => {
  test.describe.configure({ mode: 'serial' });
  const swFile = path.join(webDist, 'sw.js');

  for (const { lang, width, text, reload } of [
    { lang: 'en', width: 1280, text: 'A new version is available', reload: 'Reload' },
    { lang: 'hi', width: 360, text: 'ऐप का नया संस्करण उपलब्ध है', reload: 'रीलोड करें' },
  ] as const) {
    test(`the update prompt appears and Reload brings the new version (${lang}, ${width} px)`, async ({ browser }) => {
      const original = readFileSync(swFile);
      const context = await newContext(browser, { lang, viewport: { width, height: 740 }, serviceWorkers: 'allow' });
      const page = await context.newPage();
      try {
        await page.goto('/about');
        await controlledBySw(page);
        const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
        expect(first).toMatch(/\/sw\.js$/);
        await expect(page.getByText(text)).toHaveCount(0);

        writeFileSync(swFile, Buffer.concat([original, Buffer.from(`\n// build ${Date.now()}\n`)]));
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
        const prompt = page.getByRole('alert').filter({ hasText: text });
        await expect(prompt).toBeVisible();
        await expect(prompt).toHaveCSS('opacity', '1'); // its grow-in has ended: the screenshot shows it whole
        await page.screenshot({ path: `${SHOTS}/pwa-update-${lang}-${width}.png` });

        // Reload: the waiting worker takes over, then the page reloads once, on the new version.
        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: reload }).click();
        await reloaded;
        await expect(page.getByText(text)).toHaveCount(0);
        const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
        expect(waiting).toBe(false);
      } finally {
        writeFileSync(swFile, original);
        await context.close();
      }
    });
  }
});

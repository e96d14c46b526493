import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect as baseExpect, demo, newContext, signInByApi, test, unique } from '../fixtures.ts';
import { e2eDir } from '../env.ts';

/**
 * Questions in from Moodle (issue 16): a Moodle XML file of 20 multiple-choice questions, one
 * with an embedded picture and one essay that is reported and skipped, imported through the
 * question bank's import page with its preview and all-or-nothing rule, then exported again.
 */

const SHOTS = '/tmp/shots-genimport';
const FILE_LABEL = 'Question file (.csv, .xlsx, Moodle XML, GIFT or Aiken)';
const FIXTURE = readFileSync(path.join(e2eDir, 'fixtures', 'moodle-20-questions.xml'), 'utf8');
const PNG_BASE64 = FIXTURE.match(/encoding="base64">([^<]+)</)![1];

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const moodleFile = (tag: string) => Buffer.from(FIXTURE.replaceAll('{{TAG}}', tag), 'utf8');

type BankRow = { id: string; subject: string; topic: string; imageUrl: string | null; text: { hi?: string; en?: string } };

/** The bank as the signed-in admin sees it through the API (what the UI's bank tab lists). */
const bankSearch = (page: Page, search: string) =>
  page.evaluate(async (q) => {
    const res = await fetch(`/api/question-bank?search=${encodeURIComponent(q)}&limit=100`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as { total: number; data: BankRow[] };
  }, search);

const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Moodle XML import and export', () => {
  test.setTimeout(150_000);

  test('20 questions with a picture come in all or nothing, the essay is reported, and the bank goes out as Moodle XML', async ({
    browser,
  }) => {
    const tag = unique('mdl');
    const context = await newContext(browser, { acceptDownloads: true });
    try {
      const page = await context.newPage();
      await signInByApi(page, demo.admin, { goto: '/organization/exam-dashboard' });
      await page.getByRole('tablist', { name: 'Exam dashboard sections' }).getByRole('tab', { name: 'Bulk import' }).click();
      const input = page.getByLabel(FILE_LABEL);

      // 1. A copy with one question that has no right answer: the preview names it, nothing can be imported.
      const broken = FIXTURE.replaceAll('{{TAG}}', tag).replace(
        /(<name><text>Preamble 3<\/text><\/name>[\s\S]*?)<answer fraction="100">/,
        '$1<answer fraction="0">',
      );
      await input.setInputFiles({ name: 'moodle-broken.xml', mimeType: 'application/xml', buffer: Buffer.from(broken, 'utf8') });
      await expect(page.getByRole('status').filter({ hasText: '20 rows: 19 OK, 1 with errors' })).toBeVisible();
      await expect(page.getByText('Fix the rows with errors in your file and upload it again')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import questions' })).toBeDisabled();
      expect((await bankSearch(page, tag)).total).toBe(0);

      // 2. The whole file: 20 questions, the essay reported as left out.
      await input.setInputFiles({ name: 'moodle-20-questions.xml', mimeType: 'application/xml', buffer: moodleFile(tag) });
      await expect(page.getByRole('status').filter({ hasText: '20 rows: 20 OK, 0 with errors' })).toBeVisible();
      const skipped = page.getByText('1 question is of a kind Pariksha does not hold and will be left out:');
      await expect(skipped).toBeVisible();
      await expect(page.getByText('Essay on the Constitution (essay)')).toBeVisible();
      const preview = page.getByRole('table', { name: 'Rows of the file' });
      await expect(preview).toContainText(`${tag} What is 25% of 40?`);
      // The first question's embedded picture is named in the preview.
      await expect(preview.getByRole('row').filter({ hasText: `${tag} What is 25% of 40?` })).toContainText('with a picture');
      await expect(preview.getByText(/with a picture/)).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/moodle-preview-en-1280.png`, fullPage: true });

      // 3. Import: all 20, the picture saved through the storage and served back.
      await page.getByRole('button', { name: 'Import 20 questions' }).click();
      await expect(page.getByText('20 questions imported into the question bank.')).toBeVisible();
      const bank = await bankSearch(page, tag);
      expect(bank.total).toBe(20);
      expect(bank.data.filter((q) => q.subject === 'math' && q.topic === 'percentage')).toHaveLength(10);
      expect(bank.data.filter((q) => q.subject === 'polity' && q.topic === 'preamble')).toHaveLength(10);
      const withImage = bank.data.filter((q) => q.imageUrl);
      expect(withImage).toHaveLength(1);
      expect(withImage[0].text.en).toBe(`${tag} What is 25% of 40?`);
      expect(withImage[0].text.hi).toBe(`${tag} 40 का 25% कितना है?`);
      const image = await page.request.get(withImage[0].imageUrl!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect((await image.body()).toString('base64')).toBe(PNG_BASE64);

      // 4. Export: the bank as Moodle XML, with the picture inside and both languages.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the bank to Moodle XML' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('pariksha-questions-moodle.xml');
      const xml = await readFile(await file.path(), 'utf8');
      for (let i = 1; i <= 10; i++) expect(xml).toContain(`${tag} (${i}) With which words does the Preamble begin?`);
      expect(xml).toContain(`<span lang="hi" class="multilang">${tag} 40 का 25% कितना है?</span>`);
      expect(xml).toContain('@@PLUGINFILE@@/');
      expect(xml).toContain(PNG_BASE64);
      expect(xml).toContain('$course$/top/polity/preamble');
    } finally {
      await context.close();
    }
  });

  test('an Aiken file gets the subject and topic the admin picks in the preview', async ({ page }) => {
    const tag = unique('aik');
    await signInByApi(page, demo.admin, { goto: '/organization/exam-dashboard' });
    await page.getByRole('tablist', { name: 'Exam dashboard sections' }).getByRole('tab', { name: 'Bulk import' }).click();
    const aiken = [1, 2, 3]
      .map((i) => `${tag} What is ${i * 10}% of 200?\nA) ${i * 20}\nB) ${i * 10}\nC) ${200 - i * 20}\nANSWER: A\n`)
      .join('\n');
    await page.getByLabel(FILE_LABEL).setInputFiles({ name: 'questions.txt', mimeType: 'text/plain', buffer: Buffer.from(aiken) });
    await expect(page.getByRole('status').filter({ hasText: '3 rows: 0 OK, 3 with errors' })).toBeVisible();
    await page.getByLabel('Subject for questions without one').selectOption('math');
    await page.getByLabel('Topic for questions without one').selectOption('percentage');
    await expect(page.getByRole('status').filter({ hasText: '3 rows: 3 OK, 0 with errors' })).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 questions' }).click();
    await expect(page.getByText('3 questions imported into the question bank.')).toBeVisible();
    const bank = await bankSearch(page, tag);
    expect(bank.data.map((q) => `${q.subject}/${q.topic}`)).toEqual(['math/percentage', 'math/percentage', 'math/percentage']);
  });

  for (const lang of ['hi', 'en'] as const) {
    for (const width of [360, 1280]) {
      test(`screenshot of the import preview, ${lang} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await signInByApi(page, demo.admin, { goto: '/organization/exam-dashboard', lang });
        await page.getByRole('tab', { name: lang === 'hi' ? 'एक साथ आयात' : 'Bulk import' }).click();
        await page
          .locator('#import-file')
          .setInputFiles({ name: 'moodle-20-questions.xml', mimeType: 'application/xml', buffer: moodleFile(unique('shot')) });
        await expect(page.getByRole('table').last()).toBeVisible();
        await expect(page.getByText('Essay on the Constitution (essay)')).toBeVisible();
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/moodle-preview-${lang}-${width}.png`, fullPage: true });
        expect(await sideScroll(page)).toBeLessThanOrEqual(0);
      });
    }
  }
});

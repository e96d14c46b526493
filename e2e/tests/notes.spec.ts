import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { e2eDir } from '../env.ts';
import { demo, expect, newContext, newUser, signInByApi, signUpByApi, test, unique, useSessionIn, type AuthResponse } from '../fixtures.ts';

/** A lazily loaded page on a busy machine (the editor chunk is large): more time for the first look. */
const FIRST_LOAD = { timeout: 20_000 };

/** A small, valid one-page PDF (exact cross-reference offsets), as an admin's upload. */
function makePdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 56 780 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A new organisation (made by the superAdmin through the API) with one student, signed in in `page`. */
async function studentOfAnotherOrganization(page: Page): Promise<AuthResponse> {
  const su = await page.request.post('/api/auth/signin', { data: { identifier: demo.superAdmin, password: 'Demo@12345' } });
  const { token } = (await su.json()) as AuthResponse;
  const created = await page.request.post('/api/organizations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Other Institute ${unique('o')}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { inviteCode } = (await created.json()) as { inviteCode: string };
  return signUpByApi(page, newUser('other'), { inviteCode });
}

async function withPage<T>(browser: Browser, lang: 'en' | 'hi', run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, { lang });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('an admin uploads a PDF; a student of the institute downloads it; another institute never sees it', async ({ page, browser }) => {
  test.slow();
  const id = unique('p');
  const titleEn = `Ratio practice sheet ${id}`;
  const titleHi = `अनुपात और समानुपात अभ्यास पत्रक ${id.slice(-6)}`;
  const bytes = makePdf(titleEn);

  await signInByApi(page, demo.admin, { goto: '/notes' });
  await page.getByRole('tab', { name: 'PDFs' }).click();
  await expect(page).toHaveURL(/\/pdf-download$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PDF Download' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Upload PDF' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload a PDF' });
  await dialog.getByLabel('PDF file').setInputFiles({ name: 'ratio-sheet.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(dialog.getByText(/ratio-sheet\.pdf · 1 KB/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title in English' }).fill(titleEn);
  await dialog.getByRole('textbox', { name: 'Title in Hindi' }).fill(titleHi);
  await dialog.getByRole('combobox', { name: 'Subject' }).selectOption('math');
  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption('ratio and proportion');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('PDF uploaded')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: titleEn })).toBeVisible();

  // A student of the same institute downloads exactly those bytes, named after the title.
  await withPage(browser, 'en', async (student) => {
    await signInByApi(student, demo.student, { goto: '/pdf-download' });
    await expect(student.getByRole('heading', { name: titleEn })).toBeVisible(FIRST_LOAD);
    await expect(student.getByRole('button', { name: 'Upload PDF' })).toHaveCount(0);
    await expect(student.getByRole('button', { name: `Delete ${titleEn}` })).toHaveCount(0);
    const downloading = student.waitForEvent('download');
    await student.getByRole('button', { name: `Download ${titleEn}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${titleEn}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const received = Buffer.concat(chunks);
    expect(received.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(received.equals(bytes)).toBe(true);
  });

  // In Hindi the file is named after the Hindi title.
  await withPage(browser, 'hi', async (student) => {
    await signInByApi(student, demo.student, { goto: '/pdf-download', lang: 'hi' });
    const downloading = student.waitForEvent('download');
    await student.getByRole('button', { name: `${titleHi} डाउनलोड करें` }).click(FIRST_LOAD);
    expect((await downloading).suggestedFilename()).toBe(`${titleHi}.pdf`);
  });

  // A student of another organisation sees the platform's PDFs but not the institute's.
  await withPage(browser, 'en', async (other) => {
    const auth = await studentOfAnotherOrganization(other);
    await useSessionIn(other, auth, '/pdf-download');
    await expect(other.getByRole('heading', { name: 'Indian Constitution: Key Articles' })).toBeVisible(FIRST_LOAD);
    await expect(other.getByRole('heading', { name: titleEn })).toHaveCount(0);
    await other.getByRole('searchbox', { name: 'Search by title' }).fill(titleEn);
    await expect(other.getByText('No PDFs match these filters')).toBeVisible();
    const list = await other.request.get('/api/pdfs?limit=50', { headers: { Authorization: `Bearer ${auth.token}` } });
    const ids = ((await list.json()) as { data: { id: string; title: { en?: string } }[] }).data;
    expect(ids.some((p) => p.title.en === titleEn)).toBe(false);
  });

  // The admin deletes it again.
  await page.getByRole('button', { name: `Delete ${titleEn}` }).click();
  await page.getByRole('dialog', { name: 'Delete this PDF?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('PDF deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: titleEn })).toHaveCount(0);
});

test('an admin writes a note in Hindi and English; a student reads it in the page', async ({ page, browser }) => {
  test.slow();
  const titleHi = `संविधान की उद्देशिका ${unique('n').slice(-6)}`;
  const titleEn = 'The Preamble in brief';
  const hindiLine = 'उद्देशिका को संविधान की आत्मा कहा जाता है।';

  await signInByApi(page, demo.admin, { goto: '/notes' });
  await page.getByRole('link', { name: 'New note' }).click(FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: 'Hindi text' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('textbox', { name: 'Title in Hindi' }).fill(titleHi);
  await page.getByRole('textbox', { name: 'Title in English' }).fill(titleEn);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('polity');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('preamble');

  const hindiEditor = page.getByRole('textbox', { name: 'Hindi text' });
  await hindiEditor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('उद्देशिका');
  await page.keyboard.press('Enter');
  await page.keyboard.type(hindiLine);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('प्रभुत्व-संपन्न, समाजवादी, पंथनिरपेक्ष, लोकतंत्रात्मक गणराज्य');
  await page.getByRole('tab', { name: 'English text' }).click();
  await page.getByRole('textbox', { name: 'English text' }).click();
  await page.keyboard.type('The Preamble is called the soul of the Constitution.');
  await page.getByRole('button', { name: 'Publish note' }).click();
  await expect(page.getByText('Note published')).toBeVisible();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();

  // The student of the same institute, in Hindi, finds it in the list and reads it.
  await withPage(browser, 'hi', async (student) => {
    await signInByApi(student, demo.student, { goto: '/notes?subject=polity', lang: 'hi' });
    await expect(student.getByRole('link', { name: 'नया नोट' })).toHaveCount(0);
    await student.getByRole('link', { name: new RegExp(titleHi) }).click(FIRST_LOAD);
    await expect(student.getByRole('heading', { level: 1, name: titleHi })).toBeVisible(FIRST_LOAD);
    const body = student.locator('.note-content');
    await expect(body.getByRole('heading', { level: 2, name: 'उद्देशिका' })).toBeVisible();
    await expect(body.getByText(hindiLine)).toBeVisible();
    await expect(body.getByRole('listitem')).toContainText('लोकतंत्रात्मक गणराज्य');
    // Devanagari gets its own language tag and room for its matras.
    await expect(body).toHaveAttribute('lang', 'hi');
    const lineHeight = await body.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize));
    expect(lineHeight).toBeGreaterThan(1.7);
    await expect(student.getByRole('button', { name: 'संपादित करें' })).toHaveCount(0);
    await student.getByRole('main').getByRole('button', { name: 'English' }).click();
    await expect(body.getByText('The Preamble is called the soul of the Constitution.')).toBeVisible();
    await expect(body).toHaveAttribute('lang', 'en');
  });

  // A student of another organisation cannot open it, even with the link.
  const noteUrl = new URL(page.url()).pathname;
  await withPage(browser, 'en', async (other) => {
    const auth = await studentOfAnotherOrganization(other);
    await useSessionIn(other, auth, noteUrl);
    await expect(other.getByText('This note does not exist or is not available to you.')).toBeVisible(FIRST_LOAD);
  });

  // The admin edits it (the text stays sanitised and bilingual) and deletes it.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Hindi text' })).toContainText(hindiLine, FIRST_LOAD);
  await page.getByRole('textbox', { name: 'Title in English' }).fill(`${titleEn} (revised)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${titleEn} (revised)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);
});

test('a student sees no writing tools, and the editor tells them it is for staff', async ({ page }) => {
  await signInByApi(page, demo.student, { goto: '/notes' });
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: /Fundamental Rights at a Glance/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Blood Relations/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New note' })).toHaveCount(0);
  await page.goto('/notes/new');
  await expect(page.getByText('Only admins and teachers can write notes.')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: 'Hindi text' })).toHaveCount(0);
});

test.describe('notes screenshots', () => {
  // For people to look at: E2E_SCREENSHOTS=1 (SHOTS_DIR to choose the folder).
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take them');
  const outDir = process.env.SHOTS_DIR ?? path.join(e2eDir, 'screenshots');

  for (const width of [360, 1280]) {
    test(`notes and PDFs at ${width}px`, async ({ browser }) => {
      test.slow();
      mkdirSync(outDir, { recursive: true });
      const overflow: string[] = [];
      const shoot = async (page: Page, name: string, full = false) => {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        const dx = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (dx > 0) overflow.push(`${name}: ${dx}px`);
        await page.screenshot({ path: path.join(outDir, `notes-${name}-${width}.png`), fullPage: full });
      };
      for (const lang of ['hi', 'en'] as const) {
        const context = await newContext(browser, { viewport: { width, height: 800 }, lang });
        const page = await context.newPage();
        await signInByApi(page, lang === 'hi' ? demo.student : demo.admin, { lang, goto: '/notes' });
        await shoot(page, `list-${lang}`);
        const rivers = lang === 'hi' ? 'भारत की प्रमुख नदियाँ' : 'Major Rivers of India';
        await page.getByRole('link', { name: new RegExp(rivers) }).click();
        await expect(page.getByRole('heading', { level: 1, name: rivers })).toBeVisible();
        await shoot(page, `rivers-${lang}`, true);
        await page.goto('/pdf-download');
        await expect(page.getByRole('button', { name: lang === 'hi' ? /डाउनलोड करें/ : /^Download / }).first()).toBeVisible();
        await shoot(page, `pdfs-${lang}`);
        if (lang === 'en') {
          await page.getByRole('button', { name: 'Upload PDF' }).first().click();
          await shoot(page, 'upload');
          await page.keyboard.press('Escape');
          await page.goto('/notes/new');
          await expect(page.getByRole('textbox', { name: 'Hindi text' })).toBeVisible();
          await shoot(page, 'editor');
        }
        await context.close();
      }
      expect.soft(overflow, `pages that scroll sideways at ${width}px`).toEqual([]);
    });
  }
});

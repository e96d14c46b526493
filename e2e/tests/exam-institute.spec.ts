import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { demo, expect as baseExpect, field, newContext, signInByApi, test, unique } from '../fixtures.ts';

// A long journey on a shared, busy machine: each step may wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * An institute's live test from start to finish: the admin imports questions from a spreadsheet
 * (a bad row first, then the fixed file), builds a live test from a template with them,
 * schedules and publishes it; a student of the institute waits for it, takes it and sees the
 * result; the admin sees the attempt and exports the results.
 */

type Row = Record<string, string>;

/** Original bilingual questions; `tag` makes this run's questions easy to find in the bank. */
function questionRows(tag: string, fixed: boolean): Row[] {
  return [
    {
      subject: 'polity',
      topic: 'constitution',
      difficulty: 'easy',
      question_hi: 'भारतीय संविधान का कौन-सा अनुच्छेद अस्पृश्यता का अंत करता है?',
      question_en: `Which Article of the Constitution of India abolishes untouchability? [${tag}]`,
      option1_hi: 'अनुच्छेद 14',
      option1_en: 'Article 14',
      option2_hi: 'अनुच्छेद 15',
      option2_en: 'Article 15',
      option3_hi: 'अनुच्छेद 17',
      option3_en: 'Article 17',
      option4_hi: 'अनुच्छेद 21',
      option4_en: 'Article 21',
      correct: '3',
      explanation_hi: 'अनुच्छेद 17 अस्पृश्यता का अंत करता है और किसी भी रूप में उसके आचरण को निषिद्ध करता है।',
      explanation_en: 'Article 17 abolishes untouchability and forbids its practice in any form.',
    },
    {
      subject: 'indian geography',
      topic: 'rivers',
      difficulty: 'medium',
      question_hi: "किस नदी को 'दक्षिण गंगा' कहा जाता है?",
      question_en: `Which river is called the 'Dakshin Ganga'? [${tag}]`,
      option1_hi: 'गोदावरी',
      option1_en: 'Godavari',
      option2_hi: 'कृष्णा',
      option2_en: 'Krishna',
      option3_hi: 'कावेरी',
      option3_en: 'Kaveri',
      option4_hi: 'महानदी',
      option4_en: 'Mahanadi',
      correct: '1',
      explanation_hi: 'गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है, इसलिए इसे दक्षिण गंगा कहते हैं।',
      explanation_en: 'The Godavari is the longest river of peninsular India, hence the name Dakshin Ganga.',
    },
    {
      subject: 'math',
      topic: 'percentage',
      difficulty: 'easy',
      question_hi: '$480$ का $25\\%$ कितना है?',
      question_en: `What is $25\\%$ of $480$? [${tag}]`,
      option1_hi: '100',
      option1_en: '100',
      option2_hi: '120',
      option2_en: '120',
      option3_hi: '140',
      option3_en: '140',
      option4_hi: '160',
      option4_en: '160',
      correct: '2',
      explanation_hi: '$480 \\times \\frac{25}{100} = 120$',
      explanation_en: '$480 \\times \\frac{25}{100} = 120$',
    },
    {
      subject: 'math',
      topic: 'simple interest',
      difficulty: 'medium',
      question_hi: '₹2000 पर 5% वार्षिक दर से 3 वर्ष का साधारण ब्याज कितना होगा?',
      question_en: `What is the simple interest on ₹2000 at 5% a year for 3 years? [${tag}]`,
      option1_hi: '₹200',
      option1_en: '₹200',
      option2_hi: '₹250',
      option2_en: '₹250',
      option3_hi: '₹300',
      option3_en: '₹300',
      option4_hi: '₹350',
      option4_en: '₹350',
      correct: '3',
      explanation_hi: 'साधारण ब्याज = 2000 × 5 × 3 / 100 = ₹300',
      explanation_en: 'Simple interest = 2000 × 5 × 3 / 100 = ₹300',
    },
    {
      subject: 'polity',
      topic: 'preamble',
      difficulty: 'hard',
      question_hi: 'भारतीय संविधान की उद्देशिका में किस संशोधन अधिनियम द्वारा संशोधन किया गया?',
      question_en: `Which Amendment Act amended the Preamble of the Constitution of India? [${tag}]`,
      option1_hi: '24वाँ संशोधन',
      option1_en: '24th Amendment',
      option2_hi: '42वाँ संशोधन',
      option2_en: '42nd Amendment',
      option3_hi: '44वाँ संशोधन',
      option3_en: '44th Amendment',
      option4_hi: '52वाँ संशोधन',
      option4_en: '52nd Amendment',
      // The slip: there is no option 5.
      correct: fixed ? '2' : '5',
      explanation_hi: '1976 के 42वें संशोधन ने उद्देशिका में समाजवादी, पंथनिरपेक्ष और अखंडता शब्द जोड़े।',
      explanation_en: 'The 42nd Amendment of 1976 added the words socialist, secular and integrity to the Preamble.',
    },
  ];
}

/** An XLSX file with the template's header row and these rows. */
async function workbook(header: string[], rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(header.map((h) => r[h] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A `datetime-local` value `ms` from now, in the browser's own time zone, to the second. */
function localDateTime(page: Page, fromNowMs: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, fromNowMs);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an institute imports questions, schedules a live test, a student takes it, the admin exports the results', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = unique('q');
  const title = `Weekly Polity and Maths Test ${tag}`;
  const adminContext = await newContext(browser, { acceptDownloads: true });
  const studentContext = await newContext(browser);
  try {
    const admin = await adminContext.newPage();
    await signInByApi(admin, demo.admin, { goto: '/organization/exam-dashboard' });
    const tabs = admin.getByRole('tablist', { name: 'Exam dashboard sections' });

    // 1. The template: download it and use its header row.
    await tabs.getByRole('tab', { name: 'Bulk import' }).click();
    const templateDownload = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download template (XLSX)' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const templateBook = new ExcelJS.Workbook();
    await templateBook.xlsx.load((await readFile(await template.path())) as unknown as ExcelJS.Buffer);
    const header = (templateBook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(expect.arrayContaining(['subject', 'topic', 'question_hi', 'question_en', 'option1_hi', 'correct']));

    // 2. A file with one bad row: the preview names the row and the cell, nothing can be imported.
    const fileInput = admin.getByLabel('Question file (.csv, .xlsx, Moodle XML, GIFT or Aiken)');
    await fileInput.setInputFiles({ name: 'questions.xlsx', mimeType: XLSX, buffer: await workbook(header, questionRows(tag, false)) });
    await expect(admin.getByRole('status').filter({ hasText: '5 rows: 4 OK, 1 with errors' })).toBeVisible();
    const preview = admin.getByRole('table', { name: 'Rows of the file' });
    const badRow = preview.getByRole('row').filter({ hasText: 'Amendment Act' });
    await expect(badRow).toContainText('6'); // the spreadsheet row (the header is row 1)
    await expect(badRow).toContainText('1 error');
    await expect(badRow).toContainText('correct: Option 5 is empty');
    await expect(admin.getByText('Fix the rows with errors in your file and upload it again')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Import questions' })).toBeDisabled();

    // 3. The fixed file imports all five.
    await fileInput.setInputFiles({
      name: 'questions-fixed.xlsx',
      mimeType: XLSX,
      buffer: await workbook(header, questionRows(tag, true)),
    });
    await expect(admin.getByRole('status').filter({ hasText: '5 rows: 5 OK, 0 with errors' })).toBeVisible();
    await admin.getByRole('button', { name: 'Import 5 questions' }).click();
    await expect(admin.getByText('5 questions imported into the question bank.')).toBeVisible();

    // 4. A live test from the GENERAL_EXAM template.
    await tabs.getByRole('tab', { name: 'Tests', exact: true }).click();
    await admin.getByRole('link', { name: 'New test' }).click();
    await admin.getByLabel('Exam template').selectOption('GENERAL_EXAM');
    await expect(admin.getByRole('group', { name: 'Pattern of General exam' })).toContainText('50 questions');
    await field(admin, 'Title (Hindi)').fill(`साप्ताहिक राजव्यवस्था और गणित टेस्ट ${tag}`);
    await field(admin, 'Title (English)').fill(title);
    await admin.getByRole('radiogroup', { name: 'Test type' }).getByRole('radio', { name: 'Live' }).check();
    await admin.getByLabel('Starts at').fill(await localDateTime(admin, 24 * 3600_000));
    await admin.getByLabel('Ends at').fill(await localDateTime(admin, 2 * 24 * 3600_000));
    await admin.getByRole('button', { name: 'Create test' }).click();
    await expect(admin.getByRole('heading', { name: title })).toBeVisible();

    // 5. Its one section gets the imported questions from the bank.
    await admin.getByRole('button', { name: /^General/ }).click();
    await admin.getByRole('button', { name: 'Add from question bank' }).click();
    const picker = admin.getByRole('dialog', { name: 'Add questions from the bank' });
    await picker.getByRole('searchbox', { name: 'Search questions' }).fill(tag);
    const pick = picker.getByRole('checkbox', { name: /^Select question:/ });
    await expect(pick).toHaveCount(5);
    for (const box of await pick.all()) await box.click();
    await expect(picker.getByRole('status').filter({ hasText: '5 selected' })).toBeVisible();
    await picker.getByRole('button', { name: 'Add 5 questions' }).click();
    await expect(picker).toBeHidden();
    await expect(admin.getByRole('list', { name: 'Questions of this section' }).getByRole('listitem')).toHaveCount(5);
    await expect(admin.getByText('45 more questions are planned.')).toBeVisible();

    // The paper is these five: plan five questions (5 marks in all) and pass at 3.
    await admin.getByRole('spinbutton', { name: 'Planned questions' }).fill('5');
    await admin.getByRole('button', { name: 'Save section' }).click();
    await expect(admin.getByText('Section saved')).toBeVisible();
    await expect(admin.getByText('45 more questions are planned.')).toBeHidden();
    await admin.getByRole('textbox', { name: 'Passing marks' }).fill('3');
    await admin.getByRole('button', { name: 'Save set' }).click();
    await expect(admin.getByText('Set saved')).toBeVisible();
    await expect(admin.getByText('1 section(s) · 5 questions · 5 marks in all')).toBeVisible();

    // 6. Scheduled to open in about half a minute, then published.
    const opensInMs = 45_000;
    await admin.getByLabel('Starts at').fill(await localDateTime(admin, opensInMs));
    const opensAt = Date.now() + opensInMs;
    await admin.getByLabel('Ends at').fill(await localDateTime(admin, 24 * 3600_000));
    await admin.getByRole('button', { name: 'Save details' }).click();
    await expect(admin.getByText('Details saved')).toBeVisible();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('dialog', { name: 'Publish this test?' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.getByText('Test published')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // 7. The student sees it coming, with a countdown, then live.
    const student = await studentContext.newPage();
    await signInByApi(student, demo.student, { goto: '/mock-test' });
    const upcoming = student.getByRole('region', { name: /^Upcoming/ });
    const card = upcoming.getByRole('article', { name: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('5 questions · 60 min · 5 marks');
    const countdown = card.getByRole('timer', { name: 'Starts in' });
    await expect(countdown).toBeVisible();
    const first = await countdown.innerText();
    await expect(countdown).not.toHaveText(first, { timeout: 3_000 }); // it ticks
    await expect(card.getByRole('link', { name: 'Read instructions' })).toBeVisible();

    const live = student.getByRole('region', { name: /^Live now/ });
    await expect(live.getByRole('article', { name: title })).toBeVisible({ timeout: opensAt - Date.now() + 20_000 });
    const liveCard = live.getByRole('article', { name: title });
    await expect(liveCard.getByRole('timer', { name: 'Ends in' })).toBeVisible();
    await liveCard.getByRole('link', { name: 'Join Now' }).click();

    // 8. The student takes it.
    await student.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
    await student.getByRole('button', { name: 'Start Test' }).click();
    // Start opens question 1 of the first section (issue 13).
    await expect(student).toHaveURL(/\/section\/[^/]+$/);
    for (let n = 1; n <= 5; n++) {
      const region = student.getByRole('region', { name: `Question ${n} of 5` });
      await expect(region).toBeVisible();
      await region
        .getByRole('radio')
        .nth(n % 4)
        .check();
      await student.getByRole('toolbar', { name: 'Question actions' }).getByRole('button', { name: 'Save & Next' }).click();
    }
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = student.getByRole('dialog', { name: 'Submit the test?' });
    await expect(dialog).toContainText('You have answered 5 of 5 questions.');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(student).toHaveURL(/\/results/);
    await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(student.getByTestId('score')).toHaveText(/ \/ 5$/);
    await expect(student.getByRole('region', { name: 'Rank' })).toContainText('Ranks will appear after the test closes');
    const scoreText = (await student.getByTestId('score').innerText()).split('/')[0]!.trim();

    // 9. The admin sees the attempt and exports the results.
    await tabs.getByRole('tab', { name: 'Results', exact: true }).click();
    await admin.getByLabel('Test', { exact: true }).selectOption({ label: title });
    const attempts = admin.getByRole('table', { name: 'Attempts' });
    const row = attempts.getByRole('row').filter({ hasText: 'Priya Singh' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Submitted');
    await expect(row.getByRole('cell').nth(3)).toHaveText(scoreText);
    const csvDownload = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const content = await readFile(await csv.path(), 'utf8');
    expect(content).toContain('Priya Singh');
    expect(content).toContain(scoreText);
  } finally {
    await adminContext.close();
    await studentContext.close();
  }
});

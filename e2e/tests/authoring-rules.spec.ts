import { mkdirSync } from 'node:fs';
import { demo, expect as baseExpect, signInByApi, test, unique } from '../fixtures.ts';
import { type Api, type Exam, authHeaders, send } from '../api.ts';

// Several saves in a row on a shared, busy machine: each step may wait a little longer.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = '/tmp/authoring-rules-shots';

/**
 * Issue 13, test authoring: an author previews the paper as a student sees it (both languages),
 * Publish stays disabled with the reason until every section holds its planned questions, adding
 * past the plan needs the explicit "change plan", a removed question comes back with Undo, and
 * publishing asks first. At 1280 px in English and at 360 px in Hindi.
 */
const LABELS = {
  en: {
    section: /^General/,
    notReady: 'General (Set 1): add 1 more question.',
    add: 'Add from question bank',
    picker: 'Add questions from the bank',
    search: 'Search questions',
    select: /^Select question:/,
    overPlan: '1 question more than the plan of 2. Unselect it, or change the plan.',
    changePlan: 'Change plan to 3 and add',
    chip: '3 / 3 questions',
    list: 'Questions of this section',
    remove: 'Remove question 3',
    removed: 'Question 3 removed',
    undo: 'Undo',
    restored: 'Question restored',
    preview: 'Preview as student',
    previewTitle: /^Student preview: /,
    questionOf: 'Question 1 of 3',
    otherLanguage: 'Hindi',
    close: 'Close preview',
    publish: 'Publish',
    confirm: 'Publish this test?',
    cancel: 'Cancel',
    published: 'Test published',
    unpublish: 'Unpublish',
  },
  hi: {
    section: /^सामान्य/,
    notReady: 'सामान्य (सेट 1): 1 और प्रश्न जोड़ें।',
    add: 'प्रश्न बैंक से जोड़ें',
    picker: 'प्रश्न बैंक से प्रश्न जोड़ें',
    search: 'प्रश्न खोजें',
    select: /^प्रश्न चुनें:/,
    overPlan: '2 की योजना से 1 प्रश्न अधिक। इसका चयन हटाएँ या योजना बदलें।',
    changePlan: 'योजना 3 करें और जोड़ें',
    chip: '3 / 3 प्रश्न',
    list: 'इस खंड के प्रश्न',
    remove: 'प्रश्न 3 हटाएँ',
    removed: 'प्रश्न 3 हटाया गया',
    undo: 'पहले जैसा करें',
    restored: 'प्रश्न वापस जोड़ा गया',
    preview: 'विद्यार्थी की तरह देखें',
    previewTitle: /^विद्यार्थी का दृश्य: /,
    questionOf: 'प्रश्न 1 / 3',
    otherLanguage: 'अंग्रेज़ी',
    close: 'दृश्य बंद करें',
    publish: 'प्रकाशित करें',
    confirm: 'यह टेस्ट प्रकाशित करें?',
    cancel: 'रद्द करें',
    published: 'टेस्ट प्रकाशित हो गया',
    unpublish: 'अप्रकाशित करें',
  },
} as const;

/** A bilingual bank question whose text carries the run's tag (so the picker's search finds it). */
const question = (api: Api, tag: string, n: number) =>
  send<{ id: string }>(
    api,
    'post',
    '/api/question-bank',
    {
      subject: 'math',
      topic: 'average',
      text: {
        hi: `औसत प्रश्न ${n}: 2, 4 और 6 का औसत क्या है? [${tag}]`,
        en: `Average question ${n}: what is the average of 2, 4 and 6? [${tag}]`,
      },
      options: [
        { hi: 'चार', en: 'Four', isCorrect: true },
        { hi: 'छह', en: 'Six', isCorrect: false },
      ],
    },
    201,
  );

for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'hi', width: 360 },
] as const) {
  test(`authoring rules at ${width} px in ${lang}: preview, publish reasons, plan, undo, confirmation`, async ({ page }) => {
    test.setTimeout(150_000);
    mkdirSync(SHOTS, { recursive: true });
    const L = LABELS[lang];
    await page.setViewportSize({ width, height: 800 });
    const tag = unique('ar');
    const auth = await signInByApi(page, demo.admin, { lang, goto: '' });
    const api = { request: page.request, token: auth.token };

    // A one-section test planned for two questions, one of them attached.
    const [q1, q2, q3, q4] = await Promise.all([1, 2, 3, 4].map((n) => question(api, tag, n)));
    const exam = await send<Exam>(
      api,
      'post',
      '/api/exam-authoring',
      { code: 'GENERAL_EXAM', title: { hi: `नियम टेस्ट ${tag}`, en: `Rules test ${tag}` }, kind: 'practice' },
      201,
    );
    const sectionId = exam.sets[0]!.sections[0]!.id;
    await send(api, 'patch', `/api/exam-authoring/sections/${sectionId}`, { plannedQuestionCount: 2 });
    // The template's pass mark (25 of 50) would be out of reach of this small paper.
    await send(api, 'patch', `/api/exam-authoring/sets/${exam.sets[0]!.id}`, { passingMarks: '1' });
    await send(api, 'put', `/api/exam-authoring/sections/${sectionId}/questions`, { questionIds: [q1!.id] });

    await page.goto(`/organization/exam-dashboard/tests/${exam.id}`);

    // 1. Publish is disabled, and the reason is next to it (and is its description).
    const publish = page.getByRole('button', { name: L.publish, exact: true });
    await expect(publish).toBeDisabled();
    await expect(page.getByText(L.notReady)).toBeVisible();
    await expect(publish).toHaveAccessibleDescription(new RegExp(L.notReady.replace(/[()]/g, '\\$&')));
    await page.screenshot({ path: `${SHOTS}/editor-not-ready-${lang}-${width}.png`, fullPage: true });

    // 2. Two more from the bank is one past the plan: only "change plan" adds them.
    await page.getByRole('button', { name: L.section }).click();
    await page.getByRole('button', { name: L.add }).click();
    const picker = page.getByRole('dialog', { name: L.picker });
    await picker.getByRole('searchbox', { name: L.search }).fill(tag);
    const pick = picker.getByRole('checkbox', { name: L.select });
    await expect(pick).toHaveCount(3); // q2, q3, q4; q1 is already in the section
    await pick.nth(0).click();
    await pick.nth(1).click();
    await expect(picker.getByText(L.overPlan)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/picker-over-plan-${lang}-${width}.png` });
    await picker.getByRole('button', { name: L.changePlan }).click();
    await expect(picker).toBeHidden();
    const list = page.getByRole('list', { name: L.list });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(L.chip, { exact: true })).toBeVisible();

    // The server holds the plan too: a fourth question is refused with the reason.
    const refused = await page.request.put(`/api/exam-authoring/sections/${sectionId}/questions`, {
      data: { questionIds: [q1!.id, q2!.id, q3!.id, q4!.id] },
      headers: { ...authHeaders(api), 'accept-language': 'en' },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This section is planned for 3 questions. Change the plan to add more',
    );

    // 3. Removing a question offers Undo, which puts it back.
    await expect(publish).toBeEnabled();
    await page.getByRole('button', { name: L.remove }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(L.removed)).toBeVisible();
    await expect(publish).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/undo-${lang}-${width}.png` });
    await page.getByRole('button', { name: L.undo }).click();
    await expect(page.getByText(L.restored)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(publish).toBeEnabled();

    // 4. Preview as a student, in both languages, with nothing to answer.
    await page.getByRole('button', { name: L.preview }).click();
    const preview = page.getByRole('dialog', { name: L.previewTitle });
    const first = preview.getByRole('region', { name: L.questionOf });
    await expect(first).toContainText(lang === 'en' ? 'Average question 1' : 'औसत प्रश्न 1');
    await expect(first.getByRole('radio').first()).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/preview-${lang}-${width}.png` });
    await preview.getByRole('button', { name: L.otherLanguage, exact: true }).click();
    await expect(first).toContainText(lang === 'en' ? 'औसत प्रश्न 1' : 'Average question 1');
    await page.screenshot({ path: `${SHOTS}/preview-other-language-${lang}-${width}.png` });
    await preview.getByRole('button', { name: L.close }).click();
    await expect(preview).toBeHidden();

    // 5. Publishing asks first; cancelling publishes nothing.
    await publish.click();
    const confirm = page.getByRole('dialog', { name: L.confirm });
    await page.screenshot({ path: `${SHOTS}/confirm-${lang}-${width}.png` });
    await confirm.getByRole('button', { name: L.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: L.unpublish })).toHaveCount(0);
    await publish.click();
    await confirm.getByRole('button', { name: L.publish, exact: true }).click();
    await expect(page.getByText(L.published)).toBeVisible();
    await expect(page.getByRole('button', { name: L.unpublish })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/published-${lang}-${width}.png`, fullPage: true });
  });
}

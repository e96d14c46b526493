import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, newContext, newUser, signInByApi, signUpByApi, test, useSessionIn, demo } from '../fixtures.ts';
import { withPaper } from '../api.ts';

/**
 * The solutions after a test (issue 13): filters (wrong, unattempted, marked for review, by
 * section) with counts, the number jump, the हिं / EN question switch and "report a question";
 * then the institute's staff find the report in the exam dashboard and resolve it. At 360 px in
 * Hindi and 1280 px in English. The paper is sat through the API (the hall has its own journey).
 */

// A shared, busy machine: each step may wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const EXAM = 'SSC CGL Tier 1 Mock Test 1';
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'screenshots';

type Lang = 'hi' | 'en';
const L = {
  en: {
    filters: 'Show questions',
    sections: 'Filter by section',
    all: 'All',
    wrong: 'Wrong',
    unattempted: 'Unattempted',
    marked: 'Marked for review',
    jump: 'Question numbers',
    jumpToggle: 'Jump to a question',
    q: (n: number) => `Q${n}`,
    qLong: (n: number) => `Question ${n}`,
    language: 'Question language',
    hindi: 'Hindi',
    english: 'English',
    topicsTab: 'Topics',
    weakTopics: 'Weak topics',
    noWeak: 'No weak topics. Well done!',
    report: (n: number) => `Report question ${n}`,
    reported: (n: number) => `Question ${n} reported`,
    reason: 'Translation error',
    details: 'Details (optional)',
    send: 'Send report',
    sent: 'Thank you! Your report has reached the staff.',
    dashboardTab: 'Reported questions',
    resolve: 'Mark resolved',
    resolvedTab: 'Resolved',
    staffReason: 'Translation error',
  },
  hi: {
    filters: 'प्रश्न दिखाएँ',
    sections: 'खंड के अनुसार देखें',
    all: 'सभी',
    wrong: 'गलत',
    unattempted: 'छोड़े गए',
    marked: 'समीक्षा के लिए चिह्नित',
    jump: 'प्रश्न संख्याएँ',
    jumpToggle: 'किसी प्रश्न पर जाएँ',
    q: (n: number) => `प्रश्न ${n}`,
    qLong: (n: number) => `प्रश्न ${n}`,
    language: 'प्रश्न की भाषा',
    hindi: 'हिंदी',
    english: 'अंग्रेज़ी',
    topicsTab: 'टॉपिक',
    weakTopics: 'कमज़ोर टॉपिक',
    noWeak: 'कोई कमज़ोर टॉपिक नहीं। बहुत बढ़िया!',
    report: (n: number) => `प्रश्न ${n} रिपोर्ट करें`,
    reported: (n: number) => `प्रश्न ${n} रिपोर्ट किया गया`,
    reason: 'अनुवाद में गलती है',
    details: 'विवरण (वैकल्पिक)',
    send: 'रिपोर्ट भेजें',
    sent: 'धन्यवाद! आपकी रिपोर्ट स्टाफ़ तक पहुँच गई है।',
    dashboardTab: 'रिपोर्ट किए गए प्रश्न',
    resolve: 'हल किया गया चिह्नित करें',
    resolvedTab: 'हल की गई',
    staffReason: 'अनुवाद में गलती',
  },
} as const;

type Review = {
  id: string;
  sectionId: string;
  position: number;
  text: { hi?: string; en?: string };
  outcome: 'correct' | 'wrong' | 'unattempted';
  state: string;
};
type Analysis = { result: { sections: { sectionId: string; name: { hi?: string; en?: string } }[] }; questions: Review[] };

/** Sits the SSC mock through the API: 8 answered (option A), 2 marked for review (one with an answer), the rest left. */
async function sitMock(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await (await request.get('/api/exams?limit=50', { headers })).json();
  const exam = (list.data as { id: string; title: { en?: string } }[]).find((e) => e.title.en === EXAM);
  expect(exam, `${EXAM} in the catalogue`).toBeTruthy();
  const detail = await (await request.get(`/api/exams/${exam!.id}`, { headers })).json();
  const setId: string = detail.sets[0].id;
  const started = await request.post(`/api/exam-sets/${setId}/attempts`, { headers, data: { language: 'hi' } });
  expect(started.status(), await started.text()).toBe(201);
  const view = await withPaper(request, headers, await started.json());
  const qs = view.questions;
  const answers = [
    ...qs.slice(0, 8).map((q, i) => ({
      questionId: q.id,
      selectedOptionIds: [q.options[0]!.id],
      state: 'answered',
      timeSpentMs: 20_000,
      clientSeq: i + 1,
    })),
    { questionId: qs[8]!.id, selectedOptionIds: [], state: 'marked', timeSpentMs: 5_000, clientSeq: 9 },
    { questionId: qs[9]!.id, selectedOptionIds: [qs[9]!.options[1]!.id], state: 'answeredMarked', timeSpentMs: 5_000, clientSeq: 10 },
  ];
  expect((await request.put(`/api/attempts/${view.id}/answers`, { headers, data: { answers } })).status()).toBe(200);
  expect((await request.post(`/api/attempts/${view.id}/submit`, { headers })).status()).toBe(200);
  const analysis = (await (await request.get(`/api/exam-sets/${setId}/analysis?attemptId=${view.id}`, { headers })).json()) as Analysis;
  return { examId: exam!.id as string, setId, attemptId: view.id, analysis };
}

const articles = (page: Page) => page.getByRole('article');

for (const { lang, width } of [
  { lang: 'hi' as Lang, width: 360 },
  { lang: 'en' as Lang, width: 1280 },
]) {
  test(`solutions at ${width}px in ${lang}: filters, number jump, question language, report; staff resolve it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = L[lang];
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    const user = newUser('sol');
    const auth = await signUpByApi(page, user);
    const { examId, setId, attemptId, analysis } = await sitMock(page.request, auth.token);

    // Paper order: the sections' order, then position (as the page numbers them).
    const rank = new Map(analysis.result.sections.map((s, i) => [s.sectionId, i]));
    const paper = [...analysis.questions].sort((a, b) => rank.get(a.sectionId)! - rank.get(b.sectionId)! || a.position - b.position);
    const count = (f: (q: Review) => boolean) => paper.filter(f).length;
    const wrong = count((q) => q.outcome === 'wrong');
    const unattempted = count((q) => q.outcome === 'unattempted');
    const marked = count((q) => q.state === 'marked' || q.state === 'answeredMarked');
    expect(marked).toBe(2);

    await useSessionIn(page, auth, `/exams/${examId}/${setId}/analysis?attemptId=${attemptId}`, lang);
    const filters = page.getByRole('group', { name: t.filters });
    // The first visit loads the page's chunk and 100 questions on a busy machine: allow for it.
    await expect(filters.getByRole('button', { name: `${t.all} (${paper.length})` })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 45_000,
    });
    await expect(articles(page)).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/solutions-${width}-${lang}.png` });

    // Wrong, unattempted, marked for review: each chip's count is what the list shows.
    await filters.getByRole('button', { name: `${t.wrong} (${wrong})` }).click();
    await expect(articles(page)).toHaveCount(Math.min(wrong, 10));
    await filters.getByRole('button', { name: `${t.unattempted} (${unattempted})` }).click();
    await expect(articles(page)).toHaveCount(Math.min(unattempted, 10));
    await filters.getByRole('button', { name: `${t.marked} (2)` }).click();
    await expect(articles(page)).toHaveCount(2);
    const markedNumbers = paper.flatMap((q, i) => (q.state === 'marked' || q.state === 'answeredMarked' ? [i + 1] : []));
    await expect(articles(page).first()).toHaveAccessibleName(t.q(markedNumbers[0]!));

    // By section, within "all": the last section's questions only.
    await filters.getByRole('button', { name: `${t.all} (${paper.length})` }).click();
    const last = analysis.result.sections.at(-1)!;
    const inLast = count((q) => q.sectionId === last.sectionId);
    await page
      .getByRole('group', { name: t.sections })
      .getByRole('button', { name: `${last.name[lang] ?? last.name.en} (${inLast})` })
      .click();
    await expect(articles(page).first()).toHaveAccessibleName(t.q(paper.length - inLast + 1));

    // The number jump (folded on a phone) opens a question the section filter hides.
    const jump = page.getByRole('navigation', { name: t.jump });
    if (width < 600) await jump.getByRole('button', { name: t.jumpToggle }).click();
    await jump.getByRole('button', { name: new RegExp(`^${t.qLong(3)}, `) }).click();
    const third = page.getByRole('article', { name: t.q(3), exact: true });
    await expect(third).toBeFocused();
    await expect(third).toBeInViewport();
    if (width < 600) {
      await page.screenshot({ path: `${SHOTS}/solutions-jump-${width}-${lang}.png` });
      await jump.getByRole('button', { name: t.jumpToggle }).click();
    }

    // The question language: the other language's text, the interface unchanged.
    const q1 = paper[0]!;
    const first = page.getByRole('article', { name: t.q(1), exact: true });
    const other: Lang = lang === 'hi' ? 'en' : 'hi';
    await expect(first).toContainText(q1.text[lang]!.slice(0, 20));
    await page
      .getByRole('group', { name: t.language })
      .getByRole('button', { name: other === 'hi' ? t.hindi : t.english })
      .click();
    await expect(first).toContainText(q1.text[other]!.slice(0, 20));
    await expect(filters).toBeVisible();

    // Report question 1: a reason and words; the button then says it is reported.
    await first.getByRole('button', { name: t.report(1) }).click();
    const dialog = page.getByRole('dialog', { name: t.report(1) });
    await dialog.getByRole('radio', { name: t.reason }).check();
    await dialog.getByRole('textbox', { name: t.details }).fill(`${user.name}: the Hindi wording differs`);
    if (width < 600) await page.screenshot({ path: `${SHOTS}/solutions-report-${width}-${lang}.png` });
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(first.getByRole('button', { name: t.reported(1) })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/solutions-reported-${width}-${lang}.png`, fullPage: width >= 600 });

    // A paper left mostly blank (a few marks out of 200) names its weak topics (the skipped ones too).
    await page.getByRole('tab', { name: t.topicsTab }).click();
    const weak = page.getByRole('region', { name: t.weakTopics });
    await expect(weak.getByRole('listitem').or(weak.locator('.MuiChip-root')).first()).toBeVisible();
    await expect(page.getByText(t.noWeak)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/solutions-topics-${width}-${lang}.png` });

    // The question's staff: the report in the exam dashboard, with the student and the reason; resolved.
    // The SSC mock is the platform's own content, so its staff are the platform's (the superadmin).
    const staffContext = await newContext(browser, { lang, viewport: { width, height: width < 600 ? 780 : 900 } });
    const staff = await staffContext.newPage();
    await signInByApi(staff, demo.superAdmin, { lang, goto: '/organization/exam-dashboard/reports' });
    await expect(staff.getByRole('heading', { name: t.dashboardTab })).toBeVisible();
    const item = staff.getByRole('listitem').filter({ hasText: user.name });
    await expect(item).toContainText(t.staffReason);
    await expect(item).toContainText(`${user.name}: the Hindi wording differs`);
    await expect(item).toContainText(q1.text[lang]!.slice(0, 20));
    await staff.screenshot({ path: `${SHOTS}/solutions-staff-reports-${width}-${lang}.png`, fullPage: width >= 600 });
    await item.getByRole('button', { name: t.resolve }).click();
    await expect(item).toHaveCount(0);
    await staff.getByRole('button', { name: t.resolvedTab, exact: true }).click();
    await expect(staff.getByRole('listitem').filter({ hasText: user.name })).toBeVisible();
    await staffContext.close();
  });
}

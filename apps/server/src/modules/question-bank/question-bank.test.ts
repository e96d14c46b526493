import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  type BankList,
  type BankQuestion,
  type ImportReport,
} from '@pariksha/shared/schemas/question-bank';
import { examSectionQuestions, questions, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  multipart,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let su: AuthResponse;
let admin: AuthResponse;
let student: AuthResponse;
let teacher: AuthResponse;
let other: SecondOrganization;

beforeAll(async () => {
  t = await createTestApp();
  [su, admin, student] = await Promise.all([signIn(t.app, 'superadmin'), signIn(t.app, 'admin'), signIn(t.app, 'student')]);
  other = await createOrganizationWithMembers(t.app);
  const future = await signUp(t.app, { inviteCode: 'DEMO2026' });
  await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, future.user.id));
  teacher = await signIn(t.app, future.user.username, future.password);
});
afterAll(() => t?.close());

const req = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let n = 0;
const validQuestion = (over: Record<string, unknown> = {}) => ({
  subject: 'math',
  topic: 'percentage',
  difficulty: 'easy',
  text: { hi: `प्रश्न ${++n}: 200 का 10% क्या है?`, en: `Question ${n}: what is 10% of 200?` },
  options: [
    { hi: '10', en: '10', isCorrect: false },
    { hi: '20', en: '20', isCorrect: true },
    { hi: '30', en: '30', isCorrect: false },
    { hi: '40', en: '40', isCorrect: false },
  ],
  explanation: { en: '200 × 10 / 100 = 20' },
  ...over,
});

async function create(token: string, over: Record<string, unknown> = {}) {
  const res = await req('POST', '/api/question-bank', token, validQuestion(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BankQuestion;
}

const list = async (token: string, query = '') => {
  const res = await req('GET', `/api/question-bank${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BankList;
};

describe('staff only', () => {
  it.each([
    ['GET', '/api/question-bank'],
    ['GET', `/api/question-bank/${crypto.randomUUID()}`],
    ['POST', '/api/question-bank'],
    ['PATCH', `/api/question-bank/${crypto.randomUUID()}`],
    ['DELETE', `/api/question-bank/${crypto.randomUUID()}`],
    ['GET', '/api/question-bank/import/template'],
    ['POST', '/api/question-bank/import/preview'],
    ['POST', '/api/question-bank/import'],
  ] as const)('%s %s: 403 for a student (even with a bad body), 401 signed out', async (method, url) => {
    const before = await countRows(t.db, questions);
    expectError(await req(method, url, student.token, method === 'GET' ? undefined : { nonsense: true }), 403, 'FORBIDDEN');
    expectError(await req(method, url, other.student.token, method === 'GET' ? undefined : validQuestion()), 403, 'FORBIDDEN');
    expectError(await req(method, url), 401, 'UNAUTHORIZED');
    expect(await countRows(t.db, questions)).toBe(before);
  });
});

describe('GET /api/question-bank', () => {
  it("lists the caller's organisation's bank with answers, paged", async () => {
    const page1 = await list(admin.token, '?limit=5');
    expect(page1).toMatchObject({ page: 1, limit: 5 });
    expect(page1.data).toHaveLength(5);
    expect(page1.total).toBeGreaterThanOrEqual(100); // the demo institute's seeded copies
    const page2 = await list(admin.token, '?limit=5&page=2');
    expect(page2.data.map((q) => q.id)).not.toEqual(expect.arrayContaining(page1.data.map((q) => q.id).slice(0, 1)));
    const ids = [...page1.data, ...page2.data].map((q) => q.id);
    const rows = await Promise.all(ids.map(async (id) => (await t.db.select().from(questions).where(eq(questions.id, id)))[0]));
    expect(new Set(rows.map((r) => r.organizationId))).toEqual(new Set([DEMO_ORG_ID]));
    const q = page1.data[0];
    expect(q.options.length).toBeGreaterThanOrEqual(2);
    expect(q.correctOptionIds.length).toBeGreaterThanOrEqual(1);
    expect(q.languages).toEqual(['hi', 'en']);
  });

  it("never shows another organisation's questions", async () => {
    const mine = await create(admin.token);
    const theirs = await list(other.admin.token, '?limit=100');
    expect(theirs.data.map((q) => q.id)).not.toContain(mine.id);
    const ownOnly = await create(other.admin.token);
    expect((await list(other.admin.token, '?limit=100')).data.map((q) => q.id)).toContain(ownOnly.id);
    expect((await list(admin.token, '?limit=100&search=' + encodeURIComponent(ownOnly.text.en!))).data).toEqual([]);
  });

  it('returns just the questions asked for by id, and only its own', async () => {
    const a = await create(admin.token);
    const b = await create(admin.token);
    const theirs = await create(other.admin.token);
    const res = await list(admin.token, `?ids=${a.id},${theirs.id},${b.id}&limit=100`);
    expect(res.data.map((q) => q.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.total).toBe(2);
    expectError(await req('GET', '/api/question-bank?ids=not-a-uuid', admin.token), 400, 'VALIDATION_FAILED');
  });

  it('filters by subject, topic and difficulty', async () => {
    const hard = await create(admin.token, { subject: 'polity', topic: 'preamble', difficulty: 'hard' });
    const bySubject = await list(admin.token, '?subject=polity&limit=100');
    expect(bySubject.data.every((q) => q.subject === 'polity')).toBe(true);
    expect(bySubject.data.map((q) => q.id)).toContain(hard.id);
    const byTopic = await list(admin.token, '?subject=polity&topic=preamble&difficulty=hard&limit=100');
    expect(byTopic.data.every((q) => q.topic === 'preamble' && q.difficulty === 'hard')).toBe(true);
    expect(byTopic.data.map((q) => q.id)).toContain(hard.id);
    expect(byTopic.total).toBe(byTopic.data.length);
  });

  it('filters by language: questions that have text in it', async () => {
    const enOnly = await create(admin.token, {
      text: { en: `English only ${n}` },
      options: [
        { en: 'Yes', isCorrect: true },
        { en: 'No', isCorrect: false },
      ],
    });
    expect(enOnly.languages).toEqual(['en']);
    expect((await list(admin.token, `?language=hi&search=${encodeURIComponent('English only')}`)).total).toBe(0);
    expect((await list(admin.token, `?language=en&search=${encodeURIComponent('English only')}`)).data.map((q) => q.id)).toContain(
      enOnly.id,
    );
  });

  it('searches Hindi and English text, case-insensitively, with % and _ taken literally', async () => {
    const q = await create(admin.token, { text: { hi: 'अनोखा प्रश्न वर्षा_100%', en: 'A Unique Rainfall question' } });
    expect((await list(admin.token, '?search=unique%20RAINFALL')).data.map((x) => x.id)).toEqual([q.id]);
    expect((await list(admin.token, `?search=${encodeURIComponent('अनोखा')}`)).data.map((x) => x.id)).toEqual([q.id]);
    expect((await list(admin.token, `?search=${encodeURIComponent('_100%')}`)).data.map((x) => x.id)).toEqual([q.id]);
    const percent = await list(admin.token, `?search=${encodeURIComponent('%')}&limit=100`);
    expect(percent.data.map((x) => x.id)).toContain(q.id);
    for (const x of percent.data) expect(`${x.text.hi} ${x.text.en}`).toContain('%');
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?page=abc', '?difficulty=tough', '?language=fr', `?search=${'x'.repeat(101)}`])(
    'refuses %s with 400',
    async (query) => {
      expectError(await req('GET', `/api/question-bank${query}`, admin.token), 400, 'VALIDATION_FAILED');
    },
  );
});

describe('GET /api/question-bank/:questionId', () => {
  it('answers the question with its answer to its staff and superAdmin; 404 to another organisation', async () => {
    const q = await create(admin.token);
    const res = await req('GET', `/api/question-bank/${q.id}`, teacher.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(q);
    expect((await req('GET', `/api/question-bank/${q.id}`, su.token)).statusCode).toBe(200);
    expectError(await req('GET', `/api/question-bank/${q.id}`, other.admin.token), 404, 'NOT_FOUND');
    expectError(await req('GET', `/api/question-bank/${crypto.randomUUID()}`, admin.token), 404, 'NOT_FOUND');
    expectError(await req('GET', '/api/question-bank/not-a-uuid', admin.token), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/question-bank', () => {
  it('saves the question in the caller’s organisation with option ids a, b, c… and the correct ones', async () => {
    const q = await create(teacher.token, {
      options: [
        { hi: 'क', en: 'A', isCorrect: true },
        { en: 'B', isCorrect: false },
        { hi: 'ग', isCorrect: true },
      ],
      imageUrl: 'https://example.com/figure.png',
    });
    expect(q).toMatchObject({
      subject: 'math',
      topic: 'percentage',
      difficulty: 'easy',
      options: [
        { id: 'a', hi: 'क', en: 'A' },
        { id: 'b', en: 'B' },
        { id: 'c', hi: 'ग' },
      ],
      correctOptionIds: ['a', 'c'],
      explanation: { en: '200 × 10 / 100 = 20' },
      imageUrl: 'https://example.com/figure.png',
      languages: ['hi', 'en'],
      usedInSections: 0,
    });
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row).toMatchObject({ organizationId: DEMO_ORG_ID, createdBy: teacher.user.id, sourceKey: null });
  });

  it('defaults difficulty to medium and drops empty languages', async () => {
    const q = await create(admin.token, { difficulty: undefined, text: { hi: '', en: `Only English ${n}` }, explanation: undefined });
    expect(q).toMatchObject({ difficulty: 'medium', text: { en: expect.any(String) }, explanation: {}, languages: ['en'], imageUrl: null });
    expect(q.text).not.toHaveProperty('hi');
  });

  const two = [
    { en: 'A', isCorrect: true },
    { en: 'B', isCorrect: false },
  ];
  it.each([
    ['an unknown subject', { subject: 'astrology', topic: 'stars' }],
    ['a topic of another subject', { subject: 'math', topic: 'preamble' }],
    ['no text in either language', { text: {} }],
    ['one option', { options: [{ en: 'A', isCorrect: true }] }],
    ['seven options', { options: Array.from({ length: 7 }, (_, i) => ({ en: `O${i}`, isCorrect: i === 0 })) }],
    ['no correct option', { options: two.map((o) => ({ ...o, isCorrect: false })) }],
    ['an option without text', { options: [...two, { hi: ' ', isCorrect: false }] }],
    ['an unknown difficulty', { difficulty: 'tough' }],
    ['an ftp image link', { imageUrl: 'ftp://example.com/a.png' }],
    ['a text that is not an object', { text: 'What?' }],
    ['an over-long option', { options: [{ en: 'x'.repeat(2001), isCorrect: true }, two[1]] }],
  ])('refuses %s with 400 and writes nothing', async (_label, over) => {
    const before = await countRows(t.db, questions);
    const error = expectError(await req('POST', '/api/question-bank', admin.token, validQuestion(over)), 400, 'VALIDATION_FAILED');
    expect(error.details).toEqual({ fields: expect.any(Array) });
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('answers validation errors in Hindi for a Hindi caller', async () => {
    const res = await req('POST', '/api/question-bank', admin.token, validQuestion({ subject: 'math', topic: 'preamble' }), {
      'accept-language': 'hi',
    });
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('सूची से विषय और टॉपिक चुनें');
  });
});

describe('PATCH /api/question-bank/:questionId', () => {
  it('replaces the content', async () => {
    const q = await create(admin.token);
    const res = await req(
      'PATCH',
      `/api/question-bank/${q.id}`,
      teacher.token,
      validQuestion({ subject: 'reasoning', topic: 'analogy', difficulty: 'hard' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: q.id, subject: 'reasoning', topic: 'analogy', difficulty: 'hard', correctOptionIds: ['b'] });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(q.updatedAt));
  });

  it("answers 404 to another organisation's admin and 400 to bad input, changing nothing", async () => {
    const q = await create(admin.token);
    const [before] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expectError(await req('PATCH', `/api/question-bank/${q.id}`, other.admin.token, validQuestion()), 404, 'NOT_FOUND');
    expectError(await req('PATCH', `/api/question-bank/${q.id}`, admin.token, validQuestion({ options: [] })), 400, 'VALIDATION_FAILED');
    expectError(await req('PATCH', `/api/question-bank/${q.id}`, admin.token, {}), 400, 'VALIDATION_FAILED');
    expectError(await req('PATCH', '/api/question-bank/123', admin.token, validQuestion()), 400, 'VALIDATION_FAILED');
    const [after] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(after).toEqual(before);
  });

  it('lets superAdmin fix any organisation’s question', async () => {
    const q = await create(other.admin.token);
    const res = await req('PATCH', `/api/question-bank/${q.id}`, su.token, validQuestion({ difficulty: 'hard' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.organizationId).toBe(other.organization.id);
  });
});

describe('DELETE /api/question-bank/:questionId', () => {
  it('deletes an unused question', async () => {
    const q = await create(admin.token);
    const res = await req('DELETE', `/api/question-bank/${q.id}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(questions).where(eq(questions.id, q.id))).toEqual([]);
    expectError(await req('DELETE', `/api/question-bank/${q.id}`, admin.token), 404, 'NOT_FOUND');
  });

  it('refuses with 409 while a test uses it', async () => {
    const [used] = await t.db
      .select({ questionId: examSectionQuestions.questionId })
      .from(examSectionQuestions)
      .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
      .where(eq(questions.organizationId, DEMO_ORG_ID))
      .limit(1);
    const before = await countRows(t.db, questions);
    expect((await req('GET', `/api/question-bank/${used.questionId}`, admin.token)).json().usedInSections).toBeGreaterThan(0);
    expectError(await req('DELETE', `/api/question-bank/${used.questionId}`, admin.token), 409, 'CONFLICT');
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it("answers 404 to another organisation's admin", async () => {
    const q = await create(admin.token);
    expectError(await req('DELETE', `/api/question-bank/${q.id}`, other.admin.token), 404, 'NOT_FOUND');
    expect(await t.db.select().from(questions).where(eq(questions.id, q.id))).toHaveLength(1);
  });
});

// ---------- import ----------

type Cells = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;
const row = (i: number, over: Cells = {}): Cells => ({
  subject: 'reasoning',
  topic: 'analogy',
  difficulty: 'medium',
  question_hi: `आयात प्रश्न ${i}`,
  question_en: `Imported question ${i}`,
  option1_en: 'One',
  option2_en: 'Two',
  option3_en: 'Three',
  correct: '3',
  ...over,
});
const csvOf = (rows: Cells[], header: readonly string[] = IMPORT_COLUMNS) =>
  Buffer.from(
    [header.join(','), ...rows.map((r) => header.map((c) => `"${(r[c as keyof Cells] ?? '').replace(/"/g, '""')}"`).join(','))].join(
      '\r\n',
    ),
    'utf8',
  );
async function xlsxOf(rows: Cells[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => r[c] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const upload = async (
  path: string,
  token: string,
  bytes: Buffer,
  filename: string,
  type = 'text/csv',
  headers: Record<string, string> = {},
) => {
  const body = await multipart({ file: { bytes, filename, type } });
  return t.app.inject({
    method: 'POST',
    url: `/api/question-bank/import${path}`,
    headers: { ...authHeader(token), ...body.headers, ...headers },
    payload: body.payload,
  });
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /api/question-bank/import/template', () => {
  it('downloads the CSV template: BOM, the columns and two examples', async () => {
    const res = await req('GET', '/api/question-bank/import/template', teacher.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="question-import-template.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(IMPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(text).toContain('भारत का राष्ट्रीय पशु कौन सा है?');
    // What it offers must import as is.
    const preview = await upload('/preview', admin.token, res.rawPayload, 'template.csv');
    expect(preview.json()).toMatchObject({ validCount: 2, errorCount: 0 });
  });

  it('downloads the XLSX template, which also imports as is', async () => {
    const res = await req('GET', '/api/question-bank/import/template?format=xlsx', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="question-import-template.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const preview = await upload('/preview', admin.token, res.rawPayload, 'template.xlsx', XLSX_TYPE);
    expect(preview.json()).toMatchObject({ validCount: 2, errorCount: 0 });
  });

  it('refuses an unknown format with 400', async () => {
    expectError(await req('GET', '/api/question-bank/import/template?format=pdf', admin.token), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/question-bank/import/preview', () => {
  it('reports every row and writes nothing', async () => {
    const before = await countRows(t.db, questions);
    const res = await upload('/preview', admin.token, csvOf([row(1), row(2, { correct: '4' }), row(3)]), 'questions.csv');
    expect(res.statusCode, res.body).toBe(200);
    const report: ImportReport = res.json();
    expect(report).toMatchObject({ validCount: 2, errorCount: 1, imported: 0 });
    expect(report.rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(report.rows[1].errors).toEqual([{ column: 'correct', message: 'Option 4 is empty' }]);
    expect(report.rows[0].preview).toEqual({
      subject: 'reasoning',
      topic: 'analogy',
      difficulty: 'medium',
      text: { hi: 'आयात प्रश्न 1', en: 'Imported question 1' },
      optionCount: 3,
      correct: '3',
      hasImage: false,
    });
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('reads XLSX too', async () => {
    const res = await upload('/preview', admin.token, await xlsxOf([row(1), row(2)]), 'questions.xlsx', XLSX_TYPE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ validCount: 2, errorCount: 0 });
  });

  // A spreadsheet name with other bytes is named as a spreadsheet problem; any other type gets
  // the list of every format the bank reads (CSV, XLSX, Moodle XML, GIFT, Aiken).
  const EVERY_FORMAT = 'Upload a .csv, .xlsx, .xml (Moodle XML), .gift or .txt (GIFT or Aiken) file';
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7 ...'), 'questions.pdf', 'application/pdf', EVERY_FORMAT],
    ['a text file named .xlsx', Buffer.from('subject,topic'), 'questions.xlsx', XLSX_TYPE, 'Upload a .csv or .xlsx file'],
    ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'questions.png', 'image/png', EVERY_FORMAT],
  ])('refuses %s with 400', async (_label, bytes, name, type, message) => {
    const error = expectError(await upload('/preview', admin.token, bytes, name, type), 400, 'VALIDATION_FAILED');
    expect(error.message).toBe(message);
  });

  it('refuses a file without the needed columns, naming them', async () => {
    const res = await upload('/preview', admin.token, csvOf([row(1)], ['subject', 'question_en', 'option1_en', 'option2_en']), 'q.csv');
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.message).toBe('The file is missing the columns: topic, correct');
    expect(error.details).toEqual({ missingColumns: ['topic', 'correct'] });
  });

  it('refuses an empty file, a missing file and a JSON body with 400', async () => {
    expectError(await upload('/preview', admin.token, csvOf([]), 'q.csv'), 400, 'VALIDATION_FAILED');
    const onlyField = await multipart({}, { note: 'no file' });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/question-bank/import/preview',
        headers: { ...authHeader(admin.token), ...onlyField.headers },
        payload: onlyField.payload,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await req('POST', '/api/question-bank/import/preview', admin.token, { file: 'x' }), 400, 'VALIDATION_FAILED');
  });

  it('accepts a file larger than the avatar limit but within the import limit', async () => {
    const rows = Array.from({ length: 175 }, (_, i) => row(20_000 + i, { explanation_en: 'x'.repeat(19_000) }));
    const bytes = csvOf(rows);
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload('/preview', admin.token, bytes, 'long.csv');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ validCount: 175, errorCount: 0 });
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([csvOf([row(1)]), Buffer.alloc(IMPORT_MAX_BYTES, 0x20)]);
    expectError(await upload('/preview', admin.token, big, 'big.csv'), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/question-bank/import', () => {
  it('saves every row in the caller’s organisation and answers 201 with the count', async () => {
    const before = await countRows(t.db, questions);
    const res = await upload(
      '',
      other.admin.token,
      csvOf([row(1), row(2, { correct: '1,2', option4_hi: 'चार' }), row(3, { difficulty: '' })]),
      'questions.csv',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ validCount: 3, errorCount: 0, imported: 3 });
    expect(await countRows(t.db, questions)).toBe(before + 3);
    const found = await list(other.admin.token, `?search=${encodeURIComponent('Imported question')}&limit=10`);
    expect(found.total).toBe(3);
    const second = found.data.find((q) => q.text.en === 'Imported question 2')!;
    expect(second).toMatchObject({ subject: 'reasoning', topic: 'analogy', correctOptionIds: ['a', 'b'] });
    expect(second.options).toEqual([
      { id: 'a', en: 'One' },
      { id: 'b', en: 'Two' },
      { id: 'c', en: 'Three' },
      { id: 'd', hi: 'चार' },
    ]);
    expect(found.data.find((q) => q.text.en === 'Imported question 3')!.difficulty).toBe('medium');
    const rows = await t.db.select().from(questions).where(eq(questions.id, second.id));
    expect(rows[0]).toMatchObject({ organizationId: other.organization.id, createdBy: other.admin.user.id });
  });

  it('saves nothing when any row is bad: 422 with the whole report (row numbers and columns) in details', async () => {
    const before = await countRows(t.db, questions);
    const rows = [row(1), row(2), row(3, { topic: 'calculus' }), row(4), row(5, { question_hi: '', question_en: '', correct: 'x' })];
    const res = await upload('', admin.token, csvOf(rows), 'questions.csv');
    const error = expectError(res, 422, 'UNPROCESSABLE');
    expect(error.message).toBe('Some rows have errors. Nothing was imported.');
    const report = error.details as ImportReport;
    expect(report).toMatchObject({ validCount: 3, errorCount: 2, imported: 0 });
    expect(report.rows.filter((r) => !r.ok)).toEqual([
      expect.objectContaining({ row: 4, errors: [{ column: 'topic', message: 'Choose a topic of this subject from the list' }] }),
      expect.objectContaining({
        row: 6,
        errors: expect.arrayContaining([
          { column: 'correct', message: 'Write the number of the correct option, such as 2 or 1,3' },
          { column: 'question_hi', message: 'Write the question in Hindi or English' },
        ]),
      }),
    ]);
    expect(await countRows(t.db, questions)).toBe(before);
  });

  it('writes the report and the error in Hindi for a Hindi caller', async () => {
    const res = await upload('', admin.token, csvOf([row(1, { correct: '9' })]), 'q.csv', 'text/csv', { 'accept-language': 'hi' });
    const error = expectError(res, 422, 'UNPROCESSABLE');
    expect(error.message).toBe('कुछ पंक्तियों में त्रुटियाँ हैं। कुछ भी आयात नहीं किया गया।');
    expect((error.details as ImportReport).rows[0].errors).toEqual([{ column: 'correct', message: 'विकल्प 9 खाली है' }]);
  });

  it('imports a large XLSX file in one go (several insert batches)', async () => {
    const before = await countRows(t.db, questions);
    const rows = Array.from({ length: 1200 }, (_, i) => row(10_000 + i, { subject: 'math', topic: 'average' }));
    const res = await upload('', teacher.token, await xlsxOf(rows), 'big.xlsx', XLSX_TYPE);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
    expect(res.json().imported).toBe(1200);
    expect(await countRows(t.db, questions)).toBe(before + 1200);
  });

  it('refuses a wrong file type with 400, writing nothing', async () => {
    const before = await countRows(t.db, questions);
    expectError(await upload('', admin.token, Buffer.from('%PDF'), 'q.pdf', 'application/pdf'), 400, 'VALIDATION_FAILED');
    expect(await countRows(t.db, questions)).toBe(before);
  });
});

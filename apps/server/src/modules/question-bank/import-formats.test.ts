import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { BankList, ImportReport } from '@pariksha/shared/schemas/question-bank';
import { questions } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let admin: AuthResponse;
let other: SecondOrganization;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart body with one file, as the browser sends it. */
function upload(url: string, filename: string, content: string | Buffer, token = admin.token) {
  const boundary = '----pariksha-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** A Moodle XML file of `n` multiple-choice questions under one topic, one with a picture, and an essay. */
function moodleFile(tag: string, n: number) {
  const items = Array.from({ length: n }, (_, i) => {
    const image =
      i === 0
        ? `<text><![CDATA[<p>${tag} question ${i + 1}?</p><img src="@@PLUGINFILE@@/pic.png">]]></text><file name="pic.png" path="/" encoding="base64">${PNG.toString('base64')}</file>`
        : `<text><![CDATA[<p>${tag} question ${i + 1}?</p>]]></text>`;
    return `<question type="multichoice"><name><text>Q${i + 1}</text></name><questiontext format="html">${image}</questiontext>
      <answer fraction="100"><text>right ${i}</text></answer><answer fraction="0"><text>wrong ${i}</text></answer></question>`;
  }).join('\n');
  return `<?xml version="1.0"?><quiz><question type="category"><category><text>$course$/top/math/percentage</text></category></question>
${items}
<question type="essay"><name><text>Essay about ${tag}</text></name><questiontext><text>Write</text></questiontext></question></quiz>`;
}

const bankOf = async (search: string, token = admin.token): Promise<BankList> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/question-bank?search=${encodeURIComponent(search)}&limit=100`,
      headers: authHeader(token),
    })
  ).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

describe('question import from Moodle formats', () => {
  it('previews a Moodle XML file without saving, naming the skipped essay', async () => {
    const tag = `prev${Date.now()}`;
    const res = await upload('/api/question-bank/import/preview', 'bank.xml', moodleFile(tag, 3));
    expect(res.statusCode, res.body).toBe(200);
    const report: ImportReport = res.json();
    expect(report).toMatchObject({ validCount: 3, errorCount: 0, imported: 0 });
    expect(report.skipped).toEqual([{ row: 4, name: `Essay about ${tag}`, type: 'essay' }]);
    expect((await bankOf(tag)).total).toBe(0);
  });

  it('imports 20 questions with the picture through the storage, all in one go', async () => {
    const tag = `imp${Date.now()}`;
    const res = await upload('/api/question-bank/import', 'bank.xml', moodleFile(tag, 20));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ imported: 20, skipped: [{ type: 'essay' }] });
    const bank = await bankOf(tag);
    expect(bank.total).toBe(20);
    const withImage = bank.data.find((q) => q.text.en === `${tag} question 1?`)!;
    expect(withImage.imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: withImage.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(bank.data.every((q) => q.subject === 'math' && q.topic === 'percentage')).toBe(true);
  });

  it('imports GIFT and Aiken text files', async () => {
    const tag = `txt${Date.now()}`;
    const gift = await upload('/api/question-bank/import', 'q.gift', `$CATEGORY: math/percentage\n\n::a:: ${tag} gift? {=yes ~no}\n`);
    expect(gift.statusCode, gift.body).toBe(201);
    const aiken = await upload('/api/question-bank/import/preview', 'q.txt', `${tag} aiken?\nA. one\nB. two\nANSWER: A\n`);
    // Aiken has no categories: the row asks for a subject, and nothing is saved.
    expect(aiken.statusCode, aiken.body).toBe(200);
    expect(aiken.json().rows[0].errors.map((e: { column: string }) => e.column)).toContain('subject');
    expect((await bankOf(tag)).total).toBe(1);
  });

  it('saves nothing when any question is wrong (422 with the report)', async () => {
    const tag = `bad${Date.now()}`;
    const xml = moodleFile(tag, 2).replace('<answer fraction="100"><text>right 1</text></answer>', '');
    const res = await upload('/api/question-bank/import', 'bank.xml', xml.replace(/fraction="100"/g, 'fraction="0"'));
    expectError(res, 422, 'UNPROCESSABLE');
    expect((await bankOf(tag)).total).toBe(0);
  });

  it('refuses a bad file with a 400', async () => {
    expectError(await upload('/api/question-bank/import/preview', 'bank.xml', '<html>nope</html>'), 400, 'VALIDATION_FAILED');
    expectError(await upload('/api/question-bank/import/preview', 'bank.pdf', '%PDF-1.4'), 400, 'VALIDATION_FAILED');
    expectError(
      await upload(
        '/api/question-bank/import/preview',
        'only-essays.xml',
        '<quiz><question type="essay"><name><text>E</text></name></question></quiz>',
      ),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses students', async () => {
    const learner = await signIn(t.app, 'learner');
    expect((await upload('/api/question-bank/import/preview', 'bank.xml', moodleFile('x', 1), learner.token)).statusCode).toBe(403);
    const exp = await t.app.inject({ method: 'GET', url: '/api/question-bank/export/moodle-xml', headers: authHeader(learner.token) });
    expect(exp.statusCode).toBe(403);
  });
});

describe('Moodle XML export', () => {
  it('round-trips: exported questions import into another organisation as the same questions', async () => {
    const tag = `rt${Date.now()}`;
    expect((await upload('/api/question-bank/import', 'bank.xml', moodleFile(tag, 4))).statusCode).toBe(201);
    const mine = await bankOf(tag);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/question-bank/export/moodle-xml?subject=math&topic=percentage',
      headers: authHeader(admin.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/application\/xml/);
    expect(exported.body).toContain(`${tag} question 1?`);

    const res = await upload('/api/question-bank/import', 'export.xml', exported.body, other.admin.token);
    expect(res.statusCode, res.body).toBe(201);
    const theirs = await bankOf(tag, other.admin.token);
    expect(theirs.total).toBe(4);
    const shape = (l: BankList) =>
      l.data
        .map((q) => ({
          text: q.text,
          options: q.options,
          correct: q.correctOptionIds,
          subject: q.subject,
          topic: q.topic,
          difficulty: q.difficulty,
          image: !!q.imageUrl,
        }))
        .sort((a, b) => (a.text.en ?? '').localeCompare(b.text.en ?? ''));
    expect(shape(theirs)).toEqual(shape(mine));
  });

  it("exports only the caller's organisation", async () => {
    const tag = `own${Date.now()}`;
    expect((await upload('/api/question-bank/import', 'bank.xml', moodleFile(tag, 1))).statusCode).toBe(201);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/question-bank/export/moodle-xml',
      headers: authHeader(other.admin.token),
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(tag);
    const [row] = await t.db
      .select({ org: questions.organizationId })
      .from(questions)
      .where(eq(questions.text, { en: `${tag} question 1?` }));
    expect(row?.org).toBe(admin.user.organizationId);
  });
});

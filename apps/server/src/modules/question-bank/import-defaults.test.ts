import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { BankList, ImportReport } from '@pariksha/shared/schemas/question-bank';
import { authHeader, createOrganizationWithMembers, createTestApp, expectError, signIn, type TestApp } from '../../test/app.ts';
import { parseAiken } from './formats/aiken.ts';
import { toSheetRows } from './formats/parsed.ts';
import { buildImport } from './import-rows.ts';

/**
 * The import's default subject and topic: Aiken files carry none, so the admin picks one in
 * the preview and it is given to every question that names none.
 */

let t: TestApp;
let admin: AuthResponse;
let otherAdmin: AuthResponse;

/** A multipart body with text fields and one file, fields first or last as a browser may send them. */
function upload(
  url: string,
  filename: string,
  content: string,
  fields: Record<string, string> = {},
  token = admin.token,
  fieldsLast = false,
) {
  const boundary = '----pariksha-defaults';
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
  const body = (fieldsLast ? [filePart, ...fieldParts] : [...fieldParts, filePart]).join('') + `--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(body, 'utf8'),
  });
}

const aiken = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag} question ${i + 1}?\nA. one ${i}\nB. two ${i}\nC. three ${i}\nANSWER: B\n`).join('\n');

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
  otherAdmin = (await createOrganizationWithMembers(t.app)).admin;
});
afterAll(() => t?.close());

describe('default subject and topic for rows without one (pure)', () => {
  const rows = () => toSheetRows(parseAiken(aiken('pure', 2)).questions);

  it('leaves rows without a subject in error when there is no default', () => {
    const { report } = buildImport(rows());
    expect(report.errorCount).toBe(2);
    expect(report.rows[0].errors.map((e) => e.column)).toContain('subject');
  });

  it('fills the subject and topic of every row that has none', () => {
    const { report, questions } = buildImport(rows(), 'en', { subject: 'math', topic: 'percentage' });
    expect(report.errorCount).toBe(0);
    expect(questions.map((q) => [q.subject, q.topic])).toEqual([
      ['math', 'percentage'],
      ['math', 'percentage'],
    ]);
    expect(report.rows[0].preview).toMatchObject({ subject: 'math', topic: 'percentage' });
  });

  it("keeps a row's own subject and topic, and gives the topic default only to rows of the default subject", () => {
    const header = rows()[0];
    const col = (name: string) => header.values.indexOf(name);
    const row = (n: number, subject: string, topic: string) => {
      const values = [...rows()[1].values];
      values[col('subject')] = subject;
      values[col('topic')] = topic;
      values[col('question_en')] = `own ${n}?`;
      return { row: n, values };
    };
    const { report } = buildImport([header, row(2, 'polity', 'preamble'), row(3, 'Mathematics', ''), row(4, 'polity', '')], 'en', {
      subject: 'math',
      topic: 'average',
    });
    expect(report.rows.map((r) => r.preview && [r.preview.subject, r.preview.topic])).toEqual([
      ['polity', 'preamble'],
      ['math', 'average'],
      ['polity', ''],
    ]);
    // A polity row is not given a maths topic: it still asks for its own.
    expect(report.rows[2].errors.map((e) => e.column)).toEqual(['topic']);
  });

  it('a subject default alone leaves the topic to each row', () => {
    const { report } = buildImport(rows(), 'en', { subject: 'math' });
    expect(report.rows[0].preview).toMatchObject({ subject: 'math', topic: '' });
    expect(report.rows[0].errors.map((e) => e.column)).toEqual(['topic']);
  });
});

describe('import with a default subject and topic (API)', () => {
  it('previews and imports an Aiken file under the chosen subject and topic', async () => {
    const tag = `aikendef${Date.now()}`;
    const fields = { defaultSubject: 'math', defaultTopic: 'percentage' };
    const preview = await upload('/api/question-bank/import/preview', 'q.txt', aiken(tag, 3), fields);
    expect(preview.statusCode, preview.body).toBe(200);
    const report: ImportReport = preview.json();
    expect(report).toMatchObject({ validCount: 3, errorCount: 0, imported: 0 });
    expect(report.rows.every((r) => r.preview?.subject === 'math' && r.preview.topic === 'percentage')).toBe(true);
    expect((await bankOf(tag)).total).toBe(0);

    const done = await upload('/api/question-bank/import', 'q.txt', aiken(tag, 3), fields, admin.token, true);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().imported).toBe(3);
    const bank = await bankOf(tag);
    expect(bank.total).toBe(3);
    expect(bank.data.every((q) => q.subject === 'math' && q.topic === 'percentage')).toBe(true);
    // Another organisation's admin does not see them.
    expect((await bankOf(tag, otherAdmin.token)).total).toBe(0);
  });

  it('without defaults an Aiken file still asks for a subject, and nothing is saved', async () => {
    const tag = `aikennodef${Date.now()}`;
    const res = await upload('/api/question-bank/import', 'q.txt', aiken(tag, 2));
    expectError(res, 422, 'UNPROCESSABLE');
    expect((await bankOf(tag)).total).toBe(0);
  });

  it('refuses a default that is not in the taxonomy', async () => {
    const file = aiken('refuse', 1);
    expectError(
      await upload('/api/question-bank/import/preview', 'q.txt', file, { defaultSubject: 'astrology' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await upload('/api/question-bank/import/preview', 'q.txt', file, { defaultSubject: 'math', defaultTopic: 'preamble' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await upload('/api/question-bank/import/preview', 'q.txt', file, { defaultTopic: 'percentage' }), 400, 'VALIDATION_FAILED');
    expectError(
      await upload('/api/question-bank/import/preview', 'q.txt', file, { defaultSubject: 'x'.repeat(61) }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses students', async () => {
    const learner = await signIn(t.app, 'learner');
    const res = await upload('/api/question-bank/import/preview', 'q.txt', aiken('s', 1), { defaultSubject: 'math' }, learner.token);
    expect(res.statusCode).toBe(403);
  });
});

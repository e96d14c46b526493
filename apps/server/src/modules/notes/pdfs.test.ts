import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PdfList, PdfSummary } from '@pariksha/shared/schemas/notes';
import { studyPdfs } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  multipart,
  signIn,
  signUp,
  TINY_PNG,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { writePdf } from './pdf-writer.ts';

let t: TestApp;
let admin: string; // Demo Institute admin
let student: string; // Demo Institute student
let learner: string; // default organisation student
let other: SecondOrganization;

const PDF = writePdf({ title: 'Test', blocks: [{ kind: 'paragraph', text: 'Ratio and proportion practice sheet.' }] });
const fields = { titleHi: 'अनुपात अभ्यास पत्रक', titleEn: 'Ratio practice sheet', subject: 'math', topic: 'ratio and proportion' };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin')).token;
  student = (await signIn(t.app, 'student')).token;
  learner = (await signIn(t.app, 'learner')).token;
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

async function upload(token: string, bytes = PDF, extra: Record<string, string> = fields, app = t.app, filename = 'ratio sheet.pdf') {
  const body = await multipart({ file: { bytes, filename, type: 'application/pdf' } }, extra);
  return app.inject({ method: 'POST', url: '/api/pdfs', headers: { ...body.headers, ...authHeader(token) }, payload: body.payload });
}
const list = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/pdfs${query}`, headers: authHeader(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PdfList;
};
const download = (token: string, id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/pdfs/${id}/download${query}`, headers: authHeader(token) });

describe('POST /api/pdfs', () => {
  it('stores a PDF from an admin and lists it for the same organisation with its metadata', async () => {
    const res = await upload(admin, PDF, { ...fields, descriptionEn: 'Twenty questions with answers' });
    expect(res.statusCode, res.body).toBe(201);
    const pdf: PdfSummary = res.json();
    expect(pdf).toMatchObject({
      title: { hi: fields.titleHi, en: fields.titleEn },
      description: { en: 'Twenty questions with answers' },
      subject: 'math',
      topic: 'ratio and proportion',
      fileName: 'ratio sheet.pdf',
      sizeBytes: PDF.length,
      isPlatform: false,
      organizationName: 'Demo Institute',
      uploaderName: 'Rajesh Verma',
      canDelete: true,
    });
    const forStudent = await list(student);
    const seen = forStudent.data.find((p) => p.id === pdf.id);
    expect(seen).toMatchObject({ canDelete: false, title: pdf.title });
    expect(forStudent.canUpload).toBe(false);
    expect((await list(admin)).canUpload).toBe(true);
  });

  it('refuses a file that is not a PDF, whatever its name and type claim', async () => {
    const e = expectError(await upload(admin, TINY_PNG), 400, 'VALIDATION_FAILED');
    expect(e.message).toBe('Upload a PDF file');
    const hi = await (async () => {
      const body = await multipart(
        { file: { bytes: Buffer.from('hello world, not a pdf'), filename: 'x.pdf', type: 'application/pdf' } },
        fields,
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/pdfs',
        headers: { ...body.headers, ...authHeader(admin), 'accept-language': 'hi' },
        payload: body.payload,
      });
    })();
    expect(expectError(hi, 400, 'VALIDATION_FAILED').message).toBe('PDF फ़ाइल अपलोड करें');
  });

  it('refuses a PDF over the configured limit with 413 and keeps nothing', async () => {
    const small = await t.withConfig({ pdfMaxBytes: 1024 });
    const big = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
    const before = (await t.db.select().from(studyPdfs)).length;
    const e = expectError(await upload(admin, big, fields, small), 413, 'PAYLOAD_TOO_LARGE');
    expect(e.message).toBe('The PDF must be at most 1 KB');
    expect((await t.db.select().from(studyPdfs)).length).toBe(before);
    // The same app takes a file under its limit.
    expect((await upload(admin, PDF.subarray(0, 1000), fields, small)).statusCode).toBe(201);
  });

  it('only lets admins and teachers upload (a student gets 403)', async () => {
    expectError(await upload(student), 403, 'FORBIDDEN');
    expectError(await upload(learner), 403, 'FORBIDDEN');
  });

  it('answers 400 for missing or bad fields and a missing file', async () => {
    const noTitle = await upload(admin, PDF, { subject: 'math' });
    expect(expectError(noTitle, 400, 'VALIDATION_FAILED').message).toContain('Enter a title in Hindi or English');
    expectError(await upload(admin, PDF, { ...fields, subject: 'astrology' }), 400, 'VALIDATION_FAILED');
    const wrongTopic = expectError(await upload(admin, PDF, { ...fields, topic: 'rivers' }), 400, 'VALIDATION_FAILED');
    expect(wrongTopic.message).toBe('topic: Choose a topic of this subject from the list');
    const onlyFields = await multipart({}, fields);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/pdfs',
      headers: { ...onlyFields.headers, ...authHeader(admin) },
      payload: onlyFields.payload,
    });
    expect(expectError(noFile, 400, 'VALIDATION_FAILED').message).toBe('Choose a PDF file to upload');
    const json = await t.app.inject({ method: 'POST', url: '/api/pdfs', headers: authHeader(admin), payload: { file: 'x' } });
    expectError(json, 400, 'VALIDATION_FAILED');
  });

  it('needs a signed-in caller', async () => {
    const body = await multipart({ file: { bytes: PDF, filename: 'a.pdf', type: 'application/pdf' } }, fields);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/pdfs', headers: body.headers, payload: body.payload }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('GET /api/pdfs/:pdfId/download', () => {
  it('gives a member the same bytes as an attachment named after the title in UTF-8', async () => {
    const pdf: PdfSummary = (await upload(admin)).json();
    const res = await download(student, pdf.id, '?lang=hi');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="Ratio practice sheet\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('अनुपात अभ्यास पत्रक.pdf');
    const en = await download(student, pdf.id, '?lang=en');
    expect(String(en.headers['content-disposition'])).toContain("filename*=UTF-8''Ratio%20practice%20sheet.pdf");
  });

  it("refuses another organisation's members with 404, as if it did not exist", async () => {
    const pdf: PdfSummary = (await upload(admin)).json();
    expectError(await download(other.student.token, pdf.id), 404, 'NOT_FOUND');
    expectError(await download(other.admin.token, pdf.id), 404, 'NOT_FOUND');
    expectError(await download(learner, pdf.id), 404, 'NOT_FOUND');
    expect((await list(other.student.token)).data.some((p) => p.id === pdf.id)).toBe(false);
  });

  it("serves the default organisation's PDFs to everyone signed in", async () => {
    const platform = (await list(learner)).data.find((p) => p.title.en === 'Indian Constitution: Key Articles')!;
    expect(platform.isPlatform).toBe(true);
    const fresh = await signUp(t.app);
    for (const token of [student, learner, other.student.token, fresh.token]) {
      const res = await download(token, platform.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBe(platform.sizeBytes);
    }
  });

  it('answers 400 for a malformed id, 404 for an unknown one and 401 without a token', async () => {
    expectError(await download(student, 'nope'), 400, 'VALIDATION_FAILED');
    expectError(await download(student, crypto.randomUUID()), 404, 'NOT_FOUND');
    const pdf: PdfSummary = (await upload(admin)).json();
    expectError(await t.app.inject({ method: 'GET', url: `/api/pdfs/${pdf.id}/download` }), 401, 'UNAUTHORIZED');
    expectError(await download(student, pdf.id, '?lang=fr'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/pdfs', () => {
  it("lists the caller's organisation's PDFs first, then the platform's, never another organisation's", async () => {
    const own = (await upload(admin)).json() as PdfSummary;
    const theirs = (await upload(other.admin.token)).json() as PdfSummary;
    const forStudent = await list(student, '?limit=50');
    expect(forStudent.data[0]!.organizationName).toBe('Demo Institute');
    expect(forStudent.data.some((p) => p.id === own.id)).toBe(true);
    expect(forStudent.data.some((p) => p.id === theirs.id)).toBe(false);
    expect(forStudent.data.some((p) => p.isPlatform)).toBe(true);
    const forLearner = await list(learner, '?limit=50');
    expect(forLearner.data.every((p) => p.isPlatform)).toBe(true);
    expect(forLearner.maxBytes).toBe(20 * 1024 * 1024);
  });

  it('filters by subject, topic and a search in either language', async () => {
    const bySubject = await list(student, '?subject=polity');
    expect(bySubject.data.length).toBeGreaterThan(0);
    expect(bySubject.data.every((p) => p.subject === 'polity')).toBe(true);
    expect((await list(student, '?subject=math&topic=number%20system')).data.map((p) => p.title.en)).toEqual([
      'Divisibility Rules and Number Tricks',
    ]);
    expect((await list(student, `?search=${encodeURIComponent('संविधान')}`)).data.map((p) => p.title.en)).toContain(
      'Indian Constitution: Key Articles',
    );
    expect((await list(student, '?search=zzzz-nothing')).total).toBe(0);
    expectError(await t.app.inject({ method: 'GET', url: '/api/pdfs?limit=0', headers: authHeader(student) }), 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /api/pdfs/:pdfId', () => {
  it('lets staff of the owning organisation delete, removing the bytes too', async () => {
    const pdf: PdfSummary = (await upload(admin)).json();
    const [row] = await t.db.select().from(studyPdfs).where(eq(studyPdfs.id, pdf.id));
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/pdfs/${pdf.id}`, headers: authHeader(student) }), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/pdfs/${pdf.id}`, headers: authHeader(other.admin.token) }),
      404,
      'NOT_FOUND',
    );
    const res = await t.app.inject({ method: 'DELETE', url: `/api/pdfs/${pdf.id}`, headers: authHeader(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.app.deps.storage.get(row!.storageKey)).toBeNull();
    expectError(await download(admin, pdf.id), 404, 'NOT_FOUND');
  });

  it("refuses an institute admin deleting the platform's PDF (403)", async () => {
    const platform = (await list(admin)).data.find((p) => p.isPlatform)!;
    expect(platform.canDelete).toBe(false);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/pdfs/${platform.id}`, headers: authHeader(admin) }), 403, 'FORBIDDEN');
    expect((await download(student, platform.id)).statusCode).toBe(200);
  });
});

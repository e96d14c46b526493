import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { openPaper } from '@pariksha/shared/exam/paper-crypto';
import {
  attemptState,
  examPaper,
  paperDescriptor,
  startedAttempt,
  startedSummary,
  type PaperDescriptor,
} from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { exams, questions } from '../../db/schema/index.ts';
import { createOrganizationWithMembers, createTestApp, DEMO_ORG_ID, expectError, signIn, type TestApp } from '../../test/app.ts';
import { forgetPaper } from './repo.ts';
import { createExamFixture, createStudents, hall, type ExamFixture } from './test-fixtures.ts';

let t: TestApp;
let student: AuthResponse;
let outsider: AuthResponse;
let practice: ExamFixture;

const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  student = await signIn(t.app, 'student');
  outsider = (await createOrganizationWithMembers(t.app)).student;
  practice = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });

async function describeSet(setId: string, token = student.token): Promise<PaperDescriptor> {
  const res = await get(`/api/exam-sets/${setId}/paper`, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return paperDescriptor.strict().parse(res.json());
}

/** Nothing that tells the answer: no key fields, no explanations. */
function expectNoAnswerKey(body: string) {
  expect(body).not.toMatch(/correctOptionIds|isCorrect|explanation|"outcome"/);
  expect(body).not.toContain('Explanation');
  expect(body).not.toContain('व्याख्या');
}

describe('the paper as its own resource', () => {
  it('is one immutable, precompressed body per version with a strong ETag; If-None-Match answers 304', async () => {
    const d = await describeSet(practice.setId);
    expect(d.version).toMatch(/^[0-9a-f]{20}$/);
    expect(d.url).toBe(`/api/exam-sets/${practice.setId}/paper/${d.version}`);
    expect(d.encryptedUrl).toBe(`${d.url}.enc`);

    const plain = await get(d.url, student.token);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers.etag).toBe(`"${d.version}"`);
    expect(plain.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const paper = examPaper.strict().parse(plain.json());
    expect(paper).toMatchObject({ setId: practice.setId, version: d.version });
    expect(paper.questions.map((q) => q.id)).toEqual(practice.questions.map((q) => q.id));
    expectNoAnswerKey(plain.body);

    const br = await get(d.url, student.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`"${d.version}"`);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await get(d.url, student.token, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const again = await get(d.url, student.token, { 'if-none-match': `"${d.version}"`, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(`"${d.version}"`);
    expect((await get(d.url, student.token, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('gets a new version (URL and ETag) when the paper changes; the old version is gone', async () => {
    const set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const before = await describeSet(set.setId);
    await t.db
      .update(questions)
      .set({ text: { hi: 'बदला हुआ प्रश्न', en: 'An edited question' } })
      .where(eq(questions.id, set.questions[0].id));
    forgetPaper(t.db, set.setId);
    const after = await describeSet(set.setId);
    expect(after.version).not.toBe(before.version);
    const fresh = await get(after.url, student.token);
    expect(fresh.headers.etag).toBe(`"${after.version}"`);
    expect(fresh.body).toContain('An edited question');
    expectError(await get(before.url, student.token), 404, 'NOT_FOUND');
  });

  it('is refused to another organisation’s student (404), and bad versions are 400', async () => {
    const d = await describeSet(practice.setId);
    expectError(await get(`/api/exam-sets/${practice.setId}/paper`, outsider.token), 404, 'NOT_FOUND');
    expectError(await get(d.url, outsider.token), 404, 'NOT_FOUND');
    expectError(await get(d.encryptedUrl, outsider.token), 404, 'NOT_FOUND');
    expectError(await get(`/api/exam-sets/${practice.setId}/paper/nothex`, student.token), 400, 'VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: d.url })).statusCode).toBe(401);
  });

  it('leaves the hall load slim: the attempt, its answers and where the paper is', async () => {
    const [h] = await createStudents(t.app, t.db, DEMO_ORG_ID, 1);
    const own = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID });
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/exam-sets/${own.setId}/attempts?view=summary`,
      headers: h.headers,
      payload: { language: 'en' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const summary = startedSummary.strict().parse(start.json());
    const load = await h.open(own.setId);
    expect(load.statusCode, load.body).toBe(200);
    const state = attemptState.strict().parse(load.json());
    expect(state.paper).toEqual(summary.paper);
    expect(load.body).not.toContain('paperKey');
    expect(load.body).not.toContain('"questions"');
    expect(load.body.length).toBeLessThan(1500);
    expect((await get(state.paper.url, h.token)).statusCode).toBe(200);
  });

  it('leaves every start small, the default view too: the attempt, its answers, the key and where the paper is', async () => {
    const [h] = await createStudents(t.app, t.db, DEMO_ORG_ID, 1);
    const own = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, sections: [{ questions: 12 }] });
    const start = await h.start(own.setId);
    expect(start.statusCode, start.body).toBe(201);
    const started = startedAttempt.strict().parse(start.json());
    expect(start.body).not.toContain('"questions"');
    expect(start.body).not.toContain('"sections"');
    expect(start.body.length).toBeLessThan(1500);
    expect(started.answers).toEqual([]);
    // The paper is its own resource, at the URL the start names.
    const paper = await get(started.paper.url, h.token);
    expect(paper.statusCode).toBe(200);
    expect(examPaper.parse(paper.json()).questions.map((q) => q.id)).toEqual(own.questions.map((q) => q.id));
    // A resume through the start (the default view) carries the answers saved so far, still no paper.
    const q = own.questions[0];
    const saved = await h.save(started.id, [{ questionId: q.id, selectedOptionIds: q.correct, clientSeq: 1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await h.start(own.setId);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const again = startedAttempt.strict().parse(resumed.json());
    expect(again.answers.map((a) => a.questionId)).toEqual([q.id]);
    expect(resumed.body).not.toContain('"questions"');
  });
});

describe('the sealed pre-load of a live test', () => {
  it('can be fetched during the countdown but not read; the start releases the key, only inside the window', async () => {
    const live = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() + 10 * MIN),
      endsAt: new Date(Date.now() + 120 * MIN),
    });
    const d = await describeSet(live.setId);
    expect(d.opensAt).not.toBeNull();

    // Before the start: the plaintext is refused, the sealed copy is served and reveals nothing.
    expectError(await get(d.url, student.token), 409, 'CONFLICT');
    const sealed = await get(d.encryptedUrl, student.token);
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect(sealed.headers['content-type']).toBe('application/octet-stream');
    expect(sealed.headers.etag).toBe(`"${d.version}.enc"`);
    expect(sealed.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const bytes = sealed.rawPayload;
    for (const text of ['Question', 'प्रश्न', 'Option', 'विकल्प', live.questions[0].id]) {
      expect(bytes.includes(Buffer.from(text))).toBe(false);
    }
    expect((await get(d.encryptedUrl, student.token, { 'if-none-match': `"${d.version}.enc"` })).statusCode).toBe(304);
    // The same version seals to the same bytes (every worker serves one ETag's content).
    expect(Buffer.compare((await get(d.encryptedUrl, student.token)).rawPayload, bytes)).toBe(0);

    // No key anywhere before the start, and the start itself is refused.
    const early = await hall(t.app, student.token).start(live.setId);
    expectError(early, 409, 'CONFLICT');
    expect(early.body).not.toContain('paperKey');
    expect(JSON.stringify(d)).not.toContain('paperKey');

    // The window opens: the start releases the key, which opens the pre-loaded bytes.
    await t.db
      .update(exams)
      .set({ startsAt: new Date(Date.now() - MIN) })
      .where(eq(exams.id, live.examId));
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/exam-sets/${live.setId}/attempts?view=summary`,
      headers: auth(student.token),
      payload: { language: 'hi' },
    });
    expect(start.statusCode, start.body).toBe(201);
    const summary = startedSummary.strict().parse(start.json());
    expect(summary.paper.version).toBe(d.version);
    const opened = examPaper.strict().parse(await openPaper(summary.paperKey, new Uint8Array(bytes), live.setId, d.version));
    const plain = await get(d.url, student.token);
    expect(plain.statusCode).toBe(200);
    expect(opened).toEqual(plain.json());
    expectNoAnswerKey(JSON.stringify(opened));
    // The key opens only this set's paper of this version.
    await expect(openPaper(summary.paperKey, new Uint8Array(bytes), practice.setId, d.version)).rejects.toThrow();
    // Not in the hall load either.
    const load = await hall(t.app, student.token).open(live.setId);
    expect(load.statusCode).toBe(200);
    expect(load.body).not.toContain('paperKey');
  });

  it('keeps the plaintext from a student without an attempt once the window has closed', async () => {
    const over = await createExamFixture(t.db, {
      organizationId: DEMO_ORG_ID,
      kind: 'live',
      startsAt: new Date(Date.now() - 120 * MIN),
      endsAt: new Date(Date.now() - 10 * MIN),
    });
    const d = await describeSet(over.setId);
    expectError(await get(d.url, student.token), 409, 'CONFLICT');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttemptView } from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import type { QuestionReport, QuestionReportList } from '@pariksha/shared/schemas/question-reports';
import { users } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { answersFor, createExamFixture, hall, type ExamFixture } from '../attempts/test-fixtures.ts';

let t: TestApp;
let admin: AuthResponse;
let student: AuthResponse;
let other: SecondOrganization;
let set: ExamFixture;
let publicSet: ExamFixture;

/** Starts and submits `set` as the given student. */
async function sit(token: string, s: ExamFixture) {
  const h = hall(t.app, token);
  const started = await h.start(s.setId);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const view: AttemptView = started.json();
  await h.save(view.id, answersFor(s.questions, 1, 1));
  const done = await h.submit(view.id);
  expect(done.statusCode, done.body).toBe(200);
}

const report = (token: string, questionId: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/questions/${questionId}/reports`, headers: { ...authHeader(token), ...headers }, payload });
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/question-reports${query}`, headers: authHeader(token) });
const resolve = (token: string, id: string, resolved = true) =>
  t.app.inject({ method: 'PATCH', url: `/api/question-reports/${id}`, headers: authHeader(token), payload: { resolved } });

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
  set = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, title: 'Reported mock', sections: [{ questions: 3 }] });
  // Platform-wide content belongs to the default organisation.
  publicSet = await createExamFixture(t.db, {
    organizationId: DEFAULT_ORG_ID,
    title: 'Open mock',
    visibility: 'public',
    sections: [{ questions: 2 }],
  });
  await sit(student.token, set);
});
afterAll(() => t?.close());

describe('POST /api/questions/:questionId/reports', () => {
  let created: QuestionReport;

  it('stores the report of a student who submitted the test, with the question for the staff', async () => {
    const q = set.questions[0];
    const res = await report(student.token, q.id, { setId: set.setId, reason: 'wrongAnswer', details: '  Option B is right  ' });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      questionId: q.id,
      setId: set.setId,
      examId: set.examId,
      reason: 'wrongAnswer',
      details: 'Option B is right',
      status: 'open',
      reporter: { id: student.user.id },
      resolvedAt: null,
    });
    expect(created.questionText.en ?? created.questionText.hi).toBeTruthy();
    expect(created.testTitle?.en).toContain('Reported mock');
  });

  it("notifies the organisation's staff, in both languages, and no student", async () => {
    const inbox = async (who: AuthResponse) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/organization/${DEMO_ORG_ID}`,
        headers: authHeader(who.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: Notification[] }).data;
    };
    const mine = (await inbox(admin)).find((n) => n.translations.en?.title === 'A question was reported');
    expect(mine).toMatchObject({ read: false, translations: { hi: { title: 'एक प्रश्न रिपोर्ट किया गया' } } });
    expect(mine?.translations.en?.body).toContain('wrong answer key');
    expect(mine?.translations.en?.body).toContain('Option B is right');
    const classmate = await signUp(t.app, { inviteCode: 'DEMO2026' });
    expect((await inbox(classmate)).some((n) => n.id === mine?.id)).toBe(false);
  });

  it('refuses a second report of the same question by the same student with a clear 409, in Hindi too', async () => {
    const payload = { setId: set.setId, reason: 'other', details: 'Again' };
    const res = await report(student.token, set.questions[0].id, payload);
    expectError(res, 409, 'CONFLICT');
    expect(res.json().error.message).toBe('You have already reported this question. Its staff will look into it.');
    const hi = await report(student.token, set.questions[0].id, payload, { 'accept-language': 'hi' });
    expect(hi.json().error.message).toBe('आप यह प्रश्न पहले ही रिपोर्ट कर चुके हैं। स्टाफ़ इसे देखेगा।');
  });

  it('validates the reason and asks for words with "other"', async () => {
    const q = set.questions[1].id;
    expectError(await report(student.token, q, { setId: set.setId, reason: 'boring' }), 400, 'VALIDATION_FAILED');
    const blank = await report(student.token, q, { setId: set.setId, reason: 'other', details: '   ' });
    expectError(blank, 400, 'VALIDATION_FAILED');
    expect(blank.body).toContain('Describe what is wrong');
    expectError(
      await report(student.token, q, { setId: set.setId, reason: 'translation', details: 'x'.repeat(1001) }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await report(student.token, 'nope', { setId: set.setId, reason: 'translation' }), 400, 'VALIDATION_FAILED');
  });

  it('refuses a question outside the test (404) and a student who has not submitted it (403)', async () => {
    expectError(await report(student.token, publicSet.questions[0].id, { setId: set.setId, reason: 'wrongQuestion' }), 404, 'NOT_FOUND');
    const newcomer = await signUp(t.app, { inviteCode: 'DEMO2026' });
    expectError(await report(newcomer.token, set.questions[1].id, { setId: set.setId, reason: 'wrongQuestion' }), 403, 'FORBIDDEN');
    // Another organisation's student cannot reach this organisation's private test either.
    expectError(await report(other.student.token, set.questions[1].id, { setId: set.setId, reason: 'wrongQuestion' }), 403, 'FORBIDDEN');
  });

  it("files a public test's report with the question's organisation, not the student's", async () => {
    await sit(other.student.token, publicSet);
    const res = await report(other.student.token, publicSet.questions[0].id, { setId: publicSet.setId, reason: 'translation' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    // The platform's staff (superAdmin here) see it; neither institute does.
    const platform: QuestionReportList = (await list((await signIn(t.app, 'superadmin')).token)).json();
    expect(platform.data.map((r) => r.id)).toContain(id);
    for (const token of [admin.token, other.admin.token]) {
      expect(((await list(token)).json() as QuestionReportList).data.map((r) => r.id)).not.toContain(id);
    }
  });

  describe('the staff list and resolve', () => {
    it("lists the organisation's open reports newest first with who reported and when", async () => {
      const res = await list(admin.token);
      expect(res.statusCode, res.body).toBe(200);
      const body: QuestionReportList = res.json();
      expect(body.open).toBe(1);
      expect(body.total).toBe(1);
      expect(body.data[0]).toMatchObject({ id: created.id, reporter: { name: student.user.name } });
    });

    it('lets a teacher in; a student gets 403; another organisation sees none and cannot resolve (404)', async () => {
      const teacher = await signUp(t.app, { inviteCode: 'DEMO2026' });
      await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
      const asTeacher = await signIn(t.app, teacher.user.username, teacher.password);
      expect((await list(asTeacher.token)).json().total).toBe(1);
      expectError(await list(student.token), 403, 'FORBIDDEN');
      expectError(await resolve(student.token, created.id), 403, 'FORBIDDEN');
      expect((await list(other.admin.token)).json()).toMatchObject({ data: [], total: 0, open: 0 });
      expectError(await resolve(other.admin.token, created.id), 404, 'NOT_FOUND');
      expectError(await resolve(admin.token, crypto.randomUUID()), 404, 'NOT_FOUND');
      expectError(await list(admin.token, '?status=maybe'), 400, 'VALIDATION_FAILED');
    });

    it('resolves and reopens a report', async () => {
      const res = await resolve(admin.token, created.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'resolved', resolvedByName: admin.user.name });
      expect(res.json().resolvedAt).toBeTruthy();
      const open: QuestionReportList = (await list(admin.token)).json();
      expect(open.data.map((r) => r.id)).not.toContain(created.id);
      expect(open.open).toBe(0);
      const resolved: QuestionReportList = (await list(admin.token, '?status=resolved')).json();
      expect(resolved.data.map((r) => r.id)).toEqual([created.id]);
      expect((await resolve(admin.token, created.id, false)).json()).toMatchObject({
        status: 'open',
        resolvedAt: null,
        resolvedByName: null,
      });
    });
  });
});

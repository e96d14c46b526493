import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AttemptView, SetAttempts } from '@pariksha/shared/schemas/attempts';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import { examAttempts, users } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { formatDuration } from './staff.ts';
import { answersFor, createExamFixture, hall, type ExamFixture } from './test-fixtures.ts';

let t: TestApp;
let admin: AuthResponse;
let student: AuthResponse;
let other: SecondOrganization;
let set: ExamFixture;
const names = ['Asha Rao', 'Bhavna Iyer', '=HYPERLINK("http://evil.example")'];
const attemptIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ examAutoSubmitMs: 0 });
  admin = await signIn(t.app, 'admin');
  student = await signIn(t.app, 'student');
  other = await createOrganizationWithMembers(t.app);
  set = await createExamFixture(t.db, {
    organizationId: DEMO_ORG_ID,
    title: 'Weekly SSC mock',
    sections: [
      { questions: 2, name: { hi: 'गणित', en: 'Maths' } },
      { questions: 2, name: { hi: 'तर्कशक्ति', en: 'Reasoning' } },
    ],
  });
  // Asha: 3 correct; Bhavna: 1 correct 1 wrong; the third only started.
  const plan = [
    [3, 0],
    [1, 1],
  ];
  for (const [i, name] of names.entries()) {
    const session = await signUp(t.app, { inviteCode: 'DEMO2026', name });
    const h = hall(t.app, session.token);
    const view: AttemptView = (await h.start(set.setId)).json();
    attemptIds.push(view.id);
    if (!plan[i]) continue;
    await h.save(view.id, answersFor(set.questions, plan[i][0], plan[i][1]));
    await h.submit(view.id);
  }
  await t.db.update(examAttempts).set({ timeTakenMs: 754_000 }).where(eq(examAttempts.id, attemptIds[0]));
});
afterAll(() => t?.close());

const list = (token: string, setId = set.setId) =>
  t.app.inject({ method: 'GET', url: `/api/exam-sets/${setId}/attempts`, headers: authHeader(token) });
const exportFile = (token: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/exam-sets/${set.setId}/attempts/export${query}`,
    headers: { ...authHeader(token), ...headers },
  });

describe('GET /api/exam-sets/:setId/attempts', () => {
  it("shows the organisation's staff every attempt: ranked results first, then open attempts", async () => {
    const res = await list(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body: SetAttempts = res.json();
    expect(body.sections).toEqual([
      { sectionId: set.sections[0].id, name: { hi: 'गणित', en: 'Maths' } },
      { sectionId: set.sections[1].id, name: { hi: 'तर्कशक्ति', en: 'Reasoning' } },
    ]);
    expect(body.data.map((r) => [r.name, r.rank, r.status, r.score])).toEqual([
      ['Asha Rao', 1, 'submitted', '6.00'],
      ['Bhavna Iyer', 2, 'submitted', '1.50'],
      [names[2], null, 'inProgress', null],
    ]);
    expect(body.data[0]).toMatchObject({
      attemptId: attemptIds[0],
      correct: 3,
      wrong: 0,
      unattempted: 1,
      timeTakenMs: 754_000,
      submittedBy: 'student',
      sections: [
        { sectionId: set.sections[0].id, score: '4.00' },
        { sectionId: set.sections[1].id, score: '2.00' },
      ],
    });
    expect(body.data[0].username).toMatch(/^u/);
  });

  it("lets a teacher and superAdmin in; a student gets 403 (before any lookup), another organisation's staff 404", async () => {
    const teacher = await signUp(t.app, { inviteCode: 'DEMO2026' });
    await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, teacher.user.id));
    expect((await list((await signIn(t.app, teacher.user.username, teacher.password)).token)).statusCode).toBe(200);
    expect((await list((await signIn(t.app, 'superadmin')).token)).statusCode).toBe(200);
    expectError(await list(student.token), 403, 'FORBIDDEN');
    expectError(await list(other.admin.token), 404, 'NOT_FOUND');
    expectError(await list(other.student.token), 403, 'FORBIDDEN');
    expectError(await exportFile(other.admin.token), 404, 'NOT_FOUND');
    expectError(await exportFile(student.token), 403, 'FORBIDDEN');
  });

  it('refuses malformed ids and unknown sets', async () => {
    expectError(await list(admin.token, 'nope'), 400, 'VALIDATION_FAILED');
    expectError(await list(admin.token, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectError(await exportFile(admin.token, '?format=pdf'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/exam-sets/:setId/attempts/export', () => {
  it('downloads a CSV with one column per section, times as mm:ss and formulas defused', async () => {
    const res = await exportFile(admin.token, '?format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Weekly SSC mock - Set 1.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Rank,Name,Username,Status,Score,Correct,Wrong,Unattempted,Time (mm:ss),Maths,Reasoning');
    expect(lines[1]).toMatch(/^1,Asha Rao,u[^,]+,Submitted,6\.00,3,0,1,12:34,4\.00,2\.00$/);
    expect(lines[2]).toMatch(/^2,Bhavna Iyer,u[^,]+,Submitted,1\.50,1,1,2,\d+:\d\d,1\.50,0\.00$/);
    expect(lines[3]).toMatch(/^,"'=HYPERLINK\(""http:\/\/evil\.example""\)",u[^,]+,In progress,,,,,,,$/);
    expect(lines).toHaveLength(4);
    // The default format is CSV.
    expect((await exportFile(admin.token)).headers['content-type']).toMatch(/^text\/csv/);
  });

  it('writes the headers and section names in Hindi for a Hindi reader', async () => {
    const res = await exportFile(admin.token, '?format=csv', { 'accept-language': 'hi' });
    expect(res.body.slice(1).split('\r\n')[0]).toBe('रैंक,नाम,यूज़रनेम,स्थिति,अंक,सही,गलत,अनुत्तरित,समय (मि:से),गणित,तर्कशक्ति');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Weekly SSC mock (हिंदी) - सेट 1.csv')}`);
  });

  it('downloads an XLSX workbook that reads back with the same figures', async () => {
    const res = await exportFile(admin.token, '?format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Rank',
      'Name',
      'Username',
      'Status',
      'Score',
      'Correct',
      'Wrong',
      'Unattempted',
      'Time (mm:ss)',
      'Maths',
      'Reasoning',
    ]);
    expect(values(2)).toEqual([1, 'Asha Rao', expect.any(String), 'Submitted', 6, 3, 0, 1, '12:34', 4, 2]);
    expect(values(3)).toEqual([
      2,
      'Bhavna Iyer',
      expect.any(String),
      'Submitted',
      1.5,
      1,
      1,
      2,
      expect.stringMatching(/^\d+:\d\d$/),
      1.5,
      0,
    ]);
    const open = values(4);
    expect([open[0], open[1], open[3], open[4]]).toEqual([undefined, names[2], 'In progress', undefined]);
    expect(sheet.rowCount).toBe(4);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [59_499, '0:59'],
    [754_000, '12:34'],
    [180 * 60_000, '180:00'],
    [null, ''],
  ])('%s ms reads %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@pariksha/shared/streak';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { AttendanceDay, AttendanceReport, AttendanceSaveResult, MyAttendance } from '@pariksha/shared/schemas/attendance';
import type { GroupDetail } from '@pariksha/shared/schemas/groups';
import { attendanceChanges, attendanceRecords, messageDeliveries, studentProfiles, users } from '../../db/schema/index.ts';
import {
  authHeader,
  countRows,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  signUp,
  unique,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let admin: AuthResponse; // Demo Institute admin
let teacher: AuthResponse;
let asha: AuthResponse; // students of the batch
let bela: AuthResponse;
let chand: AuthResponse;
let outsider: AuthResponse; // a Demo Institute student in no batch
let other: SecondOrganization;
let batch: GroupDetail;
let today: string;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, who: AuthResponse | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? authHeader(who.token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const student = (name: string) => signUp(t.app, { inviteCode: 'DEMO2026', name });

async function createBatch(memberIds: string[], isBatch = true): Promise<GroupDetail> {
  const res = await call('POST', '/api/groups', admin, { name: `Batch ${unique()}`, isBatch, memberIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function save(
  date: string,
  records: { studentId: string; status: string; note?: string | null }[],
  who: AuthResponse = admin,
  batchId = batch.id,
) {
  return call('PUT', '/api/attendance', who, { batchId, date, records });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  [asha, bela, chand, outsider] = await Promise.all([student('Asha'), student('Bela'), student('Chand'), student('Outsider')]);
  const future = await student('Kavita Teacher');
  await t.db.update(users).set({ orgRole: 'teacher' }).where(eq(users.id, future.user.id));
  teacher = await signIn(t.app, future.user.username, future.password);
  other = await createOrganizationWithMembers(t.app);
  // The admin joins as moderator (staff), the teacher as a member: neither is one of the batch's students.
  batch = await createBatch([asha.user.id, bela.user.id, chand.user.id, teacher.user.id]);
  today = todayIn('Asia/Kolkata');
});
afterAll(() => t?.close());

describe('GET /api/attendance', () => {
  it('lists every student of the batch, unmarked, and no staff', async () => {
    const res = await call('GET', `/api/attendance?batchId=${batch.id}&date=${today}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const day: AttendanceDay = res.json();
    expect(day.data.map((e) => e.name)).toEqual(['Asha', 'Bela', 'Chand']);
    expect(day.data.every((e) => e.status === null && e.note === null && e.updatedBy === null)).toBe(true);
    expect(day).toMatchObject({ date: today, today, history: [], batch: { id: batch.id, studentCount: 3, archived: false } });
  });

  it('validates the query', async () => {
    expectError(await call('GET', `/api/attendance?batchId=nope&date=${today}`, admin), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/api/attendance?batchId=${batch.id}&date=2026-02-30`, admin), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/api/attendance?batchId=${batch.id}`, admin), 400, 'VALIDATION_FAILED');
  });

  it('refuses a future day', async () => {
    const err = expectError(
      await call('GET', `/api/attendance?batchId=${batch.id}&date=${addDays(today, 1)}`, admin),
      400,
      'VALIDATION_FAILED',
    );
    expect(err.message).toMatch(/future/);
  });

  it('is 404 for a group that is not a batch, and for another organisation', async () => {
    const plain = await createBatch([asha.user.id], false);
    expectError(await call('GET', `/api/attendance?batchId=${plain.id}&date=${today}`, admin), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/attendance?batchId=${batch.id}&date=${today}`, other.admin), 404, 'NOT_FOUND');
  });

  it('is refused to students, even of the batch, and to visitors', async () => {
    expectError(await call('GET', `/api/attendance?batchId=${batch.id}&date=${today}`, asha), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/attendance?batchId=${batch.id}&date=${today}`, null), 401, 'UNAUTHORIZED');
    expectError(await call('GET', '/api/attendance/batches', asha), 403, 'FORBIDDEN');
  });
});

describe('PUT /api/attendance', () => {
  it('marks a day, then keeps who changed what', async () => {
    const day = addDays(today, -3);
    const first = await save(day, [
      { studentId: asha.user.id, status: 'present' },
      { studentId: bela.user.id, status: 'absent', note: '  fever ' },
      { studentId: chand.user.id, status: 'halfDay' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const marked: AttendanceSaveResult = first.json();
    expect(marked).toMatchObject({ created: 3, changed: 0, history: [] });
    expect(marked.data.map((e) => [e.name, e.status, e.note, e.updatedBy])).toEqual([
      ['Asha', 'present', null, admin.user.name],
      ['Bela', 'absent', 'fever', admin.user.name],
      ['Chand', 'halfDay', null, admin.user.name],
    ]);

    // The teacher edits: Bela came late after all, Chand unchanged, Asha's mark untouched.
    const edit = await save(
      day,
      [
        { studentId: bela.user.id, status: 'late', note: 'came at 10' },
        { studentId: chand.user.id, status: 'halfDay' },
      ],
      teacher,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited: AttendanceSaveResult = edit.json();
    expect(edited).toMatchObject({ created: 0, changed: 1 });
    expect(edited.history).toEqual([
      expect.objectContaining({
        studentId: bela.user.id,
        studentName: 'Bela',
        fromStatus: 'absent',
        toStatus: 'late',
        fromNote: 'fever',
        toNote: 'came at 10',
        changedBy: 'Kavita Teacher',
      }),
    ]);
    expect(edited.data.find((e) => e.studentId === bela.user.id)).toMatchObject({ status: 'late', updatedBy: 'Kavita Teacher' });
    expect(edited.data.find((e) => e.studentId === asha.user.id)).toMatchObject({ status: 'present', updatedBy: admin.user.name });

    // Saving the same list again records nothing.
    const again = await save(day, [{ studentId: bela.user.id, status: 'late', note: 'came at 10' }]);
    expect(again.json()).toMatchObject({ created: 0, changed: 0 });
    const read: AttendanceDay = (await call('GET', `/api/attendance?batchId=${batch.id}&date=${day}`, admin)).json();
    expect(read.history).toHaveLength(1);
  });

  it('refuses a future date and writes nothing', async () => {
    const before = await countRows(t.db, attendanceRecords);
    const err = expectError(await save(addDays(today, 1), [{ studentId: asha.user.id, status: 'present' }]), 400, 'VALIDATION_FAILED');
    expect(err.message).toBe('Attendance cannot be marked for a future date');
    expect(await countRows(t.db, attendanceRecords)).toBe(before);
  });

  it('answers in Hindi when asked', async () => {
    const res = await call(
      'PUT',
      '/api/attendance',
      admin,
      { batchId: batch.id, date: addDays(today, 1), records: [{ studentId: asha.user.id, status: 'present' }] },
      { 'accept-language': 'hi' },
    );
    expect(expectError(res, 400, 'VALIDATION_FAILED').message).toContain('हाज़िरी');
  });

  it('refuses a student not in the batch, a staff member, another organisation’s student, all or nothing', async () => {
    const day = addDays(today, -4);
    for (const wrong of [outsider.user.id, teacher.user.id, other.student.user.id]) {
      const err = expectError(
        await save(day, [
          { studentId: asha.user.id, status: 'present' },
          { studentId: wrong, status: 'absent' },
        ]),
        400,
        'VALIDATION_FAILED',
      );
      expect(err.details).toEqual({ studentIds: [wrong] });
    }
    const read: AttendanceDay = (await call('GET', `/api/attendance?batchId=${batch.id}&date=${day}`, admin)).json();
    expect(read.data.every((e) => e.status === null)).toBe(true);
  });

  it('validates the body', async () => {
    const bad = [
      { batchId: batch.id, date: today, records: [] },
      { batchId: batch.id, date: today, records: [{ studentId: asha.user.id, status: 'away' }] },
      { batchId: batch.id, date: '26-11-2026', records: [{ studentId: asha.user.id, status: 'present' }] },
      { batchId: batch.id, date: today, records: [{ studentId: asha.user.id, status: 'present', note: 'x'.repeat(201) }] },
      {
        batchId: batch.id,
        date: today,
        records: [
          { studentId: asha.user.id, status: 'present' },
          { studentId: asha.user.id, status: 'absent' },
        ],
      },
      { date: today, records: [{ studentId: asha.user.id, status: 'present' }] },
    ];
    for (const body of bad) expectError(await call('PUT', '/api/attendance', admin, body), 400, 'VALIDATION_FAILED');
  });

  it('is refused to students and unknown to another organisation', async () => {
    expectError(await save(today, [{ studentId: asha.user.id, status: 'present' }], asha), 403, 'FORBIDDEN');
    expectError(await save(today, [{ studentId: asha.user.id, status: 'present' }], other.admin), 404, 'NOT_FOUND');
  });

  it('keeps an archived batch’s days as they are', async () => {
    const old = await createBatch([asha.user.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${old.id}`, headers: authHeader(admin.token) })).statusCode).toBe(200);
    expectError(await save(today, [{ studentId: asha.user.id, status: 'present' }], admin, old.id), 409, 'CONFLICT');
  });
});

describe('the month report', () => {
  let month: string;
  let report: AttendanceReport;
  let n: number; // the days marked this month (four, or fewer in the first days of a month)
  beforeAll(async () => {
    // A batch of its own, marked on four days of this month (or the first days, early in a month).
    const b = await createBatch([asha.user.id, bela.user.id, chand.user.id]);
    month = today.slice(0, 7);
    const days = [0, -1, -2, -3].map((n) => addDays(today, n)).filter((d) => d.startsWith(month));
    const statuses = {
      [asha.user.id]: ['present', 'present', 'late', 'halfDay'],
      [bela.user.id]: ['absent', 'absent', 'present', 'late'],
      [chand.user.id]: ['present', 'present', 'present', 'present'],
    };
    for (const [i, day] of days.entries()) {
      const res = await save(
        day,
        Object.entries(statuses).map(([studentId, s]) => ({ studentId, status: s[i]! })),
        admin,
        b.id,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await call('GET', `/api/attendance/report?batchId=${b.id}&month=${month}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json();
    n = days.length;
  });

  it('counts each status and applies the percentage rule', () => {
    const byName = Object.fromEntries(report.data.map((r) => [r.name, r]));
    expect(report.days.at(-1)).toBe(today);
    expect(report.days[0]).toBe(`${month}-01`);
    expect(report.thresholdPercent).toBe(75);
    expect(byName.Chand).toMatchObject({ present: n, marked: n, percentage: 100, flagged: false });
    if (n === 4) {
      // (present + late + 0.5 × halfDay) / marked: Asha (2 + 1 + 0.5) / 4, Bela (1 + 1) / 4.
      expect(byName.Asha).toMatchObject({ present: 2, absent: 0, late: 1, halfDay: 1, marked: 4, percentage: 87.5, flagged: false });
      expect(byName.Bela).toMatchObject({ present: 1, absent: 2, late: 1, halfDay: 0, marked: 4, percentage: 50, flagged: true });
    }
    const row = byName.Asha!;
    expect(row.statuses).toHaveLength(report.days.length);
    expect(row.statuses.at(-1)).toBe('present');
  });

  it('flags below the threshold the admin sets; a teacher cannot set it', async () => {
    expectError(await call('PUT', '/api/attendance/settings', teacher, { thresholdPercent: 90 }), 403, 'FORBIDDEN');
    expectError(await call('PUT', '/api/attendance/settings', admin, { thresholdPercent: 101 }), 400, 'VALIDATION_FAILED');
    expectError(await call('PUT', '/api/attendance/settings', admin, { thresholdPercent: 50.5 }), 400, 'VALIDATION_FAILED');
    const set = await call('PUT', '/api/attendance/settings', admin, { thresholdPercent: 95 });
    expect(set.json()).toEqual({ thresholdPercent: 95 });
    const res = await call('GET', `/api/attendance/report?batchId=${report.batch.id}&month=${month}`, teacher);
    const again: AttendanceReport = res.json();
    expect(again.thresholdPercent).toBe(95);
    expect(again.data.find((r) => r.name === 'Chand')!.flagged).toBe(false);
    expect(again.data.find((r) => r.name === 'Asha')!.flagged).toBe(true);
    // Another organisation keeps its own default.
    expect((await call('GET', '/api/attendance/settings', other.admin)).json()).toEqual({ thresholdPercent: 75 });
    await call('PUT', '/api/attendance/settings', admin, { thresholdPercent: 75 });
  });

  it('exports the month as CSV and XLSX', async () => {
    const csv = await call('GET', `/api/attendance/report/export?batchId=${report.batch.id}&month=${month}&format=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Name,Username,1,/);
    expect(lines[0]).toContain('Percentage');
    expect(lines.some((l) => l.startsWith('Chand,'))).toBe(true);
    expect(csv.body).toContain('P = Present');

    const xlsx = await call(
      'GET',
      `/api/attendance/report/export?batchId=${report.batch.id}&month=${month}&format=xlsx`,
      admin,
      undefined,
      {
        'accept-language': 'hi',
      },
    );
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('हाज़िरी');
    expect(sheet.getRow(1).getCell(1).value).toBe('नाम');
    expect(sheet.rowCount).toBeGreaterThan(report.data.length + 1);
  });

  it('validates and guards the report', async () => {
    expectError(await call('GET', `/api/attendance/report?batchId=${report.batch.id}&month=2026-13`, admin), 400, 'VALIDATION_FAILED');
    expectError(
      await call('GET', `/api/attendance/report/export?batchId=${report.batch.id}&month=${month}&format=pdf`, admin),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('GET', `/api/attendance/report?batchId=${report.batch.id}&month=${month}`, asha), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/attendance/report?batchId=${report.batch.id}&month=${month}`, other.admin), 404, 'NOT_FOUND');
    expectError(
      await call('GET', `/api/attendance/report/export?batchId=${report.batch.id}&month=${month}`, other.admin),
      404,
      'NOT_FOUND',
    );
  });

  it('shows a student their own month only', async () => {
    const res = await call('GET', `/api/attendance/me?month=${month}`, bela);
    expect(res.statusCode, res.body).toBe(200);
    const mine: MyAttendance = res.json();
    expect(mine.records.every((r) => r.date.startsWith(month))).toBe(true);
    const fromReport = report.data.find((r) => r.name === 'Bela')!;
    // The report batch's marks plus any of the first batch in this month.
    expect(mine.summary.marked).toBeGreaterThanOrEqual(fromReport.marked);
    expect(mine.records.filter((r) => r.batchId === report.batch.id)).toHaveLength(fromReport.marked);
    // There is no way to name another student: the query takes none, and extra ones are not read.
    const sneaky = await call('GET', `/api/attendance/me?month=${month}&studentId=${asha.user.id}`, bela);
    expect((sneaky.json() as MyAttendance).records).toEqual(mine.records);
    const empty: MyAttendance = (await call('GET', `/api/attendance/me?month=${month}`, other.student)).json();
    expect(empty.summary).toMatchObject({ marked: 0, percentage: null, flagged: false });
    expectError(await call('GET', '/api/attendance/me?month=nope', bela), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/api/attendance/me?month=${month}`, null), 401, 'UNAUTHORIZED');
  });
});

describe('the audit table', () => {
  it('holds one row per change, never for a first mark', async () => {
    const b = await createBatch([asha.user.id]);
    const day = addDays(today, -10);
    await save(day, [{ studentId: asha.user.id, status: 'present' }], admin, b.id);
    const rows = () => t.db.select().from(attendanceChanges).where(eq(attendanceChanges.groupId, b.id));
    expect(await rows()).toHaveLength(0);
    await save(day, [{ studentId: asha.user.id, status: 'absent' }], teacher, b.id);
    await save(day, [{ studentId: asha.user.id, status: 'absent', note: 'informed' }], admin, b.id);
    const changes = await rows();
    expect(changes.map((c) => [c.fromStatus, c.toStatus, c.fromNote, c.toNote, c.changedBy])).toEqual([
      ['present', 'absent', null, null, teacher.user.id],
      ['absent', 'absent', null, 'informed', admin.user.id],
    ]);
    expect(changes.every((c) => c.organizationId === admin.user.organizationId)).toBe(true);
  });
});

describe('POST /api/attendance/notify-absent', () => {
  it("queues a bilingual message to each absent student's guardian, and names those it cannot reach", async () => {
    const b = await createBatch([asha.user.id, bela.user.id, chand.user.id]);
    const day = addDays(today, -1);
    await t.db.insert(studentProfiles).values([
      {
        userId: asha.user.id,
        organizationId: admin.user.organizationId,
        guardianName: 'Sunita',
        guardianEmail: 'sunita@test.example.com',
        guardianMobile: '98765 43210',
        guardianLanguage: 'en',
      },
      { userId: bela.user.id, organizationId: admin.user.organizationId, guardianName: 'Mohan', guardianLanguage: 'hi' },
    ]);
    await save(
      day,
      [
        { studentId: asha.user.id, status: 'absent', note: 'no word' },
        { studentId: bela.user.id, status: 'absent' },
        { studentId: chand.user.id, status: 'present' },
      ],
      admin,
      b.id,
    );
    const res = await call('POST', '/api/attendance/notify-absent', teacher, { batchId: b.id, date: day });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ absent: 2, queued: 2, withoutContact: [{ studentId: bela.user.id, name: 'Bela' }] });

    const rows = await t.db.select().from(messageDeliveries).where(eq(messageDeliveries.source, 'attendance'));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    const email = rows.find((r) => r.channel === 'email')!;
    expect(email).toMatchObject({ address: 'sunita@test.example.com', language: 'en', organizationId: admin.user.organizationId });
    // English first for an English-speaking guardian, then Hindi.
    expect(email.body).toMatch(/^Dear Sunita, Asha was marked absent in the batch ".+" at .+ on .+\. Note: no word\./);
    expect(email.body).toContain('प्रिय Sunita, Asha');
    expect(rows.find((r) => r.channel === 'sms')).toMatchObject({ address: '+919876543210' });
    expect(rows.find((r) => r.channel === 'sms')!.body).not.toContain('प्रिय');

    // Delivered to the outbox (no provider configured), which the admin can read.
    await t.app.deps.queue.drain();
    const outbox = await call('GET', `/api/notifications/organization/${admin.user.organizationId}/outbox`, admin);
    const entries = (outbox.json() as { data: { source: string; to: string }[] }).data.filter((e) => e.source === 'attendance');
    expect(entries.map((e) => e.to).sort()).toEqual(['+919876543210', 'sunita@test.example.com']);
  });

  it('is refused to students, unknown to another organisation, and validated', async () => {
    expectError(await call('POST', '/api/attendance/notify-absent', asha, { batchId: batch.id, date: today }), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/attendance/notify-absent', other.admin, { batchId: batch.id, date: today }), 404, 'NOT_FOUND');
    expectError(await call('POST', '/api/attendance/notify-absent', admin, { batchId: batch.id, date: 'today' }), 400, 'VALIDATION_FAILED');
  });
});

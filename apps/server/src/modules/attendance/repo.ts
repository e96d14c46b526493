import { eq, sql, type SQL } from 'drizzle-orm';
import { ATTENDANCE_THRESHOLD_DEFAULT, type AttendanceStatus } from '@pariksha/shared/attendance';
import type { AttendanceBatch, AttendanceChange, AttendanceEntry } from '@pariksha/shared/schemas/attendance';
import type { Db, Tx } from '../../db/client.ts';
import { attendanceSettings } from '../../db/schema/index.ts';

/** Rows of a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drivers differ in how a raw timestamptz or date arrives (Date or text); the API sends text. */
const iso = (v: Date | string) => new Date(v).toISOString();
const day = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * SQL: the account is one of the organisation's students (not staff), as the groups module's
 * staff rule reads it the other way round. A batch's students are its members who are students.
 */
const isStudent = sql`u.role = 'user' and u.org_role = 'student'`;

type BatchRow = { id: string; name: string; archived_at: Date | string | null; student_count: number };
const toBatch = (r: BatchRow): AttendanceBatch => ({
  id: r.id,
  name: r.name,
  archived: r.archived_at !== null,
  studentCount: r.student_count,
});

/** The organisation's batches with their active students counted; archived ones last. */
export async function selectBatches(db: Db | Tx, organizationId: string, batchId?: string): Promise<AttendanceBatch[]> {
  const one = batchId ? sql`and g.id = ${batchId}` : sql``;
  const rows = await rowsOf<BatchRow>(
    db,
    sql`
      select g.id, g.name, g.archived_at,
        (select count(*)::int from group_members gm join users u on u.id = gm.user_id
          where gm.group_id = g.id and ${isStudent} and u.is_active) as student_count
      from groups g
      where g.organization_id = ${organizationId} and g.is_batch ${one}
      order by g.archived_at is not null, lower(g.name), g.id`,
  );
  return rows.map(toBatch);
}

type EntryRow = {
  id: string;
  name: string;
  username: string;
  status: AttendanceStatus | null;
  note: string | null;
  updated_by: string | null;
  updated_at: Date | string | null;
};

/**
 * Every student of the batch on one day, with their mark if any: the batch's active students,
 * and anyone marked that day who has since left the batch or been deactivated (the record stays).
 */
export async function selectDay(db: Db | Tx, groupId: string, date: string): Promise<AttendanceEntry[]> {
  const rows = await rowsOf<EntryRow>(
    db,
    sql`
      with ids as (
        select user_id from group_members where group_id = ${groupId}
        union
        select student_id from attendance_records where group_id = ${groupId} and date = ${date}
      )
      select u.id, u.name, u.username, r.status, r.note, ub.name as updated_by, r.updated_at
      from ids
      join users u on u.id = ids.user_id
      left join attendance_records r on r.group_id = ${groupId} and r.date = ${date} and r.student_id = u.id
      left join users ub on ub.id = r.updated_by
      where r.id is not null or (${isStudent} and u.is_active)
      order by lower(u.name), u.username`,
  );
  return rows.map((r) => ({
    studentId: r.id,
    name: r.name,
    username: r.username,
    status: r.status,
    note: r.note,
    updatedBy: r.updated_by,
    updatedAt: r.updated_at === null ? null : iso(r.updated_at),
  }));
}

type ChangeRow = {
  id: string | number;
  student_id: string;
  student_name: string;
  from_status: AttendanceStatus;
  to_status: AttendanceStatus;
  from_note: string | null;
  to_note: string | null;
  changed_by: string | null;
  changed_at: Date | string;
};

/** The day's changes to marks already made, newest first. */
export async function selectHistory(db: Db | Tx, groupId: string, date: string): Promise<AttendanceChange[]> {
  const rows = await rowsOf<ChangeRow>(
    db,
    sql`
      select c.id, c.student_id, s.name as student_name, c.from_status, c.to_status, c.from_note, c.to_note,
        b.name as changed_by, c.changed_at
      from attendance_changes c
      join users s on s.id = c.student_id
      left join users b on b.id = c.changed_by
      where c.group_id = ${groupId} and c.date = ${date}
      order by c.changed_at desc, c.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    studentId: r.student_id,
    studentName: r.student_name,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    fromNote: r.from_note,
    toNote: r.to_note,
    changedBy: r.changed_by,
    changedAt: iso(r.changed_at),
  }));
}

/** Of `ids`, those who are active students of the batch now: the only ones a save may mark. */
export async function selectMarkable(tx: Db | Tx, groupId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`
      select u.id from group_members gm join users u on u.id = gm.user_id
      where gm.group_id = ${groupId} and u.id in ${ids} and ${isStudent} and u.is_active`,
  );
  return new Set(rows.map((r) => r.id));
}

export type StoredMark = { studentId: string; status: AttendanceStatus; note: string | null };

export async function selectStored(tx: Db | Tx, groupId: string, date: string): Promise<Map<string, StoredMark>> {
  const rows = await rowsOf<{ student_id: string; status: AttendanceStatus; note: string | null }>(
    tx,
    sql`select student_id, status, note from attendance_records where group_id = ${groupId} and date = ${date}`,
  );
  return new Map(rows.map((r) => [r.student_id, { studentId: r.student_id, status: r.status, note: r.note }]));
}

/** Writes new and changed marks in one statement. */
export async function upsertMarks(
  tx: Tx,
  at: { organizationId: string; groupId: string; date: string; userId: string; now: Date },
  marks: StoredMark[],
) {
  if (marks.length === 0) return;
  const values = sql.join(
    marks.map(
      (m) =>
        sql`(${at.organizationId}::uuid, ${at.groupId}::uuid, ${m.studentId}::uuid, ${at.date}::date, ${m.status}, ${m.note}, ${at.userId}::uuid, ${at.now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into attendance_records (organization_id, group_id, student_id, date, status, note, updated_by, updated_at)
    values ${values}
    on conflict (group_id, date, student_id) do update
      set status = excluded.status, note = excluded.note, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

export async function insertChanges(
  tx: Tx,
  at: { organizationId: string; groupId: string; date: string; userId: string; now: Date },
  changes: { before: StoredMark; after: StoredMark }[],
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      ({ before, after }) =>
        sql`(${at.organizationId}::uuid, ${at.groupId}::uuid, ${after.studentId}::uuid, ${at.date}::date, ${before.status}, ${after.status}, ${before.note}, ${after.note}, ${at.userId}::uuid, ${at.now.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into attendance_changes (organization_id, group_id, student_id, date, from_status, to_status, from_note, to_note, changed_by, changed_at)
    values ${values}`);
}

type StudentRow = { id: string; name: string; username: string };

/** The month report's students: the batch's active students and anyone marked in the range. */
export async function selectReportStudents(db: Db | Tx, groupId: string, from: string, to: string): Promise<StudentRow[]> {
  return rowsOf<StudentRow>(
    db,
    sql`
      with marked as (
        select distinct student_id from attendance_records where group_id = ${groupId} and date between ${from} and ${to}
      )
      select u.id, u.name, u.username from users u
      where u.id in (select student_id from marked)
        or (u.id in (select user_id from group_members where group_id = ${groupId}) and ${isStudent} and u.is_active)
      order by lower(u.name), u.username`,
  );
}

export async function selectRange(db: Db | Tx, groupId: string, from: string, to: string) {
  const rows = await rowsOf<{ student_id: string; date: Date | string; status: AttendanceStatus }>(
    db,
    sql`select student_id, date, status from attendance_records where group_id = ${groupId} and date between ${from} and ${to}`,
  );
  return rows.map((r) => ({ studentId: r.student_id, date: day(r.date), status: r.status }));
}

/** One student's marks in a range, in the batches of their organisation. */
export async function selectStudentRange(db: Db | Tx, organizationId: string, studentId: string, from: string, to: string) {
  const rows = await rowsOf<{ date: Date | string; group_id: string; name: string; status: AttendanceStatus; note: string | null }>(
    db,
    sql`
      select r.date, r.group_id, g.name, r.status, r.note
      from attendance_records r join groups g on g.id = r.group_id
      where r.student_id = ${studentId} and r.organization_id = ${organizationId} and r.date between ${from} and ${to}
      order by r.date, lower(g.name)`,
  );
  return rows.map((r) => ({ date: day(r.date), batchId: r.group_id, batchName: r.name, status: r.status, note: r.note }));
}

export async function selectThreshold(db: Db | Tx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: attendanceSettings.thresholdPercent })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.organizationId, organizationId));
  return row?.threshold ?? ATTENDANCE_THRESHOLD_DEFAULT;
}

export async function upsertThreshold(db: Db | Tx, organizationId: string, userId: string, thresholdPercent: number) {
  const now = new Date();
  await db
    .insert(attendanceSettings)
    .values({ organizationId, thresholdPercent, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: attendanceSettings.organizationId, set: { thresholdPercent, updatedBy: userId, updatedAt: now } });
}

/** The absent students of a day, for the notice to their guardians. */
export async function selectAbsent(db: Db | Tx, groupId: string, date: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`
      select u.id, u.name from attendance_records r join users u on u.id = r.student_id
      where r.group_id = ${groupId} and r.date = ${date} and r.status = 'absent'
      order by lower(u.name)`,
  );
}

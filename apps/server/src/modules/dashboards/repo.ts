import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * Tests count for the organisation's students wherever they sat them (its own tests and the
 * platform's public ones), as the performance page does.
 *
 * The dashboards' queries: each answers one panel for a whole organisation (or one student)
 * with one aggregate statement, never a query per student. They read the tables of the exam,
 * attendance, daily-problem and quiz modules without changing them.
 */
async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drivers differ in how a raw timestamptz arrives (Date or text). */
export const toDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The organisation's own active students (accounts of the student role). */
const studentsOf = (organizationId: string) =>
  sql`u.organization_id = ${organizationId} and u.role = 'user' and u.org_role = 'student' and u.is_active`;

/** Score as a percentage of the set's total marks; null for a set without marks. */
const percentSql = sql`(a.score_hundredths::float8 / nullif(s.total_marks::numeric, 0)::float8)`;

export type OrgContext = { id: string; name: string; timeZone: string; guardianDigestEnabled: boolean; threshold: number };

export async function orgContext(db: Db, organizationId: string): Promise<OrgContext | undefined> {
  const [row] = await rowsOf<OrgContext>(
    db,
    sql`select o.id, o.name, o.time_zone as "timeZone", o.guardian_digest_enabled as "guardianDigestEnabled",
          coalesce(st.threshold_percent, 75)::int as threshold
        from organizations o left join attendance_settings st on st.organization_id = o.id
        where o.id = ${organizationId}`,
  );
  return row;
}

export type StudentActivityRow = { id: string; name: string; createdAt: Date | string; lastActive: Date | string | null };

/**
 * Every active student with the newest moment they did anything (a submitted test, a quiz, a
 * daily problem, a practice answer): each is the top of a (user, time) index, one probe per student.
 */
export function studentActivity(db: Db, organizationId: string) {
  return rowsOf<StudentActivityRow>(
    db,
    sql`select u.id, u.name, u.created_at as "createdAt",
          greatest(
            (select max(a.submitted_at) from exam_attempts a where a.user_id = u.id),
            (select max(q.started_at) from quiz_attempts q where q.user_id = u.id),
            (select p.solved_at from potd_solves p where p.user_id = u.id order by p.date desc limit 1),
            (select max(pa.answered_at) from practice_answers pa where pa.user_id = u.id)
          ) as "lastActive"
        from users u where ${studentsOf(organizationId)}`,
  );
}

export type AttendanceCounts = { present: number; absent: number; late: number; halfDay: number; marked: number };
const countsSql = sql`count(*) filter (where r.status = 'present')::int as present,
  count(*) filter (where r.status = 'absent')::int as absent,
  count(*) filter (where r.status = 'late')::int as late,
  count(*) filter (where r.status = 'halfDay')::int as "halfDay",
  count(r.status)::int as marked`;

/** Each student's attendance since a day (through the student/date index, one range per student). */
export function attendanceSince(db: Db, organizationId: string, since: string) {
  return rowsOf<AttendanceCounts & { studentId: string }>(
    db,
    sql`select u.id as "studentId", ${countsSql}
        from users u join attendance_records r on r.student_id = u.id and r.date >= ${since} and r.organization_id = ${organizationId}
        where ${studentsOf(organizationId)} group by u.id`,
  );
}

/** The score percentages of each student's last `n` submitted tests, newest first. */
export function recentPercents(db: Db, organizationId: string, n: number) {
  // One short backwards range of (user, submitted_at) per student, not every attempt ranked.
  return rowsOf<{ userId: string; percent: number | null }>(
    db,
    sql`select u.id as "userId", x.percent
        from users u cross join lateral (
          select ${percentSql} as percent, a.submitted_at
          from exam_attempts a join exam_sets s on s.id = a.set_id
          where a.user_id = u.id and a.status = 'submitted' and a.submitted_at is not null
          order by a.submitted_at desc limit ${n}
        ) x
        where ${studentsOf(organizationId)}
        order by u.id, x.submitted_at desc`,
  );
}

export async function testsSince(db: Db, organizationId: string, since: Date) {
  const [row] = await rowsOf<{ run: number; attempts: number; averagePercent: number | null }>(
    db,
    sql`select count(distinct a.set_id)::int as run, count(*)::int as attempts, avg(${percentSql})::float8 as "averagePercent"
        from users u join exam_attempts a on a.user_id = u.id and a.status = 'submitted' and a.submitted_at >= ${since.toISOString()}
        join exam_sets s on s.id = a.set_id
        where ${studentsOf(organizationId)}`,
  );
  return row;
}

export function attendanceToday(db: Db, organizationId: string, today: string) {
  return rowsOf<AttendanceCounts & { batchId: string; name: string; students: number }>(
    db,
    sql`select g.id as "batchId", g.name,
          (select count(*) from group_members m join users su on su.id = m.user_id
            where m.group_id = g.id and su.role = 'user' and su.org_role = 'student' and su.is_active)::int as students,
          ${countsSql}
        from groups g left join attendance_records r on r.group_id = g.id and r.date = ${today}
        where g.organization_id = ${organizationId} and g.is_batch and g.archived_at is null
        group by g.id, g.name order by g.name`,
  );
}

export type RecentResultRow = {
  attemptId: string;
  studentId: string;
  studentName: string;
  examTitle: Record<string, string>;
  setTitle: Record<string, string>;
  percent: number | null;
  submittedAt: Date | string;
};

/** The newest submissions of the organisation's students within `since` (a short range per student). */
export function recentResults(db: Db, organizationId: string, limit: number, since: Date) {
  return rowsOf<RecentResultRow>(
    db,
    sql`select a.id as "attemptId", a.user_id as "studentId", u.name as "studentName", e.title as "examTitle", s.title as "setTitle",
          ${percentSql} as percent, a.submitted_at as "submittedAt"
        from users u join exam_attempts a on a.user_id = u.id and a.status = 'submitted' and a.submitted_at >= ${since.toISOString()}
        join exam_sets s on s.id = a.set_id join exams e on e.id = a.exam_id
        where ${studentsOf(organizationId)}
        order by a.submitted_at desc limit ${limit}`,
  );
}

export async function potdSolvedOn(db: Db, organizationId: string, day: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from potd_solves p where p.organization_id = ${organizationId} and p.date = ${day}`,
  );
  return row.n;
}

/** Per week (Monday, organisation's time zone) since `fromDay`: submissions and their mean, attendance, daily-problem solves. */
export async function weeklySeries(db: Db, organizationId: string, timeZone: string, fromDay: string) {
  const [attempts, attendance, potd] = await Promise.all([
    rowsOf<{ week: string; attempts: number; averagePercent: number | null }>(
      db,
      sql`select date_trunc('week', a.submitted_at at time zone ${timeZone})::date::text as week,
            count(*)::int as attempts, avg(${percentSql})::float8 as "averagePercent"
          from users u join exam_attempts a on a.user_id = u.id and a.status = 'submitted'
            and a.submitted_at >= (${fromDay}::date::timestamp at time zone ${timeZone})
          join exam_sets s on s.id = a.set_id
          where ${studentsOf(organizationId)}
          group by 1`,
    ),
    rowsOf<AttendanceCounts & { week: string }>(
      db,
      sql`select date_trunc('week', r.date)::date::text as week, ${countsSql}
          from groups g join attendance_records r on r.group_id = g.id and r.date >= ${fromDay}
          where g.organization_id = ${organizationId} and g.is_batch
          group by 1`,
    ),
    rowsOf<{ week: string; solves: number }>(
      db,
      sql`select date_trunc('week', p.date)::date::text as week, count(*)::int as solves
          from potd_solves p where p.organization_id = ${organizationId} and p.date >= ${fromDay}
          group by 1`,
    ),
  ]);
  return { attempts, attendance, potd };
}

// ---------- one student ----------

export type StudentRow = { id: string; name: string; username: string; isActive: boolean };

export async function findMember(db: Db, organizationId: string, studentId: string) {
  const [row] = await rowsOf<StudentRow>(
    db,
    sql`select u.id, u.name, u.username, u.is_active as "isActive" from users u
        where u.id = ${studentId} and u.organization_id = ${organizationId}`,
  );
  return row;
}

export function batchesOf(db: Db, studentId: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`select g.id, g.name from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${studentId} and g.is_batch order by g.name`,
  );
}

export type TestRow = {
  attemptId: string;
  examId: string;
  setId: string;
  examTitle: Record<string, string>;
  setTitle: Record<string, string>;
  submittedAt: Date | string;
  scoreNumerator: string | number | null;
  scoreDenominator: string | number | null;
  totalMarks: string;
  percent: number | null;
  attemptNumber: number;
  kind: 'practice' | 'live' | 'mock';
  endsAt: Date | string | null;
  better: number;
  participants: number;
  sectionResults: Array<{ sectionId: string; correct: number; wrong: number; unattempted: number }> | null;
};

/** The student's submitted tests, oldest first, each with its standing among the set's first attempts (leaderboard index). */
export function studentTests(db: Db, studentId: string) {
  return rowsOf<TestRow>(
    db,
    sql`select a.id as "attemptId", a.exam_id as "examId", a.set_id as "setId", e.title as "examTitle", s.title as "setTitle",
          a.submitted_at as "submittedAt", a.score_numerator as "scoreNumerator", a.score_denominator as "scoreDenominator",
          s.total_marks as "totalMarks", ${percentSql} as percent, a.attempt_number as "attemptNumber", e.kind, e.ends_at as "endsAt",
          a.section_results as "sectionResults",
          (select count(*) from exam_attempts b where b.set_id = a.set_id and b.status = 'submitted' and b.attempt_number = 1
             and (b.score_hundredths > a.score_hundredths
                  or (b.score_hundredths = a.score_hundredths and b.time_taken_ms < a.time_taken_ms)))::int as better,
          (select count(*) from exam_attempts b where b.set_id = a.set_id and b.status = 'submitted' and b.attempt_number = 1)::int
            as participants
        from exam_attempts a join exam_sets s on s.id = a.set_id join exams e on e.id = a.exam_id
        where a.user_id = ${studentId} and a.status = 'submitted'
        order by a.submitted_at`,
  );
}

export function sectionNames(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return rowsOf<{ id: string; name: Record<string, string> }>(
    db,
    sql`select id, name from exam_sections where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** Answers per subject and topic, from submitted tests (exact match of the chosen options) and finished quizzes. */
export function topicAccuracy(db: Db, studentId: string) {
  return rowsOf<{ subject: string; topic: string; answered: number; correct: number }>(
    db,
    sql`select subject, topic, sum(answered)::int as answered, sum(correct)::int as correct from (
          select q.subject, q.topic, count(*) as answered,
            count(*) filter (where aa.selected_option_ids @> q.correct_option_ids and q.correct_option_ids @> aa.selected_option_ids) as correct
          from exam_attempts a join attempt_answers aa on aa.attempt_id = a.id join questions q on q.id = aa.question_id
          where a.user_id = ${studentId} and a.status = 'submitted' and cardinality(aa.selected_option_ids) > 0
          group by q.subject, q.topic
          union all
          select qa.subject, qa.topic, count(*) as answered, count(*) filter (where qa.correct) as correct
          from quiz_attempts z join quiz_attempt_answers qa on qa.attempt_id = z.id
          where z.user_id = ${studentId} and qa.correct is not null
          group by qa.subject, qa.topic
        ) t group by subject, topic`,
  );
}

export async function quizSummary(db: Db, studentId: string) {
  const [row] = await rowsOf<{ attempts: number; correct: number; answered: number }>(
    db,
    sql`select (select count(*) from quiz_attempts z where z.user_id = ${studentId} and z.finished_at is not null)::int as attempts,
          count(*) filter (where qa.correct)::int as correct, count(qa.correct)::int as answered
        from quiz_attempts z join quiz_attempt_answers qa on qa.attempt_id = z.id
        where z.user_id = ${studentId}`,
  );
  return row;
}

/** The student's marked days in [from, to] of their organisation, one row per batch and day. */
export function studentDays(db: Db, organizationId: string, studentId: string, from: string, to: string) {
  return rowsOf<{ date: string; status: 'present' | 'absent' | 'late' | 'halfDay' }>(
    db,
    sql`select r.date::text as date, r.status from attendance_records r
        where r.student_id = ${studentId} and r.organization_id = ${organizationId} and r.date between ${from} and ${to}
        order by r.date`,
  );
}

export async function studentAttendanceSince(db: Db, organizationId: string, studentId: string, since: string) {
  const [row] = await rowsOf<AttendanceCounts>(
    db,
    sql`select ${countsSql} from attendance_records r
        where r.student_id = ${studentId} and r.organization_id = ${organizationId} and r.date >= ${since}`,
  );
  return row;
}

export async function potdOf(db: Db, studentId: string, from: string, to: string) {
  const [row] = await rowsOf<{ current: number | null; max: number | null; lastSolvedDate: string | null; solved: number }>(
    db,
    sql`select st.current_streak as current, st.max_streak as max, st.last_solved_date::text as "lastSolvedDate",
          (select count(*) from potd_solves p where p.user_id = ${studentId} and p.date between ${from} and ${to})::int as solved
        from (select 1) one left join potd_streaks st on st.user_id = ${studentId}`,
  );
  return row;
}

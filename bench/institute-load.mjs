// `npm run bench:institute`: one institute on PostgreSQL with 300 students in 5 batches, a year
// of attendance and 50 tests (15,000 submitted attempts with their answers), seeded straight
// into the database in a few statements. Then, one institute's staff working at once (a few
// requests in flight), it measures p50/p99 of the attendance save, the month report, the
// institute dashboard and a student's performance page, against 200 ms p99 each, and one
// import of 500 students from a CSV, against 10 s.
// Everything runs on this machine (loopback only) and stops by itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { children, cleanups, createDatabase, exited, startNode, stop, waitFor } from './lib/harness.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 5);
const TESTS = Number(process.env.BENCH_TESTS ?? 50);
const ANSWERS_PER_ATTEMPT = Number(process.env.BENCH_ANSWERS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 5630);
const TARGET_P99_MS = 200;
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
const base = `http://127.0.0.1:${PORT}`;

const key = new TextEncoder().encode(JWT_SECRET);
const tokenFor = (id, organizationId, role, orgRole) =>
  new SignJWT({ organizationId, role, orgRole, tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuer('pariksha')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(key);

/** YYYY-MM-DD in Asia/Kolkata (the institute's zone). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** The institute, straight into the database: the benchmark is about reading it, not about argon2 or imports. */
async function seed(db) {
  const q = (sql, params) => db.query(sql, params);
  const tag = randomBytes(3).toString('hex');
  const t0 = Date.now();
  const {
    rows: [org],
  } = await q(`INSERT INTO organizations (name, invite_code) VALUES ('Bench Institute', $1) RETURNING id`, [`B${tag}`]);
  const {
    rows: [admin],
  } = await q(
    `INSERT INTO users (organization_id, name, email, username, password_hash, role, org_role)
     VALUES ($1, 'Bench admin', $2, $3, 'not-a-hash', 'admin', 'owner') RETURNING id`,
    [org.id, `admin_${tag}@bench.example.com`, `admin_${tag}`],
  );
  await q(
    `INSERT INTO users (organization_id, name, email, username, password_hash, created_at)
     SELECT $1, 'Student ' || g, $2 || g || '@bench.example.com', $2 || g, 'not-a-hash', now() - interval '400 days'
     FROM generate_series(1, $3) g`,
    [org.id, `s${tag}_`, STUDENTS],
  );
  await q(
    `INSERT INTO student_profiles (user_id, organization_id, guardian_name, guardian_mobile)
     SELECT id, organization_id, 'Guardian of ' || name, '98' || lpad((row_number() over ())::text, 8, '0')
     FROM users WHERE organization_id = $1 AND org_role = 'student'`,
    [org.id],
  );
  await q(`INSERT INTO groups (organization_id, name, is_batch) SELECT $1, 'Batch ' || g, true FROM generate_series(1, $2) g`, [
    org.id,
    BATCHES,
  ]);
  // Students dealt round the batches.
  await q(
    `INSERT INTO group_members (group_id, user_id)
     SELECT b.id, s.id FROM
       (SELECT id, row_number() over (order by name) - 1 AS i FROM groups WHERE organization_id = $1) b
       JOIN (SELECT id, row_number() over (order by username) - 1 AS i FROM users WHERE organization_id = $1 AND org_role = 'student') s
         ON s.i % $2 = b.i`,
    [org.id, BATCHES],
  );
  // A year of attendance, Monday to Saturday: mostly present, some absent, late, half-day.
  await q(
    `INSERT INTO attendance_records (organization_id, group_id, student_id, date, status, updated_by)
     SELECT $1, m.group_id, m.user_id, d::date,
       (ARRAY['present','present','present','present','present','present','present','absent','late','halfDay'])[1 + floor(random() * 10)::int],
       $2
     FROM group_members m JOIN groups g ON g.id = m.group_id AND g.organization_id = $1
     CROSS JOIN generate_series($3::date - 365, $3::date - 1, interval '1 day') d
     WHERE extract(isodow from d) < 7`,
    [org.id, admin.id, today()],
  );
  // Questions, then 50 tests of one set and one section each.
  await q(
    `INSERT INTO questions (organization_id, subject, topic, text, options, correct_option_ids)
     SELECT $1, (ARRAY['math','reasoning','english','gk'])[1 + g % 4], 'topic' || (g % 10),
       jsonb_build_object('en', 'Question ' || g), '[{"id":"a"},{"id":"b"},{"id":"c"},{"id":"d"}]'::jsonb, ARRAY['a']
     FROM generate_series(1, 200) g`,
    [org.id],
  );
  await q(
    `INSERT INTO exams (organization_id, code, title, kind, is_published)
     SELECT $1, 'SSC', jsonb_build_object('en', 'Bench test ' || g, 'hi', 'बेंच टेस्ट ' || g), 'mock', true FROM generate_series(1, $2) g`,
    [org.id, TESTS],
  );
  await q(
    `INSERT INTO exam_sets (exam_id, organization_id, title, duration_minutes, passing_marks, total_marks)
     SELECT id, organization_id, jsonb_build_object('en', 'Set 1', 'hi', 'सेट 1'), 60, '40', '100' FROM exams WHERE organization_id = $1`,
    [org.id],
  );
  await q(
    `INSERT INTO exam_sections (set_id, organization_id, name, duration_minutes, planned_question_count, mark_correct, mark_wrong, time_per_question_seconds)
     SELECT id, organization_id, jsonb_build_object('en', 'General', 'hi', 'सामान्य'), 60, 100, '1', '0', 36 FROM exam_sets WHERE organization_id = $1`,
    [org.id],
  );
  // Every student took every test, the tests spread over the year.
  await q(
    `INSERT INTO exam_attempts (set_id, exam_id, organization_id, user_id, status, started_at, deadline, submitted_at, submitted_by,
       score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
     SELECT s.id, s.exam_id, $1, u.id, 'submitted', at - interval '1 hour', at, at, 'student', sc, 1, sc * 100, sc, 100 - sc, 0,
       3000000 + floor(random() * 600000)::int,
       jsonb_build_array(jsonb_build_object('sectionId', sec.id, 'num', sc, 'den', 1, 'maxNum', 100, 'maxDen', 1, 'correct', sc, 'wrong', 100 - sc, 'unattempted', 0))
     FROM (SELECT es.*, row_number() over (order by es.id) AS n FROM exam_sets es WHERE es.organization_id = $1) s
     JOIN exam_sections sec ON sec.set_id = s.id
     CROSS JOIN users u
     CROSS JOIN LATERAL (SELECT now() - ((($2 - s.n) * 7) || ' days')::interval AS at, 20 + floor(random() * 75)::int AS sc) x
     WHERE u.organization_id = $1 AND u.org_role = 'student'`,
    [org.id, TESTS],
  );
  await q(
    `INSERT INTO attempt_answers (attempt_id, question_id, selected_option_ids, state)
     SELECT a.id, qs.id, ARRAY[(ARRAY['a','b','c','d'])[1 + floor(random() * 4)::int]], 'answered'
     FROM exam_attempts a
     CROSS JOIN LATERAL (SELECT id FROM questions WHERE organization_id = $1 ORDER BY md5(id::text || a.id::text) LIMIT $2) qs
     WHERE a.organization_id = $1`,
    [org.id, ANSWERS_PER_ATTEMPT],
  );
  // The daily problem on about two days in three.
  await q(
    `INSERT INTO potd_solves (user_id, organization_id, date, solved_at)
     SELECT u.id, $1, d::date, d + interval '9 hours'
     FROM users u CROSS JOIN generate_series($2::date - 180, $2::date - 1, interval '1 day') d
     WHERE u.organization_id = $1 AND u.org_role = 'student' AND random() < 0.66`,
    [org.id, today()],
  );
  await q('ANALYZE');
  const counts = (
    await q(
      `SELECT (SELECT count(*) FROM attendance_records WHERE organization_id = $1)::int AS attendance,
              (SELECT count(*) FROM exam_attempts WHERE organization_id = $1)::int AS attempts,
              (SELECT count(*) FROM attempt_answers aa JOIN exam_attempts a ON a.id = aa.attempt_id WHERE a.organization_id = $1)::int AS answers,
              (SELECT count(*) FROM potd_solves WHERE organization_id = $1)::int AS solves`,
      [org.id],
    )
  ).rows[0];
  console.log(
    `Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${STUDENTS} students, ${BATCHES} batches, ` +
      `${counts.attendance.toLocaleString()} attendance records, ${TESTS} tests, ${counts.attempts.toLocaleString()} attempts, ` +
      `${counts.answers.toLocaleString()} answers, ${counts.solves.toLocaleString()} daily-problem solves`,
  );
  const batches = (await q(`SELECT id FROM groups WHERE organization_id = $1 ORDER BY name`, [org.id])).rows.map((r) => r.id);
  const membersOf = {};
  for (const id of batches)
    membersOf[id] = (await q(`SELECT user_id FROM group_members WHERE group_id = $1`, [id])).rows.map((r) => r.user_id);
  return { organizationId: org.id, adminId: admin.id, batches, membersOf };
}

async function measure(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, amount: REQUESTS, ...options });
  const errors = result.errors + result.non2xx;
  const p50 = result.latency.p50;
  const p99 = result.latency.p99;
  console.log(
    `${name.padEnd(22)} p50 ${String(p50).padStart(4)} ms   p99 ${String(p99).padStart(4)} ms   ` +
      `${Math.round(result.requests.average)} req/s   ${result.requests.total ?? REQUESTS} requests, ${errors} errors`,
  );
  return { name, p50, p99, errors };
}

const IMPORT_TARGET_MS = 10_000;

/** One all-or-nothing import of `rows` new students from a CSV, as the import wizard sends it. */
async function measureImport(organizationId, token, rows) {
  const tag = randomBytes(3).toString('hex');
  const lines = ['name,username,email,mobile,guardian_name,guardian_mobile,guardian_email,guardian_language,batches'];
  for (let i = 0; i < rows; i++) lines.push(`Import ${tag} ${i},imp${tag}${i},,,,,,,`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'students.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/organizations/${organizationId}/students/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const ms = Math.round(performance.now() - started);
  if (res.status !== 201) throw new Error(`student import answered ${res.status}: ${await res.text()}`);
  console.log(`${'student import'.padEnd(22)} ${rows} rows in ${ms} ms`);
  return ms;
}

async function main() {
  console.log(
    `Institute benchmark: ${STUDENTS} students in ${BATCHES} batches, ${TESTS} tests, PostgreSQL; ${CONNECTIONS} requests in flight`,
  );
  const databaseUrl = await createDatabase(ADMIN_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  });
  await waitFor(`${base}/api/health`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const { organizationId, adminId, batches, membersOf } = await seed(db);
  const admin = await tokenFor(adminId, organizationId, 'admin', 'owner');
  const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
  const day = today();
  const month = day.slice(0, 7);
  const STATUSES = ['present', 'absent', 'late', 'halfDay'];

  const results = [];
  // Teachers save a batch's day as the page does: everyone present but a few exceptions, which
  // change from one save to the next (each change is audited). The batches take turns.
  let turn = 0;
  const saveBody = () => {
    const batchId = batches[turn++ % batches.length];
    const records = membersOf[batchId].map((studentId) => ({
      studentId,
      status: Math.random() < 0.85 ? 'present' : STATUSES[1 + Math.floor(Math.random() * 3)],
    }));
    return JSON.stringify({ batchId, date: day, records });
  };
  results.push(
    await measure('attendance save', {
      url: `${base}/api/attendance`,
      method: 'PUT',
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, body: saveBody() }) }],
    }),
  );
  results.push(
    await measure('month report', {
      url: `${base}/api/attendance/report?batchId=${batches[1]}&month=${month}`,
      headers,
    }),
  );
  results.push(await measure('admin dashboard', { url: `${base}/api/organizations/${organizationId}/dashboard`, headers }));
  results.push(
    await measure('performance page', {
      url: `${base}/api/organizations/${organizationId}/students/${membersOf[batches[0]][7]}/performance`,
      headers,
    }),
  );

  const importMs = await measureImport(organizationId, admin, 500);

  console.log('');
  console.log(
    `${importMs < IMPORT_TARGET_MS ? 'met    ' : 'NOT MET'}  student import: 500 rows in ${importMs} ms < ${IMPORT_TARGET_MS} ms`,
  );
  for (const r of results) {
    const ok = r.p99 < TARGET_P99_MS && r.errors === 0;
    console.log(`${ok ? 'met    ' : 'NOT MET'}  ${r.name}: p99 ${r.p99} ms < ${TARGET_P99_MS} ms${r.errors ? `, ${r.errors} errors` : ''}`);
  }
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  for (const c of children) if (!exited(c)) await stop(c);
  for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(String(e)));
}

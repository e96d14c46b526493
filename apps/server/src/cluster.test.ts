import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { openDatabase, type Database } from './db/client.ts';
import { attemptAnswers, examAttempts, users } from './db/schema/index.ts';
import { ensureDefaultOrganization } from './db/seed.ts';
import { createInvalidationBus } from './lib/invalidation.ts';
import { createJwt } from './lib/jwt.ts';
import { createPgDatabase } from './test/app.ts';
import { createExamFixture, type ExamFixture } from './modules/attempts/test-fixtures.ts';
import { BIG_SET } from './modules/attempts/board.ts';
import { connectCaches, forgetBoards } from './modules/attempts/cache.ts';

/**
 * `WORKERS=2` for real (docs/deploy.md, "Both cores"): the entry point started as a child
 * process on a fresh PostgreSQL database, with Redis. A worker killed with SIGKILL, and then the
 * whole server killed the same way and started again, lose no acknowledged answer; deadlines
 * stay; attempts whose deadline passed while the server was down are auto-submitted at the
 * start; an answer key corrected through one worker scores submissions on the other at once; a
 * big set's board snapshot, forgotten in one process, is read afresh by both workers.
 *
 * Every request here opens its own connection (the cluster hands connections to the workers in
 * turn), so consecutive requests reach both workers. No timing is asserted: readiness and the
 * auto-submit are polled with generous limits, for a loaded machine.
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const JWT_SECRET = `cluster-test-${randomBytes(24).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Reply = { status: number; body: unknown };

/** One request on a connection of its own; a network error (a killed worker) rejects. */
function call(port: number, method: string, url: string, token?: string, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          connection: 'close',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The primary's child processes (field 4 of /proc/<pid>/stat is the parent). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * The workers: children running the server. Not every child is one: tsx starts esbuild service
 * processes when its transform cache is cold (a fresh clone in CI), so counting all children
 * saw four where two workers were up, and the readiness check never passed.
 */
function workersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false;
    }
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Server = { child: ChildProcess; output: () => string; exited: Promise<void> };

describe.skipIf(!enabled)('WORKERS=2: a cluster that can be killed mid-test without losing an answer', () => {
  let pg: { url: string; drop: () => Promise<void> };
  let database: Database;
  let dataDir: string;
  let port: number;
  let server: Server | undefined;
  const jwt = createJwt(JWT_SECRET);

  function start(): Server {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pg.url,
        REDIS_URL: process.env.REDIS_URL,
        JWT_SECRET,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        EXAM_AUTO_SUBMIT_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, output: () => output, exited };
  }

  /** Both workers up: /api/health answers and the primary has two listening children. */
  async function ready(s: Server) {
    // Minutes, not seconds: each process compiles the server through tsx, slow on a busy machine.
    const until = Date.now() + 420_000;
    while (Date.now() < until) {
      if (s.child.exitCode !== null) throw new Error(`the server exited: ${s.output()}`);
      const health = await call(port, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200 && workersOf(s.child.pid!).length === 2) {
        // Each worker answers once it listens; a few requests on fresh connections reach both.
        const answered = await Promise.all(Array.from({ length: 4 }, () => call(port, 'GET', '/api/health').catch(() => null)));
        if (answered.every((r) => r?.status === 200)) return;
      }
      await sleep(500);
    }
    throw new Error(`the cluster did not become ready: ${s.output()}`);
  }

  async function killAll(s: Server) {
    const pids = [s.child.pid!, ...childrenOf(s.child.pid!)];
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await s.exited;
    const until = Date.now() + 30_000;
    while (pids.some(alive) && Date.now() < until) await sleep(100);
  }

  async function students(count: number) {
    const prefix = `cl_${randomBytes(4).toString('hex')}`;
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          organizationId: DEFAULT_ORG_ID,
          name: `Cluster student ${i + 1}`,
          email: `${prefix}_${i}@example.com`,
          username: `${prefix}_${i}`,
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    return Promise.all(
      rows.map(async ({ id }) => ({
        id,
        token: await jwt.sign({ sub: id, organizationId: DEFAULT_ORG_ID, role: 'user', orgRole: 'student' }),
      })),
    );
  }

  async function startAttempt(token: string, setId: string): Promise<{ id: string; deadline: string }> {
    for (let tries = 0; ; tries++) {
      const res = await call(port, 'POST', `/api/exam-sets/${setId}/attempts?view=summary`, token, { language: 'en' }).catch(
        (err: Error) => err,
      );
      if (!(res instanceof Error) && res.status < 300) {
        const body = res.body as { id?: string; attempt?: { id: string; deadline: string }; deadline?: string };
        const attempt = body.attempt ?? (body as { id: string; deadline: string });
        return { id: attempt.id, deadline: attempt.deadline };
      }
      if (tries > 20) throw new Error(`start failed: ${res instanceof Error ? res.message : JSON.stringify(res.body)}`);
      await sleep(500);
    }
  }

  beforeAll(async () => {
    pg = await createPgDatabase(process.env.DATABASE_URL!);
    database = await openDatabase({ url: pg.url, poolSize: 2 });
    await ensureDefaultOrganization(database.db, 'Pariksha');
    dataDir = await mkdtemp(path.join(tmpdir(), 'pariksha-cluster-'));
    port = await freePort();
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) await killAll(server);
    await database?.close();
    await pg?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('keeps every acknowledged answer through a killed worker and a killed server, keeps deadlines, auto-submits the expired', async () => {
    const fixture: ExamFixture = await createExamFixture(database.db, {
      organizationId: DEFAULT_ORG_ID,
      sections: [{ questions: 12, durationMinutes: 30 }],
      durationMinutes: 30,
    });
    const people = await students(12);
    server = start();
    await ready(server);

    const attempts = await Promise.all(people.map(async (p) => ({ ...p, ...(await startAttempt(p.token, fixture.setId)) })));
    /** Per attempt and question, the newest clientSeq the server acknowledged. */
    const acked = new Map<string, number>();
    /** Attempts past their deadline + grace: a save into one is refused (409), nothing to resend. */
    const expired = new Set<string>();
    const everyAttempt = attempts.map((a) => a.id);
    let resent = 0;
    let seq = 0;

    /** Saves the next answer of every student once; a failed save is sent again, the same seq, until acknowledged. */
    async function round(onEach?: (i: number) => Promise<void>) {
      const q = fixture.questions[seq % fixture.questions.length];
      seq++;
      const clientSeq = seq;
      await Promise.all(
        attempts.map(async (a, i) => {
          await onEach?.(i);
          const answer = { questionId: q.id, selectedOptionIds: [q.correct[0]], state: 'answered', timeSpentMs: 1000, clientSeq };
          const giveUp = Date.now() + 400_000;
          for (;;) {
            const res = await call(port, 'PUT', `/api/attempts/${a.id}/answers`, a.token, { answers: [answer] }).catch(() => null);
            if (res?.status === 409 && expired.has(a.id)) return;
            if (res && res.status === 200) {
              const saved = (res.body as { saved: Array<{ questionId: string; clientSeq: number }> }).saved;
              const stored = saved.find((s) => s.questionId === q.id)!.clientSeq;
              expect(stored).toBeGreaterThanOrEqual(clientSeq);
              acked.set(`${a.id}/${q.id}`, Math.max(acked.get(`${a.id}/${q.id}`) ?? 0, clientSeq));
              return;
            }
            if (res && res.status !== 502 && res.status !== 503)
              throw new Error(`save answered ${res.status}: ${JSON.stringify(res.body)}`);
            resent++;
            if (Date.now() > giveUp) throw new Error('a save was never acknowledged');
            await sleep(250);
          }
        }),
      );
    }

    async function expectNothingLost() {
      const rows = await database.db
        .select({ attemptId: attemptAnswers.attemptId, questionId: attemptAnswers.questionId, clientSeq: attemptAnswers.clientSeq })
        .from(attemptAnswers)
        .where(inArray(attemptAnswers.attemptId, everyAttempt));
      const stored = new Map(rows.map((r) => [`${r.attemptId}/${r.questionId}`, Number(r.clientSeq)]));
      const lost = [...acked].filter(([key, s]) => (stored.get(key) ?? -1) < s);
      expect(lost, 'acknowledged answers missing from PostgreSQL').toEqual([]);
      expect(acked.size).toBeGreaterThan(0);
    }

    await round();
    await round();

    // One worker killed in the middle of a round of saves: its requests fail and are sent again.
    const [victim] = workersOf(server.child.pid!);
    await round(async (i) => {
      if (i === attempts.length / 2) process.kill(victim, 'SIGKILL');
    });
    await round();
    await expectNothingLost();
    // The primary started a replacement: two workers again, the victim gone.
    const until = Date.now() + 240_000;
    while ((workersOf(server.child.pid!).length < 2 || workersOf(server.child.pid!).includes(victim)) && Date.now() < until)
      await sleep(500);
    expect(workersOf(server.child.pid!)).toHaveLength(2);
    expect(server.output()).toContain(`worker ${victim} died (SIGKILL)`);
    await ready(server);
    await round();

    const deadlinesBefore = new Map(
      (
        await database.db
          .select({ id: examAttempts.id, deadline: examAttempts.deadline })
          .from(examAttempts)
          .where(
            inArray(
              examAttempts.id,
              attempts.map((a) => a.id),
            ),
          )
      ).map((r) => [r.id, r.deadline.toISOString()]),
    );

    // The whole server killed (primary and workers, a power cut) in the middle of a round.
    const down = server;
    const saving = round(async (i) => {
      if (i === attempts.length / 2) await killAll(down);
    });
    await down.exited;

    // While it is down, a third of the attempts reach their deadline + grace.
    for (const a of attempts.slice(0, 4)) expired.add(a.id);
    await database.db
      .update(examAttempts)
      .set({ startedAt: new Date(Date.now() - 3 * 3_600_000), deadline: new Date(Date.now() - 3_600_000) })
      .where(inArray(examAttempts.id, [...expired]));

    server = start();
    await ready(server);
    // The round's unacknowledged saves are sent again and acknowledged (into the expired attempts: refused, 409).
    await saving;

    // The expired attempts are submitted by the server itself at the start (submittedBy auto).
    const autoUntil = Date.now() + 120_000;
    let submitted: Array<{ id: string; status: string; submittedBy: string | null }> = [];
    while (Date.now() < autoUntil) {
      submitted = await database.db
        .select({ id: examAttempts.id, status: examAttempts.status, submittedBy: examAttempts.submittedBy })
        .from(examAttempts)
        .where(and(inArray(examAttempts.id, [...expired]), eq(examAttempts.status, 'submitted')));
      if (submitted.length === expired.size) break;
      await sleep(500);
    }
    expect(submitted.map((r) => r.submittedBy)).toEqual([...expired].map(() => 'auto'));

    // The others carry on: the same deadlines, and every acknowledged answer is there.
    const open = attempts.filter((a) => !expired.has(a.id));
    for (const a of open.slice(0, 3)) {
      const res = await call(port, 'GET', `/api/attempts/${a.id}`, a.token);
      expect(res.status).toBe(200);
      expect((res.body as { deadline: string }).deadline).toBe(deadlinesBefore.get(a.id));
      expect(a.deadline).toBe(deadlinesBefore.get(a.id));
    }
    attempts.splice(0, attempts.length, ...open);
    await round();
    await expectNothingLost();
    const stillOpen = await database.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(
        and(
          inArray(
            examAttempts.id,
            open.map((a) => a.id),
          ),
          eq(examAttempts.status, 'inProgress'),
        ),
      );
    expect(stillOpen).toHaveLength(open.length);
    // The saves cut off by the kills were sent again (the hall's queue does the same).
    expect(resent).toBeGreaterThan(0);
  }, 900_000);

  it('drops an edited answer key and an unpublished test in every worker at once', async () => {
    if (!server || server.child.exitCode !== null) {
      server = start();
      await ready(server);
    }
    const fixture = await createExamFixture(database.db, {
      organizationId: DEFAULT_ORG_ID,
      sections: [{ questions: 4, durationMinutes: 30 }],
      durationMinutes: 30,
    });
    const [admin] = await database.db
      .insert(users)
      .values({
        organizationId: DEFAULT_ORG_ID,
        name: 'Cluster admin',
        email: `cl_admin_${randomBytes(4).toString('hex')}@example.com`,
        username: `cl_admin_${randomBytes(4).toString('hex')}`,
        passwordHash: 'not-a-hash',
        role: 'admin',
        orgRole: 'teacher',
      })
      .returning({ id: users.id });
    const adminToken = await jwt.sign({ sub: admin.id, organizationId: DEFAULT_ORG_ID, role: 'admin', orgRole: 'teacher' });
    const first = fixture.questions[0];
    const [original] = first.correct;
    const corrected = ['a', 'b', 'c', 'd'].find((o) => o !== original)!;

    /** Starts, answers the first question with `option` and submits; the stored number of correct answers. */
    async function sit(token: string, option: string): Promise<number> {
      const attempt = await startAttempt(token, fixture.setId);
      const saved = await call(port, 'PUT', `/api/attempts/${attempt.id}/answers`, token, {
        answers: [{ questionId: first.id, selectedOptionIds: [option], state: 'answered', timeSpentMs: 1000, clientSeq: 1 }],
      });
      expect(saved.status).toBe(200);
      const submitted = await call(port, 'POST', `/api/attempts/${attempt.id}/submit`, token);
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const [row] = await database.db.select({ correct: examAttempts.correct }).from(examAttempts).where(eq(examAttempts.id, attempt.id));
      return row.correct ?? -1;
    }

    // Both workers score with the original key and keep it in memory (connections go to each in turn).
    const before = await students(4);
    for (const s of before) expect(await sit(s.token, original)).toBe(1);

    // The key is corrected through one worker...
    const options = ['a', 'b', 'c', 'd'].map((id) => ({ en: `Option ${id}`, isCorrect: id === corrected }));
    const patched = await call(port, 'PATCH', `/api/question-bank/${first.id}`, adminToken, {
      subject: 'math',
      topic: 'arithmetic',
      difficulty: 'medium',
      text: { en: 'Question corrected' },
      options,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    // ...and every submission after it, on either worker, is scored with the new key.
    const after = await students(6);
    for (const s of after) expect(await sit(s.token, corrected)).toBe(1);

    // Unpublished through one worker: no worker starts it any more, even from its few-second set cache.
    const warm = await students(4);
    for (const s of warm.slice(0, 2)) await startAttempt(s.token, fixture.setId);
    const unpublished = await call(port, 'POST', `/api/exam-authoring/${fixture.examId}/publish`, adminToken, { isPublished: false });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    for (const s of warm.slice(2)) {
      const res = await call(port, 'POST', `/api/exam-sets/${fixture.setId}/attempts?view=summary`, s.token, { language: 'en' });
      expect(res.status).toBe(404);
    }
  }, 600_000);

  it("drops a big set's board snapshot in both workers when the board changes, the last snapshot too", async () => {
    if (!server || server.child.exitCode !== null) {
      server = start();
      await ready(server);
    }
    const fixture = await createExamFixture(database.db, {
      organizationId: DEFAULT_ORG_ID,
      sections: [{ questions: 4, durationMinutes: 30 }],
      durationMinutes: 30,
    });
    // A big set (its ranks come from a snapshot in each worker's memory), straight into the database.
    const prefix = `clb_${randomBytes(4).toString('hex')}`;
    await database.db.execute(sql`
      with people as (
        insert into users (organization_id, name, email, username, password_hash)
        select ${DEFAULT_ORG_ID}::uuid, 'Board ' || g, ${prefix} || g || '@example.com', ${prefix} || g, 'x'
        from generate_series(1, ${BIG_SET + 10}) g
        returning id
      )
      insert into exam_attempts (set_id, exam_id, organization_id, user_id, status, started_at, deadline, submitted_at, submitted_by,
        score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
      select ${fixture.setId}::uuid, ${fixture.examId}::uuid, ${DEFAULT_ORG_ID}::uuid, id, 'submitted', now() - interval '1 hour', now(),
        now(), 'student', 200, 100, 200, 1, 0, 3, 60000, '[]'::jsonb
      from people`);
    // The reader sat the test, so its board stays theirs to read once the test is unpublished.
    const [reader] = await students(1);
    const attempt = await startAttempt(reader.token, fixture.setId);
    expect((await call(port, 'POST', `/api/attempts/${attempt.id}/submit`, reader.token)).status).toBe(200);
    const [admin] = await database.db
      .insert(users)
      .values({
        organizationId: DEFAULT_ORG_ID,
        name: 'Board admin',
        email: `${prefix}_admin@example.com`,
        username: `${prefix}_admin`,
        passwordHash: 'not-a-hash',
        role: 'admin',
        orgRole: 'teacher',
      })
      .returning({ id: users.id });
    const adminToken = await jwt.sign({ sub: admin.id, organizationId: DEFAULT_ORG_ID, role: 'admin', orgRole: 'teacher' });

    /** The board's size as four reads on fresh connections see it: they reach both workers. */
    const totals = async () =>
      Promise.all(
        Array.from({ length: 4 }, async () => {
          const res = await call(port, 'GET', `/api/exam-sets/${fixture.setId}/leaderboard?limit=10`, reader.token);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          return (res.body as { total: number }).total;
        }),
      );
    /** Takes one attempt off the board in the database, as deleting or re-evaluating it would. */
    const takeOneOff = () =>
      database.db.execute(sql`
        update exam_attempts set status = 'inProgress'
        where id = (select id from exam_attempts where set_id = ${fixture.setId} and status = 'submitted' and user_id <> ${reader.id} limit 1)`);
    const total = BIG_SET + 11;
    // Both workers load their snapshot.
    expect(await totals()).toEqual([total, total, total, total]);

    // Forgotten from a third process over the same Redis (the workers' scope: the database's name).
    await takeOneOff();
    const url = new URL(pg.url);
    const redis = new Redis(process.env.REDIS_URL!);
    const bus = createInvalidationBus(redis, `${url.host}${url.pathname}`);
    const listener = createInvalidationBus(redis, `${url.host}${url.pathname}`);
    const disconnect = connectCaches(database.db, bus);
    try {
      await Promise.all([bus.ready, listener.ready]);
      // Redis hands the message to every subscriber at once: once a listener here has it, so do the workers.
      const heard = new Promise<void>((resolve) => listener.on('attempts:boards', () => resolve()));
      await forgetBoards(database.db, [fixture.setId]);
      await heard;
      expect(await totals()).toEqual([total - 1, total - 1, total - 1, total - 1]);
    } finally {
      disconnect();
      await Promise.all([bus.close(), listener.close()]);
      redis.disconnect();
    }

    // Unpublished through one worker: the other drops its snapshot as well, its last one included.
    await takeOneOff();
    const unpublished = await call(port, 'POST', `/api/exam-authoring/${fixture.examId}/publish`, adminToken, { isPublished: false });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    expect(await totals()).toEqual([total - 2, total - 2, total - 2, total - 2]);
  }, 600_000);
});

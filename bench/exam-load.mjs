// `npm run bench:exam`: a live test on PostgreSQL, phase by phase as the students meet it: the
// countdown pre-load of the encrypted paper, the start spike, the hall load, the answer saves,
// the submit rush; then optionally a paced phase (BENCH_PACED) and a kill -9 of the server in the
// middle of the saves (BENCH_CHAOS); then the set's leaderboard at 1,000,000 attempts and the
// platform's all-time leaderboard at 100,000 users. Prints a table per phase, with a bare Fastify
// hello-world measured in the same run as this machine's yardstick, and a line per target of
// issue 14 saying met or NOT MET. Everything runs on this machine (loopback only) and stops by
// itself. bench/README.md describes the phases and the knobs.
import { createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { Pool } from 'undici';
import { children, cleanups, createDatabase, exited, startNode, stop, waitFor } from './lib/harness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const ADMIN_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STUDENTS = Number(env.BENCH_STUDENTS ?? 1000);
const BIG = STUDENTS >= 5000;
/** At 10,000 students, 10 answers each (100,000 saves) keep the run within minutes. */
const ANSWERS_PER_STUDENT = Number(env.BENCH_ANSWERS ?? (BIG ? 10 : 100));
/** Connections for the start, hall and submit rushes (a queue in front of the server, as a proxy would keep). */
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 64);
/** Answer saves in flight at once (issue 14: 1,000 at 10,000 students). */
const SAVE_IN_FLIGHT = Number(env.BENCH_SAVE_IN_FLIGHT ?? (BIG ? 1000 : CONCURRENCY));
const LEADERBOARD_ATTEMPTS = Number(env.BENCH_LEADERBOARD_ATTEMPTS ?? 1_000_000);
const PLATFORM_USERS = Number(env.BENCH_PLATFORM_USERS ?? 100_000);
/**
 * BENCH_PHASES: which phases run, comma-separated: `exam` (phases 2-8), `paced` (7),
 * `set-board` (9), `platform-board` (10); `leaderboard` means both boards. Default: all but
 * `paced`. `paced` without `exam` runs the paced phase alone: everyone starts (the start row),
 * then paces. Without `exam` or `paced` the students' attempts are inserted as submitted,
 * straight into the database.
 */
const PHASES = new Set(
  (env.BENCH_PHASES ?? 'exam,set-board,platform-board')
    .split(',')
    .map((p) => p.trim())
    .flatMap((p) => (p === 'leaderboard' ? ['set-board', 'platform-board'] : [p])),
);
const EXAM_PHASES = PHASES.has('exam');
/** The paced phase alone (BENCH_PHASES=paced): the students start, then pace; no rushes. */
const PACED_ONLY = PHASES.has('paced') && !EXAM_PHASES;
/** How long each board is read (at least 300 requests): long enough for a snapshot reload. */
const BOARD_SECONDS = Number(env.BENCH_BOARD_SECONDS ?? 12);
const PACED = env.BENCH_PACED === '1' || PHASES.has('paced');
const PACED_SECONDS = Number(env.BENCH_PACED_SECONDS ?? 300);
const CHAOS = env.BENCH_CHAOS === '1';
const WORKERS = env.BENCH_WORKERS;
const PORT = Number(env.BENCH_PORT ?? 5630);
const BASELINE_PORT = PORT + 1;
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;
const DEFAULT_ORG_ID = '00000000-0000-4000-8000-000000000001';
const base = `http://127.0.0.1:${PORT}`;
const CORES = availableParallelism();

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const load1 = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

// ---------------------------------------------------------------- the server's processes

/** CPU time (user + system) a process has used, in ms; null once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  } catch {
    return null;
  }
}
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** The server: with WORKERS, the cluster's primary and its workers (its children). */
function serverPids() {
  const primary = server.pid;
  const pids = [primary];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Its workers are node processes (tsx's esbuild service is a child too, not the server).
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary && stat.includes('(node)')) pids.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return pids;
}
let peakRss = 0;
let phasePeakRss = 0;
setInterval(() => {
  if (!server || exited(server)) return;
  const rss = serverPids().reduce((sum, pid) => sum + rssMb(pid), 0);
  peakRss = Math.max(peakRss, rss);
  phasePeakRss = Math.max(phasePeakRss, rss);
}, 250).unref();

/**
 * CPU used by the server, by the database backends serving it and by this script during a
 * phase: unlike latencies, these barely move when other work shares the machine.
 */
async function cpuMeter() {
  const backends = async () =>
    (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map(
      (r) => r.pid,
    );
  const dbStart = new Map((await backends()).map((pid) => [pid, cpuMs(pid) ?? 0]));
  const pids = serverPids();
  const serverStart = new Map(pids.map((pid) => [pid, cpuMs(pid) ?? 0]));
  const benchStart = process.cpuUsage();
  const load = load1();
  const wallStart = performance.now();
  phasePeakRss = 0;
  return async () => {
    const bench = process.cpuUsage(benchStart);
    let serverMs = 0;
    for (const pid of serverPids()) serverMs += (cpuMs(pid) ?? 0) - (serverStart.get(pid) ?? 0);
    let database = 0;
    for (const pid of await backends()) database += (cpuMs(pid) ?? 0) - (dbStart.get(pid) ?? 0);
    return {
      server: serverMs,
      database,
      bench: (bench.user + bench.system) / 1000,
      load,
      wall: performance.now() - wallStart,
      rss: phasePeakRss,
    };
  };
}

let helloRps = NaN;
function summary(name, latencies, elapsedMs, errors = 0, cpu = null) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const perRequest = (ms) => (cpu && latencies.length ? +(ms / latencies.length).toFixed(3) : NaN);
  const rps = Math.round((latencies.length / elapsedMs) * 1000);
  // With a profiled server, the phase's window on the monotonic clock that V8's .cpuprofile
  // timestamps use (microseconds), to cut the profile by phase (bench/profile-phases.mjs).
  if (env.BENCH_SERVER_NODE_ARGS?.includes('--cpu-prof')) {
    const endUs = Number(process.hrtime.bigint() / 1000n);
    console.log(`profile window: ${name} ${Math.round(endUs - elapsedMs * 1000)} ${endUs}`);
  }
  return {
    phase: name,
    requests: latencies.length,
    errors,
    'req/s': rps,
    'x hello': +(rps / helloRps).toFixed(3),
    'p50 ms': +pct(sorted, 50).toFixed(1),
    'p99 ms': +pct(sorted, 99).toFixed(1),
    'max ms': +(sorted.at(-1) ?? NaN).toFixed(1),
    's total': +(elapsedMs / 1000).toFixed(2),
    'server CPU ms/req': perRequest(cpu?.server),
    'db CPU ms/req': perRequest(cpu?.database),
    'bench CPU ms/req': perRequest(cpu?.bench),
    'server RSS MB': cpu ? Math.round(cpu.rss) : NaN,
    load: cpu?.load ?? load1(),
  };
}

/** Runs `tasks` with at most `concurrency` in flight; each task returns its latency in ms. */
async function runPool(tasks, concurrency, onDone) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < tasks.length) {
      const task = tasks[next++];
      const t0 = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t0);
        onDone?.(latencies.length);
      } catch (err) {
        errors++;
        if (errors <= 3) console.error(String(err));
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { latencies, errors, elapsedMs: performance.now() - started };
}

// ---------------------------------------------------------------- baseline
async function baseline() {
  const hello = startNode(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${BASELINE_PORT}, host: '127.0.0.1' });`,
    ],
    { NODE_PATH: path.join(root, 'node_modules') },
  );
  await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);
  const result = await autocannon({ url: `http://127.0.0.1:${BASELINE_PORT}/`, connections: 100, duration: 5 });
  await stop(hello);
  return Math.round(result.requests.average);
}

// ---------------------------------------------------------------- database

const key = new TextEncoder().encode(JWT_SECRET);
const tokenFor = (id) =>
  new SignJWT({ organizationId: DEFAULT_ORG_ID, role: 'user', orgRole: 'student' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuer('pariksha')
    .setIssuedAt()
    .setExpirationTime('4h')
    .sign(key);

/** Students inserted straight into the database: the benchmark is about exams, not argon2. */
async function createStudents(count, prefix) {
  const { rows } = await db.query(
    `INSERT INTO users (organization_id, name, email, username, password_hash)
     SELECT $1, 'Bench student ' || g, $2 || g || '@bench.example.com', $2 || g, 'not-a-hash'
     FROM generate_series(1, $3) g RETURNING id`,
    [DEFAULT_ORG_ID, prefix, count],
  );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- the server
let server = null;
let db = null;
let serverEnv = null;
function startServer() {
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server.
  const serverArgs = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The young generation `npm start` gives the server (scripts/start.mjs); a later flag wins.
  server = startNode(['--max-semi-space-size=64', ...serverArgs, '--import', 'tsx', 'apps/server/src/main.ts'], serverEnv);
  return waitFor(`${base}/api/health`, 180_000);
}
/** SIGKILL the server, primary and workers at once (a power cut). */
function killServer() {
  const pids = serverPids();
  server.stopping = true;
  for (const pid of pids.reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/** The paper of the contract (contract-paper.md): iv (12) || AES-256-GCM ciphertext || tag (16), gzip inside. */
function openPaper(keyBase64, bytes, setId, version) {
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(`pariksha-paper:${setId}:${version}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
  return JSON.parse(gunzipSync(plain).toString('utf8'));
}

// ---------------------------------------------------------------- phases 9-10: the leaderboards

/** The server's event-loop delay over its last 10-20 s (GET /api/health), in ms. */
async function loopDelay() {
  try {
    const res = await fetch(`${base}/api/health`);
    const { eventLoop } = await res.json();
    return eventLoop ?? null;
  } catch {
    return null;
  }
}

/**
 * Polls the server's event-loop delay every 2 s; stop() gives the worst p99 and max seen (one
 * worker per poll). The server's window is its last 10-20 s: readings in the first `skipMs`
 * would still cover the phase before.
 */
function pollLoopDelay(skipMs = 0) {
  const from = performance.now() + skipMs;
  const worst = { p99Ms: 0, maxMs: 0 };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const d = await loopDelay();
      if (d && performance.now() >= from) {
        worst.p99Ms = Math.max(worst.p99Ms, d.p99Ms);
        worst.maxMs = Math.max(worst.maxMs, d.maxMs);
      }
      await sleep(2000);
    }
  })();
  return {
    async stop() {
      polling = false;
      await poller;
      const last = await loopDelay();
      return { p99Ms: Math.max(worst.p99Ms, last?.p99Ms ?? 0), maxMs: Math.max(worst.maxMs, last?.maxMs ?? 0) };
    },
  };
}

async function boardPhases({ setId, exam, tokens, call, rows }) {
  // Phase 7: the set's leaderboard with LEADERBOARD_ATTEMPTS submitted attempts (their correct
  // counts are 0, so they add nothing to the platform board of phase 8).
  const readFor = async (name, url, token, minReads = 300, minMs = BOARD_SECONDS * 1000) => {
    await call('GET', url, token); // warm-up (a big set's snapshot loads here)
    const latencies = [];
    let errors = 0;
    // The server's event-loop delay, polled every 2 s (its window is the last 10-20 s).
    const loop = pollLoopDelay();
    const meter = await cpuMeter();
    const t0 = performance.now();
    while (latencies.length + errors < minReads || performance.now() - t0 < minMs) {
      const s = performance.now();
      try {
        await call('GET', url, token);
        latencies.push(performance.now() - s);
      } catch (err) {
        if (++errors <= 3) console.error(String(err));
        if (errors > 100) break;
      }
    }
    const row = summary(name, latencies, performance.now() - t0, errors, await meter());
    const delay = await loop.stop();
    row['loop p99 ms'] = delay.p99Ms;
    row['loop max ms'] = delay.maxMs;
    return row;
  };
  let boardRow = null;
  let platformRow = null;
  if (LEADERBOARD_ATTEMPTS > 0 && PHASES.has('set-board')) {
    const t0 = performance.now();
    const prefix = `l${randomBytes(3).toString('hex')}_`;
    const CHUNK = 200_000;
    for (let done = STUDENTS; done < LEADERBOARD_ATTEMPTS; done += CHUNK) {
      const n = Math.min(CHUNK, LEADERBOARD_ATTEMPTS - done);
      await db.query(
        `WITH people AS (
           INSERT INTO users (organization_id, name, email, username, password_hash)
           SELECT $1, 'Board ' || g, $2 || g || '@bench.example.com', $2 || g, 'x' FROM generate_series($3::int, $3::int + $4::int - 1) g
           RETURNING id)
         INSERT INTO exam_attempts (set_id, exam_id, organization_id, user_id, status, language, started_at, deadline, submitted_at,
           submitted_by, score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
         SELECT $5, $6, $7, id, 'submitted', 'hi', now() - interval '1 hour', now(), now(), 'student',
           s * 2, 2, s * 100, 0, 0, 0, (random() * 3600000)::int, '[]'::jsonb
         FROM (SELECT id, (random() * 200)::int AS s FROM people) r`,
        [DEFAULT_ORG_ID, prefix, done, n, setId, exam.id, exam.organizationId],
      );
    }
    await db.query('VACUUM ANALYZE exam_attempts');
    console.log(
      `Inserted ${(LEADERBOARD_ATTEMPTS - STUDENTS).toLocaleString('en')} submitted attempts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // A student in the middle asks for the top 50 and their own rank (one request, one at a time).
    boardRow = await readFor(
      `set leaderboard, top 50 + own rank (${LEADERBOARD_ATTEMPTS.toLocaleString('en')} attempts)`,
      `/exam-sets/${setId}/leaderboard?limit=50`,
      tokens[Math.floor(STUDENTS / 2)],
    );
    const sample = await call('GET', `/exam-sets/${setId}/leaderboard?limit=50`, tokens[Math.floor(STUDENTS / 2)]);
    console.log(`Set leaderboard total: ${sample.total.toLocaleString('en')}; reader's rank: ${sample.me?.rank ?? 'none'}`);
    rows.push(boardRow);
  }
  if (PLATFORM_USERS > 0 && PHASES.has('platform-board')) {
    const t0 = performance.now();
    const prefix = `p${randomBytes(3).toString('hex')}_`;
    const CHUNK = 50_000;
    for (let done = 0; done < PLATFORM_USERS; done += CHUNK) {
      const n = Math.min(CHUNK, PLATFORM_USERS - done);
      await db.query(
        `WITH people AS (
           INSERT INTO users (organization_id, name, email, username, password_hash)
           SELECT $1, 'Platform ' || g, $2 || g || '@bench.example.com', $2 || g, 'x' FROM generate_series($3::int, $3::int + $4::int - 1) g
           RETURNING id)
         INSERT INTO quiz_attempts (user_id, organization_id, subject, score, total, started_at, finished_at)
         SELECT id, $1, 'gk', 1 + (random() * 2000)::int, 2000, now() - interval '1 day', now() - interval '1 day' FROM people`,
        [DEFAULT_ORG_ID, prefix, done, n],
      );
    }
    await db.query('VACUUM ANALYZE user_points');
    console.log(
      `Inserted ${PLATFORM_USERS.toLocaleString('en')} platform users with points in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const { rows: mid } = await db.query(
      `SELECT user_id FROM user_points WHERE active AND points > 0 ORDER BY points DESC OFFSET $1 LIMIT 1`,
      [Math.floor(PLATFORM_USERS / 2)],
    );
    const reader = await tokenFor(mid[0].user_id);
    platformRow = await readFor(
      `platform leaderboard, all time (${PLATFORM_USERS.toLocaleString('en')} users)`,
      `/global-leaderboard?scope=platform&period=all&limit=50`,
      reader,
    );
    const sample = await call('GET', `/global-leaderboard?scope=platform&period=all&limit=50`, reader);
    console.log(`Platform leaderboard total: ${sample.total.toLocaleString('en')}; reader's rank: ${sample.me?.rank ?? 'none'}`);
    rows.push(platformRow);
  }

  return { boardRow, platformRow };
}

// ---------------------------------------------------------------- main
async function main() {
  console.log(
    `Exam benchmark: ${STUDENTS.toLocaleString('en')} students x ${ANSWERS_PER_STUDENT} answers, ${SAVE_IN_FLIGHT} saves in flight, ` +
      `${CONCURRENCY} connections for the rushes, PostgreSQL, WORKERS=${WORKERS ?? '(server default)'}, ${CORES} cores, load ${load1()}` +
      `${PACED ? `, paced ${PACED_SECONDS} s` : ''}${CHAOS ? ', chaos (kill -9 mid-saves)' : ''}`,
  );
  helloRps = await baseline();
  console.log(`Baseline: bare Fastify hello-world ${helloRps} req/s on this machine (load ${load1()})`);

  const databaseUrl = await createDatabase(ADMIN_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  serverEnv = {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(WORKERS ? { WORKERS } : {}),
    ...(env.BENCH_REDIS_URL || (WORKERS && Number(WORKERS) > 1) ? { REDIS_URL: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  };
  await startServer();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  console.log(`Server up: ${serverPids().length} process(es)`);

  const http = new Pool(base, { connections: CONCURRENCY, pipelining: 1 });
  const saveHttp = SAVE_IN_FLIGHT === CONCURRENCY ? http : new Pool(base, { connections: SAVE_IN_FLIGHT, pipelining: 1 });
  cleanups.push(async () => {
    await http.destroy();
    if (saveHttp !== http) await saveHttp.destroy();
  });
  async function request(pool, method, url, token, body, headers = {}) {
    const res = await pool.request({
      method,
      path: url.startsWith('/api') ? url : `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
    });
    const bytes = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode >= 400)
      throw Object.assign(new Error(`${method} ${url}: ${res.statusCode} ${bytes.toString('utf8', 0, 200)}`), { status: res.statusCode });
    return { status: res.statusCode, bytes, headers: res.headers };
  }
  const call = async (method, url, token, body) => {
    const { bytes } = await request(http, method, url, token, body);
    return bytes.length ? JSON.parse(bytes.toString('utf8')) : null;
  };

  // The seeded SSC CGL Tier 1 mock: public, 100 questions in four sections.
  const students = await createStudents(STUDENTS, `b${randomBytes(3).toString('hex')}_`);
  const tokens = await Promise.all(students.map(tokenFor));
  const list = await call('GET', '/exams?code=SSC_CGL_TIER_1&kind=mock', tokens[0]);
  if (!list.data.length) throw new Error('No seeded SSC CGL Tier 1 mock found');
  const exam = await call('GET', `/exams/${list.data[0].id}`, tokens[0]);
  const setId = exam.sets[0].id;

  async function rush(name, task) {
    const latencies = [];
    let errors = 0;
    const meter = await cpuMeter();
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const s = performance.now();
        try {
          await task(token, i);
          latencies.push(performance.now() - s);
        } catch (err) {
          if (++errors <= 3) console.error(String(err));
        }
      }),
    );
    return summary(name, latencies, performance.now() - t0, errors, await meter());
  }
  const rows = [];
  const verdict = [];

  if (!EXAM_PHASES && !PACED_ONLY) {
    // Only the boards (BENCH_PHASES without `exam`): the students' attempts go in as submitted,
    // with scores like the board's, so the reader in the middle has a rank.
    await db.query(
      `INSERT INTO exam_attempts (set_id, exam_id, organization_id, user_id, status, language, started_at, deadline, submitted_at,
         submitted_by, score_numerator, score_denominator, score_hundredths, correct, wrong, unattempted, time_taken_ms, section_results)
       SELECT $1, $2, $3, u, 'submitted', 'hi', now() - interval '1 hour', now(), now(), 'student',
         200, 2, 10000, 0, 0, 0, (random() * 3600000)::int, '[]'::jsonb FROM unnest($4::uuid[]) u`,
      [setId, exam.id, exam.organizationId, students],
    );
    const { boardRow, platformRow } = await boardPhases({ setId, exam, tokens, call, rows });
    await db.end();
    db = null;
    await stop(server);
    console.table(rows);
    console.log(`Server memory at peak (RSS, all processes): ${Math.round(peakRss)} MB`);
    console.log(`Baseline hello-world: ${helloRps} req/s (ratios in the 'x hello' column)`);
    if (boardRow)
      verdict.push([`set leaderboard p99 < 10 ms (${LEADERBOARD_ATTEMPTS.toLocaleString('en')} attempts)`, boardRow['p99 ms'] < 10]);
    if (platformRow)
      verdict.push([`platform leaderboard p99 < 50 ms (${PLATFORM_USERS.toLocaleString('en')} users)`, platformRow['p99 ms'] < 50]);
    for (const [what, ok] of verdict) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${what}`);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
    return;
  }

  // Phase 1: the countdown. Each phone fetches the paper's descriptor and the encrypted paper
  // (contract-paper.md); the server has nothing of it left to send at the start.
  let sealed = null;
  let descriptor = null;
  try {
    descriptor = await call('GET', `/exam-sets/${setId}/paper`, tokens[0]);
  } catch (err) {
    if (err.status !== 404) throw err;
  }
  if (!EXAM_PHASES) console.log('Countdown pre-load: skipped (BENCH_PHASES=paced: only the start before the paced phase)');
  else if (descriptor?.encryptedUrl) {
    rows.push(
      await rush('countdown pre-load (encrypted paper)', async (token) => {
        const d = JSON.parse((await request(http, 'GET', `/exam-sets/${setId}/paper`, token)).bytes.toString('utf8'));
        const { bytes } = await request(http, 'GET', d.encryptedUrl, token);
        if (!sealed) sealed = { version: d.version, bytes };
        else if (bytes.length !== sealed.bytes.length) throw new Error('pre-load: papers of different sizes');
      }),
    );
    console.log(`Encrypted paper: ${sealed.bytes.length.toLocaleString('en')} bytes, version ${sealed.version}`);
  } else console.log('Countdown pre-load: skipped, the server has no paper resource (GET /exam-sets/:setId/paper answered 404)');

  // Phase 2: everyone starts in the same second. The start releases the paper's key; a phone
  // with the pre-loaded paper decrypts it and needs nothing more. One machine plays all the
  // phones, so only the first paper is decrypted and parsed (their work is not the server's).
  const attempts = new Array(STUDENTS);
  let paper = null;
  const startRow = await rush(EXAM_PHASES ? 'start spike' : 'start (before the paced phase)', async (token, i) => {
    const { bytes } = await request(http, 'POST', `/exam-sets/${setId}/attempts?view=summary`, token, '{"language":"hi"}');
    const started = JSON.parse(bytes.toString('utf8'));
    attempts[i] = { id: started.id, paper: started.paper ?? null };
    if (!paper && sealed && started.paperKey && started.paper?.version === sealed.version)
      paper = openPaper(started.paperKey, sealed.bytes, setId, sealed.version);
  });
  rows.push(startRow);
  if (!paper && !EXAM_PHASES) {
    const ref = attempts.find(Boolean)?.paper;
    if (!ref) throw new Error('No attempt started');
    paper = JSON.parse(
      (await request(http, 'GET', ref.url, tokens[0], undefined, { 'accept-encoding': 'identity' })).bytes.toString('utf8'),
    );
  }

  // Phase 3: the hall load, as a reload does: the attempt (only the student's own state when the
  // paper is its own resource) and the paper by its version, which a cached copy answers with 304.
  const hallRow = !EXAM_PHASES
    ? null
    : await rush('hall load', async (token, i) => {
        const { bytes } = await request(http, 'GET', `/exam-sets/${setId}/attempt`, token);
        const head = bytes.toString('utf8', 0, 60);
        if (!head.includes(attempts[i].id)) throw new Error(`hall load: unexpected body ${head}`);
        const slim = bytes.length < 20_000; // the old hall load carried the paper (76 KB)
        if (!slim) {
          if (!paper) paper = JSON.parse(bytes.toString('utf8'));
          return;
        }
        const ref = attempts[i].paper ?? JSON.parse(bytes.toString('utf8')).paper;
        if (!paper) {
          const res = await request(http, 'GET', ref.url, token, undefined, { 'accept-encoding': 'identity' });
          paper = JSON.parse(res.bytes.toString('utf8'));
        } else {
          const res = await request(http, 'GET', ref.url, token, undefined, {
            'if-none-match': `"${ref.version}"`,
            'accept-encoding': 'br, gzip',
          });
          if (res.status !== 304) throw new Error(`paper by version: ${res.status}, not 304`);
        }
      });
  if (hallRow) rows.push(hallRow);

  // Phase 4: answer saves, SAVE_IN_FLIGHT at once, one request per answer. With BENCH_CHAOS the
  // server is killed (SIGKILL) after half of them and restarted; a save that got no answer is
  // re-sent with the same clientSeq until it is acknowledged.
  const expected = new Map();
  const acked = new Map();
  let resent = 0;
  let down = null;
  const saveTasks = [];
  const questions = paper.questions;
  for (let round = 0; EXAM_PHASES && round < ANSWERS_PER_STUDENT; round++) {
    for (let i = 0; i < STUDENTS; i++) {
      const attempt = attempts[i];
      if (!attempt) continue;
      const q = questions[round % questions.length];
      const option = q.options[(i + round) % q.options.length].id;
      const state = round % 10 === 0 ? 'answeredMarked' : 'answered';
      const k = `${attempt.id}:${q.id}`;
      const clientSeq = round + 1;
      expected.set(k, option);
      const body = JSON.stringify({ answers: [{ questionId: q.id, selectedOptionIds: [option], state, timeSpentMs: 20_000, clientSeq }] });
      saveTasks.push(async () => {
        for (;;) {
          try {
            await request(saveHttp, 'PUT', `/attempts/${attempt.id}/answers`, tokens[i], body);
            acked.set(k, Math.max(acked.get(k) ?? 0, clientSeq));
            return;
          } catch (err) {
            if (!CHAOS || (err.status && err.status < 500)) throw err;
            resent++;
            await (down ?? sleep(100));
          }
        }
      });
    }
  }
  let chaos = null;
  const half = Math.floor(saveTasks.length / 2);
  const abandoned = [];
  const onSave = CHAOS
    ? (n) => {
        if (n !== half || chaos) return;
        chaos = (async () => {
          // Attempts whose time is up when the server dies: the restart must auto-submit them.
          const extra = await createStudents(Math.max(10, Math.floor(STUDENTS / 100)), `a${randomBytes(3).toString('hex')}_`);
          const { rows: made } = await db.query(
            `INSERT INTO exam_attempts (set_id, exam_id, organization_id, user_id, status, language, started_at, deadline)
             SELECT $1, $2, $3, u, 'inProgress', 'hi', now() - interval '2 hours', now() - interval '1 hour' FROM unnest($4::uuid[]) u
             RETURNING id`,
            [setId, exam.id, exam.organizationId, extra],
          );
          abandoned.push(...made.map((r) => r.id));
          const killedAt = performance.now();
          killServer();
          let recovered;
          down = (async () => {
            await sleep(200);
            await startServer();
            recovered = performance.now() - killedAt;
          })();
          await down;
          down = null;
          return { recoverMs: recovered };
        })();
      }
    : undefined;
  let saveRow = null;
  if (EXAM_PHASES) {
    const meter = await cpuMeter();
    const saves = await runPool(saveTasks, SAVE_IN_FLIGHT, onSave);
    saveRow = summary(`answer save (${SAVE_IN_FLIGHT} in flight)`, saves.latencies, saves.elapsedMs, saves.errors, await meter());
    rows.push(saveRow);
  }
  const chaosResult = chaos ? await chaos : null;

  // Answers lost: every last answer sent must be in the database as sent, and (chaos) every
  // acknowledged clientSeq must be stored.
  async function lostAnswers() {
    const ids = attempts.filter(Boolean).map((a) => a.id);
    const { rows: stored } = await db.query(
      `SELECT attempt_id, question_id, selected_option_ids, client_seq FROM attempt_answers WHERE attempt_id = ANY($1::uuid[])`,
      [ids],
    );
    const byKey = new Map(stored.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
    let lost = 0;
    let ackedLost = 0;
    for (const [k, option] of expected) if (byKey.get(k)?.selected_option_ids?.[0] !== option) lost++;
    for (const [k, seq] of acked) if (!(Number(byKey.get(k)?.client_seq ?? 0) >= seq)) ackedLost++;
    return { lost, ackedLost };
  }
  let { lost, ackedLost } = await lostAnswers();

  // Phase 5 (BENCH_PACED=1 or BENCH_PHASES=paced): every student saves an answer every 20-40 s,
  // as students think. Each student's first save comes at a random moment of the first 30 s (the
  // mean period), so the saves are spread evenly instead of firing together.
  let pacedRow = null;
  let pacedProcesses = [];
  let pacedExtra = null;
  if (PACED) {
    const latencies = [];
    let errors = 0;
    const loadBefore = load1();
    const loop = pollLoopDelay(PACED_SECONDS > 40 ? 20_000 : 0);
    // CPU time per server process over the phase (/proc/<pid>/stat), as a share of one core.
    const pids = serverPids();
    const cpuStart = new Map(pids.map((pid) => [pid, cpuMs(pid) ?? 0]));
    const meter = await cpuMeter();
    const t0 = performance.now();
    const until = t0 + PACED_SECONDS * 1000;
    await Promise.all(
      attempts.map(async (attempt, i) => {
        if (!attempt) return;
        let n = 0;
        await sleep(Math.random() * 30_000);
        while (performance.now() < until) {
          const q = questions[(ANSWERS_PER_STUDENT + n) % questions.length];
          const option = q.options[(i + n) % q.options.length].id;
          const clientSeq = 1000 + n++;
          const s = performance.now();
          try {
            await request(saveHttp, 'PUT', `/attempts/${attempt.id}/answers`, tokens[i], {
              answers: [{ questionId: q.id, selectedOptionIds: [option], state: 'answered', timeSpentMs: 30_000, clientSeq }],
            });
            latencies.push(performance.now() - s);
            expected.set(`${attempt.id}:${q.id}`, option);
            acked.set(`${attempt.id}:${q.id}`, clientSeq);
          } catch (err) {
            if (++errors <= 3) console.error(String(err));
          }
          const rest = 20_000 + Math.random() * 20_000;
          if (performance.now() + rest >= until) break;
          await sleep(rest);
        }
      }),
    );
    const wall = performance.now() - t0;
    const cpu = await meter();
    pacedProcesses = pids.map((pid, i) => ({
      process: i === 0 ? `${pid} (${pids.length > 1 ? 'primary' : 'server'})` : `${pid} (worker)`,
      'CPU s': +(((cpuMs(pid) ?? NaN) - cpuStart.get(pid)) / 1000).toFixed(1),
      'CPU share of a core %': +((((cpuMs(pid) ?? NaN) - cpuStart.get(pid)) / wall) * 100).toFixed(1),
    }));
    const delay = await loop.stop();
    pacedRow = summary(`paced (every 20-40 s, ${PACED_SECONDS} s)`, latencies, wall, errors, cpu);
    const sorted = [...latencies].sort((x, y) => x - y);
    pacedRow['p95 ms'] = +pct(sorted, 95).toFixed(1);
    pacedRow['loop p99 ms'] = delay.p99Ms;
    pacedRow['loop max ms'] = delay.maxMs;
    pacedExtra = { cpuShare: cpu.server / cpu.wall / CORES, loadBefore, loadAfter: load1(), saves: latencies.length, wall };
    rows.push(pacedRow);
    ({ lost, ackedLost } = await lostAnswers());
  }

  // Phase 6: the submit rush, everyone at once (the deadline).
  const submitRow = EXAM_PHASES ? await rush('submit rush', (token, i) => call('POST', `/attempts/${attempts[i].id}/submit`, token)) : null;
  if (submitRow) rows.push(submitRow);
  const { rows: unsubmitted } = submitRow
    ? await db.query(
        `SELECT count(*)::int AS n FROM exam_attempts WHERE set_id = $1 AND status <> 'submitted' AND NOT (id = ANY($2::uuid[]))`,
        [setId, abandoned],
      )
    : { rows: [{ n: NaN }] };

  // Chaos: the attempts whose time was up at the kill are auto-submitted after the restart.
  let autoSubmitted = 0;
  let autoSubmitMs = NaN;
  if (abandoned.length) {
    const t0 = performance.now();
    while (performance.now() - t0 < 120_000) {
      const { rows: r } = await db.query(
        `SELECT count(*)::int AS n FROM exam_attempts WHERE id = ANY($1::uuid[]) AND status = 'submitted' AND submitted_by = 'auto'`,
        [abandoned],
      );
      autoSubmitted = r[0].n;
      if (autoSubmitted === abandoned.length) break;
      await sleep(250);
    }
    autoSubmitMs = performance.now() - t0;
  }

  const { boardRow, platformRow } = await boardPhases({ setId, exam, tokens, call, rows });

  await db.end();
  db = null;
  await stop(server);

  console.table(rows);
  console.log(`Server memory at peak (RSS, all processes): ${Math.round(peakRss)} MB`);
  console.log(`Answers sent (last per question): ${expected.size.toLocaleString('en')}; lost: ${lost}`);
  if (submitRow)
    console.log(`Attempts not submitted after the submit rush: ${unsubmitted[0].n}; submit rush took ${submitRow['s total']} s`);
  if (pacedRow) {
    console.log(
      `Paced phase: ${pacedExtra.saves.toLocaleString('en')} saves in ${(pacedExtra.wall / 1000).toFixed(0)} s ` +
        `(${pacedRow['req/s']}/s), p50 ${pacedRow['p50 ms']} / p95 ${pacedRow['p95 ms']} / p99 ${pacedRow['p99 ms']} / max ${pacedRow['max ms']} ms, ` +
        `${pacedRow.errors} errors, answers lost ${lost} (acknowledged lost ${ackedLost}); server event-loop delay p99 ${pacedRow['loop p99 ms']} ms ` +
        `(max ${pacedRow['loop max ms']}); load average ${pacedExtra.loadBefore} at the start, ${pacedExtra.loadAfter} at the end`,
    );
    console.log(`Paced phase: server CPU ${(pacedExtra.cpuShare * 100).toFixed(1)}% of ${CORES} cores (all its processes); per process:`);
    console.table(pacedProcesses);
  }
  if (CHAOS)
    console.log(
      `Chaos: server killed (SIGKILL) after ${half.toLocaleString('en')} saves; recovered (kill to first health 200) in ` +
        `${((chaosResult?.recoverMs ?? NaN) / 1000).toFixed(1)} s; answers re-sent ${resent}; acknowledged answers lost ${ackedLost}; ` +
        `attempts auto-submitted ${autoSubmitted} of ${abandoned.length} past their deadline (${(autoSubmitMs / 1000).toFixed(1)} s after the submit rush)`,
    );
  console.log(`Baseline hello-world: ${helloRps} req/s (ratios in the 'x hello' column)`);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  if (EXAM_PHASES)
    verdict.push(
      ['every start < 2 s', startRow['max ms'] < 2000 && startRow.errors === 0],
      ['start p99 < 1 s', startRow['p99 ms'] < 1000],
      ['hall load p99 < 1 s', hallRow['p99 ms'] < 1000 && hallRow.errors === 0],
      ['answer saves >= 5,000/s', saveRow['req/s'] >= 5000],
      [`answer-save p99 < 50 ms (${SAVE_IN_FLIGHT} in flight)`, saveRow['p99 ms'] < 50],
      [
        `all ${STUDENTS.toLocaleString('en')} submitted within 10 s`,
        submitRow['s total'] <= 10 && unsubmitted[0].n === 0 && submitRow.errors === 0,
      ],
    );
  verdict.push(['0 answers lost', lost === 0 && ackedLost === 0], ['0 errors', errors === 0]);
  if (pacedRow) verdict.push(['paced saves p99 < 50 ms', pacedRow['p99 ms'] < 50]);
  if (CHAOS)
    verdict.push([
      'chaos: 0 acknowledged answers lost, every attempt past its deadline auto-submitted',
      ackedLost === 0 && autoSubmitted === abandoned.length,
    ]);
  if (boardRow)
    verdict.push([`set leaderboard p99 < 10 ms (${LEADERBOARD_ATTEMPTS.toLocaleString('en')} attempts)`, boardRow['p99 ms'] < 10]);
  if (platformRow)
    verdict.push([`platform leaderboard p99 < 50 ms (${PLATFORM_USERS.toLocaleString('en')} users)`, platformRow['p99 ms'] < 50]);
  for (const [what, ok] of verdict) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${what}`);
  if (lost > 0 || ackedLost > 0 || errors > 0) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (db) await db.end().catch(() => {});
  for (const c of children) if (!exited(c)) await stop(c);
  for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(String(e)));
}

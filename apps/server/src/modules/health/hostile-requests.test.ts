import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoopDelay } from '../../lib/loop-monitor.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { authHeader, createPgDatabase, multipart } from '../../test/app.ts';

/**
 * The rule: no request may block the event loop for more than 100 ms. Each hostile request
 * goes to a real server listening in its own process (hostile-server.fixture.ts) while a
 * worker thread polls GET /api/health; the request must be refused with a 4xx in the error
 * shape, the server's event loop (its own monitor, lib/loop-monitor.ts) must not stall past
 * 100 ms, and every health answer must come within 200 ms.
 *
 * Other work on a busy 2-core machine delays a server that blocks nothing, so: the payloads
 * are built in a worker before the server starts, and a probe that misses the bars is
 * compared with the idle server measured the same way (see expectNoFreeze). A real freeze
 * lasts seconds (1 s to 83 s before this was fixed) and fails every run.
 */

const LOOP_LIMIT_MS = 100;
const HEALTH_LIMIT_MS = 200;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: ChildProcess;
let dropDatabase: (() => Promise<void>) | undefined;
let base: string;
let token: string;
let files: { rows60k: Buffer; big: Buffer };
let forms: { rows60k: Form; big: Form };

/** Writes the hostile workbooks with exceljs in a worker thread. */
function buildWorkbooks(): Promise<{ rows60k: Buffer; big: Buffer }> {
  const exceljs = createRequire(import.meta.url).resolve('exceljs');
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { PassThrough } = require('node:stream');
    const ExcelJS = require(workerData.exceljs);
    async function write(rows, row) {
      const out = new PassThrough();
      const chunks = [];
      out.on('data', (c) => chunks.push(c));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['subject', 'topic', 'question_en', 'option1_en', 'correct']).commit();
      for (let i = 0; i < rows; i++) sheet.addRow(row(i)).commit();
      sheet.commit();
      await workbook.commit();
      return Buffer.concat(chunks);
    }
    (async () => {
      const rows60k = await write(60000, () => ['math']);
      const big = await write(150000, (i) => [i, i * 7, i * 13, i % 97, 'math']);
      parentPort.postMessage({ rows60k, big }, [rows60k.buffer, big.buffer]);
    })();
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { exceljs } });
    worker.once('message', (m: { rows60k: Uint8Array; big: Uint8Array }) => {
      resolve({ rows60k: Buffer.from(m.rows60k), big: Buffer.from(m.big) });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Polls GET /api/health from its own thread, so a frozen server shows as a slow answer. */
function startHealthPoller(url: string) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    (async () => {
      const latencies = [];
      while (!stop) {
        const started = performance.now();
        // A frozen server leaves a poll hanging: it counts as its wait, up to 5 s.
        await fetch(workerData.url, { signal: AbortSignal.timeout(5000) }).then((res) => res.arrayBuffer(), () => null);
        latencies.push(performance.now() - started);
        if (latencies.length === 1) parentPort.postMessage({ ready: true });
        await new Promise((r) => setTimeout(r, 20));
      }
      parentPort.postMessage({ latencies });
    })().catch((err) => parentPort.postMessage({ error: String(err) }));
  `;
  const worker = new Worker(code, { eval: true, workerData: { url } });
  const messages: Array<{ ready?: boolean; latencies?: number[]; error?: string }> = [];
  const waiters: Array<() => void> = [];
  worker.on('message', (m) => {
    messages.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async (match: (m: (typeof messages)[number]) => boolean) => {
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    ready: () => next((m) => Boolean(m.ready || m.error)),
    async stop(): Promise<number[]> {
      worker.postMessage('stop');
      const done = await next((m) => Boolean(m.latencies || m.error));
      await worker.terminate();
      if (done.error) throw new Error(done.error);
      return done.latencies!;
    },
  };
}

type Answer = { status: number; contentType: string; body: string };
type Probe = { answer: Answer; loopMaxMs: number; healthMaxMs: number; polls: number; ms: number };

/** One request and answer over IPC with the server process. */
function ask<T>(message: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      server.off('message', listener);
      resolve(m[key] as T);
    };
    server.on('message', listener);
    server.send(message);
  });
}

/** Sends one hostile request while the server measures its loop and a worker polls health. */
async function probe(send: () => Promise<Answer>): Promise<Probe> {
  const poller = startHealthPoller(`${base}/api/health`);
  await poller.ready();
  await ask('reset', 'reset');
  const started = performance.now();
  const answer = await send();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  const loop = await ask<LoopDelay>('read', 'loop');
  const latencies = await poller.stop();
  return { answer, loopMaxMs: loop.maxMs, healthMaxMs: Math.max(...latencies), polls: latencies.length, ms };
}

/** The idle server measured the same way, for as long: what this machine's load alone does. */
const idleFor = (ms: number) => () =>
  new Promise<Answer>((resolve) => setTimeout(() => resolve({ status: 0, contentType: '', body: '' }), ms));

/**
 * The probe; when it misses the bars, the idle server is measured for as long right after
 * (a busy machine, other test files included, delays a server that blocks nothing) and that
 * run's bars rise to twice what idle showed. Up to three runs; each figure passes if it kept
 * within its bar in some run (noise comes and goes, a freeze shows in every run); a run that
 * blocked for over a second fails at once.
 */
async function expectNoFreeze(label: string, send: () => Promise<Answer>, expectAnswer: (a: Answer) => void) {
  const base = { loopMs: LOOP_LIMIT_MS, healthMs: HEALTH_LIMIT_MS };
  let best = { loop: Infinity, health: Infinity }; // the lowest figure / bar seen, per figure
  for (let attempt = 1; attempt <= 3; attempt++) {
    const run = await probe(send);
    console.info(
      `${label} (run ${attempt}): ${run.answer.status}, loop max ${run.loopMaxMs} ms, slowest health ${Math.round(run.healthMaxMs)} ms`,
    );
    expectAnswer(run.answer);
    let bars = base;
    const score = () => {
      best = { loop: Math.min(best.loop, run.loopMaxMs / bars.loopMs), health: Math.min(best.health, run.healthMaxMs / bars.healthMs) };
      return best.loop < 1 && best.health < 1;
    };
    if (score() || run.loopMaxMs > 1_000) break;
    const idle = await probe(idleFor(Math.max(500, run.ms)));
    bars = { loopMs: Math.max(LOOP_LIMIT_MS, 2 * idle.loopMaxMs), healthMs: Math.max(HEALTH_LIMIT_MS, 2 * idle.healthMaxMs) };
    console.info(
      `${label}: the idle server showed ${idle.loopMaxMs} / ${Math.round(idle.healthMaxMs)} ms; bars ${bars.loopMs} / ${Math.round(bars.healthMs)} ms`,
    );
    if (score()) break;
  }
  expect(best.loop, `${label}: event loop blocked (times its bar)`).toBeLessThan(1);
  expect(best.health, `${label}: slowest health answer (times its bar)`).toBeLessThan(1);
}

const expectRefused = (status: number, message?: string) => (a: Answer) => {
  expect(a.status, a.body.slice(0, 300)).toBe(status);
  expect(a.contentType).toMatch(/application\/json/);
  const body = JSON.parse(a.body);
  expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  if (message) expect(body.error.message).toBe(message);
};

async function request(url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
}

const postNote = (body: { hi?: string; en?: string }) => () =>
  request(`${base}/api/notes`, {
    method: 'POST',
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    body: JSON.stringify({ title: { en: 'Hostile' }, subject: 'math', body }),
  });

type Form = Awaited<ReturnType<typeof multipart>>;
const upload = (path: string, form: Form) => () =>
  request(`${base}/api/question-bank/import${path}`, {
    method: 'POST',
    headers: { ...authHeader(token), ...form.headers },
    body: new Uint8Array(form.payload),
  });

/** Starts hostile-server.fixture.ts under tsx, with a 1.5 s request timeout for the slow body. */
async function startServer(): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', REQUEST_TIMEOUT_SECONDS: '1.5', LOG_LEVEL: 'silent' };
  if (process.env.DATABASE_URL) {
    const pg = await createPgDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = pg.url;
    dropDatabase = pg.drop;
  } else env.PGLITE_TEMPLATE = inject('pgliteTemplate');
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const fixture = new URL('./hostile-server.fixture.ts', import.meta.url);
  server = spawn(process.execPath, ['--import', tsx, fixture.pathname], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    server.on('message', (m: { base?: string }) => m.base && resolve(m.base));
  });
}

beforeAll(async () => {
  files = await buildWorkbooks();
  forms = {
    rows60k: await multipart({ file: { bytes: files.rows60k, filename: 'rows.xlsx', type: XLSX } }),
    big: await multipart({ file: { bytes: files.big, filename: 'big.xlsx', type: XLSX } }),
  };
  base = await startServer();
  // Staff of an institute (anyone can become that by signing one up).
  const signIn = await request(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: DEMO_PASSWORD }),
  });
  token = JSON.parse(signIn.body).token;
}, 180_000);
afterAll(async () => {
  if (server?.connected) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.disconnect();
    await exited;
  }
  await dropDatabase?.();
});

describe('no request may freeze the server', () => {
  const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;

  it('a note nesting 6,000 tags (42 KB): 400 before any DOM is built', async () => {
    const html = nested(6_000);
    expect(html.length).toBe(42_001);
    await expectNoFreeze(
      'deep note 42 KB',
      postNote({ en: html }),
      expectRefused(400, 'A note can nest formatting at most 64 levels deep'),
    );
  }, 120_000);

  it('a 200 KB note nesting 14,000 tags in each language: 400', async () => {
    const html = nested(14_000);
    await expectNoFreeze(
      'deep note 200 KB',
      postNote({ hi: html, en: html }),
      expectRefused(400, 'A note can nest formatting at most 64 levels deep'),
    );
  }, 120_000);

  it("a note of 100,000 '<' (quadratic in the text check, four times as long once escaped): 400", async () => {
    await expectNoFreeze(
      '100,000 <',
      postNote({ en: '<'.repeat(99_999) }),
      expectRefused(400, 'This note is too long once saved. Shorten it or split it into smaller notes.'),
    );
  }, 120_000);

  it('an XLSX of 60,000 rows (~330 KB): 400 at the row limit, for preview and import', async () => {
    expect(files.rows60k.length).toBeLessThan(400_000);
    const tooMany = expectRefused(400, 'A file can hold at most 2000 questions');
    await expectNoFreeze('60,000-row XLSX preview', upload('/preview', forms.rows60k), tooMany);
    await expectNoFreeze('60,000-row XLSX import', upload('', forms.rows60k), tooMany);
  }, 120_000);

  it('an XLSX of ~5 MB (150,000 rows): 400', async () => {
    expect(files.big.length).toBeGreaterThan(4_500_000);
    await expectNoFreeze('5 MB XLSX', upload('', forms.big), expectRefused(400));
  }, 120_000);

  it('a body trickled in one byte at a time: cut off with 408 in the error shape', async () => {
    const { port } = new URL(base);
    const trickle = () =>
      new Promise<Answer>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let received = '';
        let timer: NodeJS.Timeout | undefined;
        const started = performance.now();
        socket.on('connect', () => {
          socket.write(
            `POST /api/notes HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
          );
          timer = setInterval(() => socket.writable && socket.write(' '), 100);
        });
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('error', () => {}); // the server closes it: the answer is what was received
        socket.on('close', () => {
          clearInterval(timer);
          const elapsed = performance.now() - started;
          if (elapsed > 8_000) return reject(new Error(`held for ${Math.round(elapsed)} ms`));
          const [head, body = ''] = received.split('\r\n\r\n');
          resolve({
            status: Number(head.split(' ')[1] ?? 0),
            contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
            body,
          });
        });
        // Today's code never cuts the body off: give up after 10 s.
        setTimeout(() => socket.destroy(), 10_000).unref();
      });
    await expectNoFreeze(
      'slow body',
      trickle,
      expectRefused(408, 'The request took too long to arrive. Check your connection and try again.'),
    );
  }, 120_000);
});

// What the load benchmarks share: child processes that are killed on exit, waiting for a URL,
// and a throw-away PostgreSQL database. Each bench runs `cleanups` in reverse when it ends.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

export const children = [];
export const cleanups = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** A node process in the repository root; its last stderr is printed if it dies unasked. */
export function startNode(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.stopping) console.error(`child exited with ${code}:\n${stderr}`);
  });
  children.push(child);
  return child;
}

export async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// A child stopped by a signal has exitCode null and signalCode set: both mean it is gone.
export const exited = (child) => child.exitCode !== null || child.signalCode !== null;

export async function stop(child) {
  child.stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => (exited(child) ? resolve() : child.once('exit', resolve)));
}

/** A fresh database next to `adminUrl`, dropped at the end unless BENCH_KEEP_DB=1 (for EXPLAIN ANALYZE). */
export async function createDatabase(adminUrl) {
  const name = `pariksha_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (process.env.BENCH_KEEP_DB) {
    console.log(`Database kept: ${url}`);
    return url.toString();
  }
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return url.toString();
}

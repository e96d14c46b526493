import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real entry point as `npm start` runs it: a fresh embedded start seeds and prints the
 * demo accounts, SIGTERM lets an in-flight request finish and exits 0, and a second start on
 * the same data keeps the data without seeding again.
 */
describe('main: start-up and graceful shutdown', () => {
  let dataDir: string;
  const port = 5700 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;

  function start(): { child: ChildProcess; output: () => string; ready: Promise<void> } {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Pariksha is running')) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
    });
    return { child, output: () => output, ready };
  }

  const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pariksha-main-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds on a fresh start, finishes in-flight work on SIGTERM, and keeps data across restarts', async () => {
    const first = start();
    await first.ready;
    expect(first.output()).toContain('Demo data seeded');
    for (const email of ['superadmin@example.com', 'admin@example.com', 'student@example.com', 'learner@example.com']) {
      expect(first.output()).toContain(email);
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // A sign-up hashes a password (tens of ms): SIGTERM arrives while it is in flight.
    const signUp = fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late Request', email: 'late@example.com', username: 'late_request', password: 'Secret123' }),
    });
    // SIGTERM only once the server has the request, or Fastify would rightly answer 503.
    while (!first.output().includes('"url":"/api/auth/signup"')) await new Promise((r) => setTimeout(r, 2));
    const exit = exited(first.child);
    first.child.kill('SIGTERM');
    expect((await signUp).status).toBe(202);
    const code = await exit;
    expect(code, first.output().slice(-3000)).toBe(0);
    // Without SMTP the code is in a file under DATA_DIR/mail, as the start-up log says, never in the log.
    const mailDir = path.join(dataDir, 'mail');
    expect(first.output()).toContain(mailDir);
    const [mailFile] = (await readdir(mailDir)).filter((f) => f.includes('late@example.com'));
    const signUpCode = (await readFile(path.join(mailDir, mailFile), 'utf8')).match(/^\s*(\d{6})\s*$/m)![1];
    expect(first.output()).not.toMatch(new RegExp(`\\b${signUpCode}\\b(?!\\d)`));

    const second = start();
    await second.ready;
    expect(second.output()).not.toContain('Demo data seeded');
    // The pending sign-up survived the restart: its code creates the account.
    const verified = await fetch(`${base}/api/auth/signup/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', code: signUpCode }),
    });
    expect(verified.status).toBe(201);
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'late_request', password: 'Secret123' }),
    });
    expect(signIn.status).toBe(200);
    const exit2 = exited(second.child);
    second.child.kill('SIGTERM');
    expect(await exit2).toBe(0);
  }, 240_000);
});

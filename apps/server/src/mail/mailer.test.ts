import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../db/schema/index.ts';
import { forgotPassword } from '../modules/auth/service.ts';
import { startSignUp } from '../modules/auth/signup.ts';
import { countRows, createTestApp, latestMailTo, signUp, unique, type TestApp } from '../test/app.ts';
import { createMailer, mailFileName, type Mailer } from './mailer.ts';

/** Security issue 9: mails carry codes and reset tokens; the log must not. */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A pino logger (Fastify's) whose lines are kept, parsed, for the test to read. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  return { log: app.log as FastifyBaseLogger, lines, raw: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

async function fileMailer(log: FastifyBaseLogger): Promise<Mailer> {
  dir = await mkdtemp(path.join(tmpdir(), 'pariksha-mail-'));
  return createMailer(t.db, log, undefined, 'Pariksha <no-reply@pariksha.local>', path.join(dir, 'mail'));
}

describe('mail in the log', () => {
  it('a reset mail is logged with its recipient, subject and outbox id, never its text or token', async () => {
    const user = await signUp(t.app);
    const { log, lines, raw } = capturedLog();
    const mailer = await fileMailer(log);
    await forgotPassword({ ...t.app.deps, mailer }, user.user.email);

    const mail = await latestMailTo(t.app, user.user.email);
    const token = decodeURIComponent(mail.text.match(/reset-password\?token=([^\s]+)/)![1]);
    expect(token.length).toBeGreaterThanOrEqual(20);
    const entry = lines.find((l) => l.msg === 'mail queued in outbox');
    expect(entry).toMatchObject({ to: user.user.email, subject: mail.subject, outboxId: mail.id });
    expect(entry).not.toHaveProperty('text');
    expect(raw()).not.toContain(token);
    expect(raw()).not.toContain(encodeURIComponent(token));
    expect(raw()).not.toContain('reset-password?token=');
    expect(raw()).not.toContain(mail.text.split('\n')[0]); // no line of the text at all
  });

  it('a sign-up code is not logged either', async () => {
    const { log, lines } = capturedLog();
    const mailer = await fileMailer(log);
    const id = unique();
    const email = `${id}@test.example.com`;
    await startSignUp(
      { ...t.app.deps, mailer },
      { name: 'Log Probe', email, username: id, password: 'Secret123', preferredLanguage: 'en', inviteCode: undefined },
    );
    const code = (await latestMailTo(t.app, email)).text.match(/^\s*(\d{6})\s*$/m)![1];
    // Every string in every entry; numbers (timestamps, pids) could hold six digits by chance.
    const strings = lines.flatMap((l) => Object.values(l).filter((v): v is string => typeof v === 'string'));
    expect(strings.some((s) => s.includes(code))).toBe(false);
    expect(lines.find((l) => l.msg === 'mail queued in outbox')).toMatchObject({ to: email });
  });
});

describe('mail files in the embedded default', () => {
  it('without SMTP, says where at start-up and writes each mail as a file only its owner can read', async () => {
    const { log, lines } = capturedLog();
    const mailer = await fileMailer(log);
    const mailDir = path.join(dir, 'mail');
    expect(lines.find((l) => l.mailDir === mailDir)?.msg).toContain(mailDir);

    const to = `${unique()}@test.example.com`;
    await mailer.send({ to, subject: 'Hello', text: 'First line\nthe secret 424242' });
    await mailer.send({ to, subject: 'Again', text: 'Second' });
    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${to.replace(/[.+]/g, '\\$&')}-[0-9a-f]{8}\\.txt$`),
    );
    const first = await readFile(path.join(mailDir, files[0]), 'utf8');
    expect(first).toContain(`To: ${to}\nSubject: Hello\n`);
    expect(first).toContain('the secret 424242');
    expect(await readFile(path.join(mailDir, files[1]), 'utf8')).toContain('Subject: Again');
    expect((await stat(path.join(mailDir, files[0]))).mode & 0o077).toBe(0);
  });

  it('names files so that they sort by time and cannot leave the folder', () => {
    const name = mailFileName(new Date('2026-01-31T10:15:00.123Z'), '../../etc/x y@ex.com', 'abcdef12-3456');
    expect(name).toBe('2026-01-31T10-15-00.123Z-.._.._etc_x_y@ex.com-abcdef12.txt');
    expect(name).not.toContain('/');
  });

  it('with SMTP configured, delivers the mail and writes nothing to disk', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      dir = await mkdtemp(path.join(tmpdir(), 'pariksha-mail-'));
      const { log, lines } = capturedLog();
      const mailer = await createMailer(
        t.db,
        log,
        `smtp://127.0.0.1:${port}`,
        'Pariksha <no-reply@pariksha.local>',
        path.join(dir, 'mail'),
      );
      const before = await countRows(t.db, mailOutbox);
      const to = `${unique()}@test.example.com`;
      await mailer.send({ to, subject: 'Delivered', text: 'code 135790' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('code 135790');
      expect(await countRows(t.db, mailOutbox)).toBe(before + 1);
      expect((await latestMailTo(t.app, to)).sentAt).not.toBeNull();
      expect(await readdir(dir)).toEqual([]);
      expect(lines.some((l) => 'mailDir' in l)).toBe(false);
      expect(JSON.stringify(lines)).not.toContain('135790');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

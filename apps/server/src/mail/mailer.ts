import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = {
  /** Sends (or keeps in the outbox); an SMTP failure is logged and recorded, never thrown. */
  send(mail: Mail): Promise<void>;
  /**
   * The same, for the background delivery jobs: an SMTP failure is thrown so the job queue
   * retries it. Says where the mail went: 'smtp', or 'outbox' when SMTP_URL is unset.
   */
  deliver(mail: Mail): Promise<{ provider: 'smtp' | 'outbox' }>;
};

/** `2026-01-31T10-15-00.123Z-asha@example.com-1a2b3c4d.txt`: sorts by time, names the recipient. */
export function mailFileName(sentAt: Date, to: string, id: string) {
  const safeTo = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);
  return `${sentAt.toISOString().replace(/:/g, '-')}-${safeTo}-${id.slice(0, 8)}.txt`;
}

/**
 * Every mail is written to the outbox table. With SMTP_URL set, nodemailer delivers it and the
 * outbox row records the result; without it (the embedded default), each mail is also written
 * as a text file under `mailDir` (Django's file-based backend), where a person running
 * `npm start` finds sign-up codes and reset links.
 *
 * The log names the recipient and subject only: mail texts carry codes and reset tokens, and
 * logs travel further (shippers, screenshots, support tickets) than the mailbox they were for.
 */
export async function createMailer(
  db: Db,
  log: FastifyBaseLogger,
  smtpUrl: string | undefined,
  from: string,
  mailDir: string,
  options: {
    /** Write the file copy even when SMTP sends the mail (development: e2e reads codes there). */ alwaysWriteFile?: boolean;
  } = {},
): Promise<Mailer> {
  const transport = smtpUrl ? (await import('nodemailer')).default.createTransport(smtpUrl) : null;
  if (!transport) log.info({ mailDir }, 'no SMTP_URL: mail is not sent, each mail is written to a file in %s', mailDir);
  async function deliver(mail: Mail, throwOnSmtpError = true): Promise<{ provider: 'smtp' | 'outbox' }> {
    const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
    log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'mail queued in outbox');
    if (!transport || options.alwaysWriteFile) {
      await writeMailFile(mailDir, row, mail).catch((err: unknown) => log.error({ err, outboxId: row.id }, 'mail file not written'));
    }
    if (!transport) return { provider: 'outbox' };
    try {
      await transport.sendMail({ from, ...mail });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      return { provider: 'smtp' };
    } catch (err) {
      log.error({ err, outboxId: row.id, to: mail.to }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ error: String(err) })
        .where(eq(mailOutbox.id, row.id));
      if (throwOnSmtpError) throw err;
      return { provider: 'smtp' };
    }
  }
  return {
    deliver: (mail) => deliver(mail),
    async send(mail) {
      await deliver(mail, false);
    },
  };
}

async function writeMailFile(dir: string, row: { id: string; createdAt: Date }, mail: Mail) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const body = [
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${row.createdAt.toISOString()}`,
    `Outbox-Id: ${row.id}`,
    '',
    mail.text,
    '',
  ];
  // Only the server's user may read it: it holds codes and reset links.
  await writeFile(path.join(dir, mailFileName(row.createdAt, mail.to, row.id)), body.join('\n'), { mode: 0o600 });
}

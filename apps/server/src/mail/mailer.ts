import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Every mail is written to the outbox table and logged; with SMTP_URL set, nodemailer also
 * delivers it and the outbox row records the result.
 */
export async function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Promise<Mailer> {
  const transport = smtpUrl ? (await import('nodemailer')).default.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail queued in outbox');
      if (!transport) return;
      try {
        await transport.sendMail({ from, ...mail });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        log.error({ err, to: mail.to }, 'mail delivery failed');
        await db.update(mailOutbox).set({ error: String(err) }).where(eq(mailOutbox.id, row.id));
      }
    },
  };
}

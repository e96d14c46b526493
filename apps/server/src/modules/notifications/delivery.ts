import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DeliveryChannel } from '@pariksha/shared/schemas/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { messageDeliveries } from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import { normalizeIndianMobile, SmsError } from '../../sms/provider.ts';

export const DELIVER_JOB = 'message.deliver';

export type Language = 'hi' | 'en';

/** Someone to reach: a user, or someone who is not one (a guardian), by email and/or mobile. */
export type MessageRecipient = {
  userId?: string | null;
  email?: string | null;
  /** Any usual spelling of an Indian mobile number; stored as +91 and 10 digits. */
  mobile?: string | null;
  language: Language;
};

/** What each recipient receives, in their language. `sms` defaults to `text`. */
export type LocalizedMessage = { subject: string; text: string; sms?: string };

export type EnqueueMessagesInput = {
  organizationId: string;
  /** The feature sending: 'notification', 'attendance', 'guardianDigest', ... (shown in the outbox). */
  source: string;
  notificationId?: string | null;
  recipients: MessageRecipient[];
  content: Record<Language, LocalizedMessage>;
  channels: DeliveryChannel[];
  /** The DLT template of the SMS text; the provider's default when omitted. */
  smsTemplateId?: string;
};

/** How many delivery rows were queued, and how many recipients lacked an address for a channel. */
export type EnqueueResult = { queued: number; failed: number };

const INSERT_CHUNK = 500;
/** Retries after the first try, and the first delay (doubling): 30 s, 1 min, 2 min. */
export const DELIVERY_RETRY = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true } as const;

/**
 * Queues one message per recipient and channel: a delivery-log row ('queued') and a job that
 * sends it. Pass the transaction that writes what the message is about, so both commit
 * together; the jobs run after the commit (the queue's poller, or `queue.nudge()` right after).
 * Never waits for a send. A recipient without an address for a channel (no email, no valid
 * mobile) gets a 'failed' row with the reason, so the admin sees who was not reached.
 *
 * Attendance ("notify absent students' guardians") and the monthly guardian digest call this
 * with recipients who are not users:
 *
 *   await enqueueMessages(tx, app.deps.queue, {
 *     organizationId, source: 'attendance',
 *     recipients: [{ email: guardian.email, mobile: guardian.mobile, language: 'hi' }],
 *     content: { hi: { subject, text }, en: { subject, text } },
 *     channels: ['sms'],
 *   });
 */
export async function enqueueMessages(db: Db | Tx, queue: Queue, input: EnqueueMessagesInput): Promise<EnqueueResult> {
  const rows: (typeof messageDeliveries.$inferInsert)[] = [];
  for (const r of input.recipients) {
    const content = input.content[r.language] ?? input.content.hi;
    for (const channel of input.channels) {
      const base = {
        organizationId: input.organizationId,
        notificationId: input.notificationId ?? null,
        source: input.source,
        userId: r.userId ?? null,
        channel,
        language: r.language,
      };
      if (channel === 'email') {
        const email = r.email?.trim().toLowerCase();
        rows.push(
          email
            ? { ...base, address: email, subject: content.subject, body: content.text }
            : { ...base, address: '', subject: content.subject, body: content.text, status: 'failed', lastError: 'No email address' },
        );
      } else {
        const mobile = r.mobile ? normalizeIndianMobile(r.mobile) : null;
        const text = content.sms ?? content.text;
        rows.push(
          mobile
            ? { ...base, address: mobile, body: text, templateId: input.smsTemplateId ?? null }
            : {
                ...base,
                address: r.mobile ?? '',
                body: text,
                status: 'failed',
                lastError: r.mobile ? 'Not a valid Indian mobile number' : 'No mobile number',
              },
        );
      }
    }
  }
  let queued = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insert(messageDeliveries)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .returning({ id: messageDeliveries.id, status: messageDeliveries.status });
    const jobs = inserted
      .filter((d) => d.status === 'queued')
      .map((d) => ({ data: { deliveryId: d.id }, options: { ...DELIVERY_RETRY, singletonKey: d.id } }));
    if (jobs.length) queued += await queue.sendMany(DELIVER_JOB, jobs, db);
  }
  return { queued, failed: rows.length - queued };
}

/**
 * Sends one delivery-log row through the mailer or the SMS provider. Idempotent: the row is
 * taken only while 'queued' (attempts + 1 in the same statement), so a job run again after a
 * success (or after the row failed for good) sends nothing. A failure keeps the row 'queued'
 * with the reason and throws for the queue to retry with backoff; the last try, or a failure
 * that cannot succeed later (a rejected number), marks it 'failed'.
 */
export function registerDeliveryWorker(app: FastifyInstance) {
  app.deps.queue.work<{ deliveryId: string }>(DELIVER_JOB, async (job) => {
    const { db, mailer, sms } = app.deps;
    const [d] = await db
      .update(messageDeliveries)
      .set({ attempts: sql`${messageDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(messageDeliveries.id, job.data.deliveryId), eq(messageDeliveries.status, 'queued')))
      .returning();
    if (!d) return;
    try {
      const result =
        d.channel === 'email'
          ? await mailer.deliver({ to: d.address, subject: d.subject ?? '', text: d.body })
          : await sms.send({ to: d.address, text: d.body, templateId: d.templateId ?? undefined });
      await setOutcome(db, d.id, { status: 'sent', provider: result.provider, sentAt: new Date(), lastError: null });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = job.lastTry || (err instanceof SmsError && err.permanent);
      await setOutcome(db, d.id, { status: final ? 'failed' : 'queued', lastError: reason });
      if (!final) throw err;
    }
  });
}

async function setOutcome(db: Db, id: string, values: Partial<typeof messageDeliveries.$inferInsert>) {
  await db
    .update(messageDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messageDeliveries.id, id));
}

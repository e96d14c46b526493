import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';

export type Sms = {
  /** An Indian mobile number in any usual spelling (98765 43210, 09876543210, +91-98765-43210). */
  to: string;
  text: string;
  /** The DLT template the text was registered under; the provider's default when omitted. */
  templateId?: string;
};

/** Where a sent SMS went: the gateway's name, or 'outbox' when none is configured. */
export type SmsResult = { provider: string; providerMessageId?: string };

/**
 * Sends one SMS or throws an SmsError with the reason (the delivery log shows it, and the job
 * queue retries). Chosen by SMS_PROVIDER: 'msg91' (sms/msg91.ts) or, unconfigured, the outbox.
 */
export type SmsProvider = { readonly name: string; send(sms: Sms): Promise<SmsResult> };

export class SmsError extends Error {
  constructor(
    message: string,
    /** A bad number or template will fail the same way again: no point in retrying. */
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/**
 * An Indian mobile number as +91 and its 10 digits, or null if it is not one: a 10-digit number
 * starting 6 to 9, optionally after +91, 91 or 0, with spaces, dashes, dots or brackets between.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/**
 * The embedded default: the SMS is kept in sms_outbox, where admins can read it. With `smsDir`
 * each one is also a text file there (`<time>-<to>-<id>.txt`, as mails are under DATA_DIR/mail),
 * so a person running the app locally, and the e2e journeys, can read a sign-in code.
 */
export function createOutboxSmsProvider(db: Db, smsDir?: string): SmsProvider {
  return {
    name: 'outbox',
    async send(sms) {
      const to = normalizeIndianMobile(sms.to);
      if (!to) throw new SmsError(`Not an Indian mobile number: ${sms.to}`, true);
      const [row] = await db
        .insert(smsOutbox)
        .values({ to, text: sms.text, templateId: sms.templateId ?? null })
        .returning({ id: smsOutbox.id });
      if (smsDir) {
        await mkdir(smsDir, { recursive: true, mode: 0o700 });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${to}-${row.id}.txt`;
        await writeFile(path.join(smsDir, name), sms.text, { mode: 0o600 });
      }
      return { provider: 'outbox', providerMessageId: row.id };
    },
  };
}

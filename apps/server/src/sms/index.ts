import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMsg91Provider } from './msg91.ts';
import { createOutboxSmsProvider, type SmsProvider } from './provider.ts';

/** The SMS provider the configuration names (config.sms); the outbox when there is none. */
export function createSmsProvider(db: Db, sms: Config['sms'], smsDir?: string): SmsProvider {
  if (sms.provider === 'msg91') return createMsg91Provider(sms.msg91);
  return createOutboxSmsProvider(db, smsDir);
}

import { normalizeIndianMobile, SmsError, type SmsProvider } from './provider.ts';

export type Msg91Options = {
  authKey: string;
  senderId: string;
  /** The DLT-approved template (MSG91 "flow") used when a message names none. */
  templateId: string;
  /** https://control.msg91.com/api/v5 in production; a local server in tests. */
  baseUrl?: string;
  timeoutMs?: number;
};

/**
 * MSG91's Flow API (POST /flow/ with the authkey header): India's DLT rules allow only
 * registered templates, so the text goes as the template's variable `text` (the template reads
 * "##text##" or starts with it), with the template id and the registered sender id.
 * A 2xx answer whose JSON says `type: "error"` is a failure too; 4xx answers (bad key, bad
 * template) are permanent, 5xx and network errors are retried by the job queue.
 */
export function createMsg91Provider(options: Msg91Options): SmsProvider {
  const base = (options.baseUrl ?? 'https://control.msg91.com/api/v5').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'msg91',
    async send(sms) {
      const to = normalizeIndianMobile(sms.to);
      if (!to) throw new SmsError(`Not an Indian mobile number: ${sms.to}`, true);
      const body = {
        template_id: sms.templateId ?? options.templateId,
        sender: options.senderId,
        short_url: '0',
        // Devanagari needs the unicode route; plain ASCII does not.
        unicode: [...sms.text].some((c) => c.charCodeAt(0) > 0x7f) ? 1 : 0,
        recipients: [{ mobiles: to.slice(1), text: sms.text }],
      };
      let res: Response;
      try {
        res = await fetch(`${base}/flow/`, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new SmsError(`MSG91 unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      const raw = await res.text().catch(() => '');
      let answer: { type?: string; message?: string } = {};
      try {
        answer = JSON.parse(raw);
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      if (!res.ok || answer.type === 'error') {
        const reason = answer.message ?? (raw.slice(0, 200) || res.statusText);
        throw new SmsError(`MSG91 ${res.status}: ${reason}`, res.status >= 400 && res.status < 500);
      }
      return { provider: 'msg91', providerMessageId: answer.message };
    },
  };
}

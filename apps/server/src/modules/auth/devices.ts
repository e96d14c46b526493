import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../app.ts';
import { sha256 } from '../../lib/crypto.ts';

/**
 * Which device an account is used from, for the integrity signals staff see during a live test
 * (modules/integrity). The web keeps a random id in localStorage and sends it as `x-device-id`;
 * without one the browser family and the IP stand in. The IP is kept only as a keyed hash.
 */
export const DEVICE_HEADER = 'x-device-id';
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** 'Chrome on Android' and the like: enough for staff to tell two devices apart. */
export function agentOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const os = /Android/i.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/i.test(ua)
      ? 'iOS'
      : /Windows/i.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/i.test(ua)
          ? 'macOS'
          : /CrOS/i.test(ua)
            ? 'ChromeOS'
            : /Linux/i.test(ua)
              ? 'Linux'
              : null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  if (!browser && !os) return ua ? ua.slice(0, 40) : 'Unknown';
  return [browser ?? 'Browser', os].filter(Boolean).join(' on ');
}

export type DeviceFacts = { deviceKey: string; agent: string; ipHash: string };

export function deviceOf(deps: Pick<Deps, 'config'>, req: Pick<FastifyRequest, 'headers' | 'ip'>): DeviceFacts {
  const agent = agentOf(req.headers['user-agent']);
  const ipHash = createHmac('sha256', deps.config.jwtSecret).update(`ip:${req.ip}`).digest('hex').slice(0, 32);
  const header = req.headers[DEVICE_HEADER];
  const id = typeof header === 'string' && DEVICE_ID.test(header) ? header : null;
  const deviceKey = sha256(id ? `id:${id}` : `ua:${agent}|${ipHash}`).slice(0, 32);
  return { deviceKey, agent, ipHash };
}

/**
 * Records the device behind a refresh token just issued (sign-in or refresh): one statement,
 * and nothing written when the token family already has this device (the usual refresh). It
 * must never stop a sign-in, so a failure is only logged.
 */
export async function recordDevice(deps: Pick<Deps, 'config' | 'db'>, req: FastifyRequest, refreshToken: string): Promise<void> {
  const d = deviceOf(deps, req);
  try {
    await deps.db.execute(sql`
      insert into sign_ins (user_id, family_id, device_key, agent, ip_hash)
      select user_id, family_id, ${d.deviceKey}, ${d.agent}, ${d.ipHash} from refresh_tokens where token_hash = ${sha256(refreshToken)}
      on conflict (family_id, device_key) do nothing`);
  } catch (err) {
    req.log.warn({ err }, 'recording the sign-in device failed');
  }
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { previousMonth } from '@pariksha/shared/institute/digest';
import { todayIn } from '@pariksha/shared/streak';
import type { Deps } from '../app.ts';
import type { Db } from '../db/client.ts';
import { enqueueMessages } from '../modules/notifications/delivery.ts';
import { digestMessages } from '../modules/dashboards/digest.ts';

/**
 * The monthly guardian digest. A check runs every hour (one job per hour across all instances,
 * by its singletonKey) and, for every organisation whose local date is the 1st, queues one job
 * per organisation and month (singletonKey again). That job sends each student's digest for the
 * month just ended to their guardian by email and/or SMS through the notifications delivery.
 * A student's digest and its guardian_digests row commit together, and the row is unique per
 * student and month: a retried or repeated job sends nobody twice.
 */
export const DIGEST_CHECK_JOB = 'guardianDigest.check';
export const DIGEST_ORG_JOB = 'guardianDigest.organization';

const hourKey = (at: Date) => at.toISOString().slice(0, 13);

type DigestDeps = Pick<Deps, 'db' | 'queue'>;

/** Queues the organisations whose 1st of the month it is (in their own time zone). Returns how many. */
export async function checkDigestsDue(deps: DigestDeps, now = new Date()): Promise<number> {
  const orgs = (
    (await deps.db.execute(
      sql`select id, time_zone as "timeZone" from organizations where guardian_digest_enabled and suspended_at is null`,
    )) as unknown as { rows: Array<{ id: string; timeZone: string }> }
  ).rows;
  let queued = 0;
  for (const org of orgs) {
    const today = todayIn(org.timeZone, now);
    if (!today.endsWith('-01')) continue;
    const month = previousMonth(today);
    const id = await deps.queue.send(DIGEST_ORG_JOB, { organizationId: org.id, month }, { singletonKey: `${org.id}:${month}` });
    if (id) queued++;
  }
  return queued;
}

type Candidate = { id: string; email: string | null; mobile: string | null; language: 'hi' | 'en' };

/** Sends one organisation's digests for `month`; students already sent for are skipped. Returns how many were sent. */
export async function sendOrganizationDigests(deps: DigestDeps, organizationId: string, month: string): Promise<number> {
  const { db } = deps;
  const candidates = (
    (await db.execute(
      sql`select u.id, p.guardian_email as email, p.guardian_mobile as mobile, p.guardian_language as language
        from users u join student_profiles p on p.user_id = u.id
        where u.organization_id = ${organizationId} and u.role = 'user' and u.org_role = 'student' and u.is_active
          and (p.guardian_email is not null or p.guardian_mobile is not null)
          and not exists (select 1 from guardian_digests d where d.student_id = u.id and d.month = ${month})`,
    )) as unknown as { rows: Candidate[] }
  ).rows;
  let sent = 0;
  for (const c of candidates) {
    const { messages } = await digestMessages(db as Db, organizationId, c.id, month);
    const channels = [...(c.email ? (['email'] as const) : []), ...(c.mobile ? (['sms'] as const) : [])];
    const done = await db.transaction(async (tx) => {
      const claimed = (await tx.execute(
        sql`insert into guardian_digests (organization_id, student_id, month) values (${organizationId}, ${c.id}, ${month})
            on conflict (student_id, month) do nothing returning id`,
      )) as unknown as { rows: unknown[] };
      if (!claimed.rows.length) return false;
      await enqueueMessages(tx, deps.queue, {
        organizationId,
        source: 'guardianDigest',
        recipients: [{ email: c.email, mobile: c.mobile, language: c.language }],
        content: messages,
        channels,
      });
      return true;
    });
    if (done) sent++;
  }
  if (sent) deps.queue.nudge();
  return sent;
}

export function registerGuardianDigest(app: FastifyInstance) {
  const { queue } = app.deps;
  const scheduleNextCheck = async (now = new Date()) => {
    const next = new Date(now);
    next.setUTCMinutes(0, 0, 0);
    next.setUTCHours(next.getUTCHours() + 1);
    await queue.send(
      DIGEST_CHECK_JOB,
      {},
      { singletonKey: hourKey(next), startAfterSeconds: Math.ceil((next.getTime() - now.getTime()) / 1000) },
    );
  };
  queue.work(DIGEST_CHECK_JOB, async () => {
    // The next hour first: a failing check must not end the chain.
    await scheduleNextCheck();
    await checkDigestsDue(app.deps);
  });
  queue.work<{ organizationId: string; month: string }>(DIGEST_ORG_JOB, async (job) => {
    await sendOrganizationDigests(app.deps, job.data.organizationId, job.data.month);
  });
  // Tests drive the two functions themselves; a running server starts the hourly chain (one per hour, whatever the instances).
  if (app.deps.config.env !== 'test') {
    app.addHook('onReady', async () => {
      await queue.send(DIGEST_CHECK_JOB, {}, { singletonKey: hourKey(new Date()) });
    });
  }
}

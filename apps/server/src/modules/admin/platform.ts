import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { PlatformGrowth, PlatformOrganization } from '@pariksha/shared/schemas/dashboards';
import type { Deps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { organizations, refreshTokens, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';

const WEEKS = 12;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const iso = (v: Date | string) => new Date(v).toISOString();

/** Tests, attempts and what was created per week across the platform: a handful of aggregates. */
export async function platformGrowth(db: Db, now = new Date()): Promise<PlatformGrowth> {
  // Weeks start on Monday (UTC): the platform spans time zones.
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const from = new Date(monday.getTime() - (WEEKS - 1) * 7 * 86_400_000);
  const since = from.toISOString();
  const perWeek = (table: string, column: string, extra = sql``) =>
    rowsOf<{ week: string; n: number }>(
      db,
      sql`select to_char(date_trunc('week', ${sql.raw(column)} at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n
          from ${sql.raw(table)} where ${sql.raw(column)} >= ${since} ${extra} group by 1`,
    );
  const [[totals], usersW, orgsW, attemptsW] = await Promise.all([
    rowsOf<{ tests: number; attempts: number; suspended: number }>(
      db,
      sql`select (select count(*) from exams)::int as tests,
            (select count(*) from exam_attempts where status = 'submitted')::int as attempts,
            (select count(*) from organizations where suspended_at is not null)::int as suspended`,
    ),
    perWeek('users', 'created_at'),
    perWeek('organizations', 'created_at'),
    perWeek('exam_attempts', 'submitted_at', sql`and status = 'submitted'`),
  ]);
  const map = (rows: { week: string; n: number }[]) => new Map(rows.map((r) => [r.week, r.n]));
  const [u, o, a] = [map(usersW), map(orgsW), map(attemptsW)];
  const weekly = Array.from({ length: WEEKS }, (_, i) => {
    const weekStart = new Date(from.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return { weekStart, users: u.get(weekStart) ?? 0, organizations: o.get(weekStart) ?? 0, attempts: a.get(weekStart) ?? 0 };
  });
  return { ...totals, weekly };
}

type OrgRow = Omit<PlatformOrganization, 'createdAt' | 'suspendedAt' | 'isDefault'> & {
  createdAt: Date | string;
  suspendedAt: Date | string | null;
};

/** Every organisation with its counts, from grouped subqueries (one pass per table, not one query per organisation). */
export async function platformOrganizations(db: Db, onlyId?: string): Promise<PlatformOrganization[]> {
  const rows = await rowsOf<OrgRow>(
    db,
    sql`select o.id, o.name, o.created_at as "createdAt", o.suspended_at as "suspendedAt",
          coalesce(m.members, 0)::int as members, coalesce(m.students, 0)::int as students,
          coalesce(e.tests, 0)::int as tests, coalesce(a.attempts, 0)::int as attempts
        from organizations o
        left join (select organization_id, count(*) as members,
                     count(*) filter (where role = 'user' and org_role = 'student') as students
                   from users group by organization_id) m on m.organization_id = o.id
        left join (select organization_id, count(*) as tests from exams group by organization_id) e on e.organization_id = o.id
        left join (select organization_id, count(*) as attempts from exam_attempts where status = 'submitted' group by organization_id) a
          on a.organization_id = o.id
        ${onlyId ? sql`where o.id = ${onlyId}` : sql``}
        order by o.created_at desc, o.id`,
  );
  return rows.map((r) => ({
    ...r,
    isDefault: r.id === DEFAULT_ORG_ID,
    createdAt: iso(r.createdAt),
    suspendedAt: r.suspendedAt === null ? null : iso(r.suspendedAt),
  }));
}

/**
 * Suspends or reinstates an organisation. Suspending moves every member's token version on and
 * revokes their refresh tokens in the same transaction, so no session outlives it; sign-in and
 * refresh then refuse them while it lasts. Nothing of theirs is deleted.
 */
export async function setSuspended(deps: Pick<Deps, 'db' | 'tokenVersions' | 'io'>, id: string, suspend: boolean) {
  const { db } = deps;
  if (id === DEFAULT_ORG_ID && suspend) throw conflict('The default organisation cannot be suspended');
  const memberIds = await db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ suspendedAt: suspend ? sql`coalesce(${organizations.suspendedAt}, now())` : null, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning({ id: organizations.id });
    if (!org) throw notFound('Organisation');
    if (!suspend) return [];
    const members = await tx.select({ id: users.id }).from(users).where(eq(users.organizationId, id));
    for (const m of members) await bumpTokenVersion(tx, m.id);
    await tx.execute(
      sql`update ${refreshTokens} set revoked_at = now()
          where revoked_at is null and user_id in (select id from users where organization_id = ${id})`,
    );
    return members.map((u) => u.id);
  });
  // After the commit: every instance forgets the cached versions and the members' sockets close.
  for (const userId of memberIds) await tokenVersionChanged(deps, userId);
  return (await platformOrganizations(db, id))[0];
}

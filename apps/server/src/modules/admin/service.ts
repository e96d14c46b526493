import { count, desc, eq, gte } from 'drizzle-orm';
import { ROLES } from '@pariksha/shared/constants';
import { ADMIN_RECENT_LIMIT, NEW_SIGNUP_WINDOW_DAYS, type AdminStats } from '@pariksha/shared/schemas/admin';
import type { Db } from '../../db/client.ts';
import { feedback, organizations, users } from '../../db/schema/index.ts';

/**
 * The platform overview. Every number is one aggregate query (count / group by) so the
 * dashboard stays cheap however many users there are; nothing is counted in JavaScript.
 */
export async function platformStats(db: Db, now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - NEW_SIGNUP_WINDOW_DAYS * 24 * 60 * 60 * 1000);

  const [orgTotal, roleRows, signUps, feedbackRows, newestOrganizations, openFeedback] = await Promise.all([
    db.select({ n: count() }).from(organizations),
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
    db.select({ handled: feedback.handled, n: count() }).from(feedback).groupBy(feedback.handled),
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        logoUrl: organizations.logoUrl,
        createdAt: organizations.createdAt,
        memberCount: count(users.id),
      })
      .from(organizations)
      .leftJoin(users, eq(users.organizationId, organizations.id))
      .groupBy(organizations.id)
      // The id breaks ties between organisations created in the same instant (seeding, tests).
      .orderBy(desc(organizations.createdAt), desc(organizations.id))
      .limit(ADMIN_RECENT_LIMIT),
    db
      .select({
        id: feedback.id,
        formType: feedback.formType,
        name: feedback.name,
        subject: feedback.subject,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.handled, false))
      .orderBy(desc(feedback.createdAt))
      .limit(ADMIN_RECENT_LIMIT),
  ]);

  const byRole = Object.fromEntries(ROLES.map((r) => [r, roleRows.find((row) => row.role === r)?.n ?? 0])) as Record<
    (typeof ROLES)[number],
    number
  >;
  return {
    organizations: orgTotal[0].n,
    users: { total: roleRows.reduce((sum, row) => sum + row.n, 0), ...byRole },
    newSignUps: signUps[0].n,
    feedback: {
      open: feedbackRows.find((row) => !row.handled)?.n ?? 0,
      handled: feedbackRows.find((row) => row.handled)?.n ?? 0,
    },
    newestOrganizations: newestOrganizations.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    openFeedback: openFeedback.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
  };
}

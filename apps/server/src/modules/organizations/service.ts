import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { OrganizationDetail, organizationInput, organizationUpdate } from '@pariksha/shared/schemas/organizations';
import type { Deps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import { inviteCode } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { bumpTokenVersion, tokenVersionChanged } from '../../lib/token-version.ts';
import { toOrganizationSummary, type OrganizationRow } from './repo.ts';

async function details(db: Db, rows: OrganizationRow[]): Promise<OrganizationDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ organizationId: users.organizationId, n: count() })
    .from(users)
    .where(inArray(users.organizationId, ids))
    .groupBy(users.organizationId);
  const admins = await db
    .select({ id: users.id, name: users.name, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(and(inArray(users.organizationId, ids), eq(users.role, 'admin')));
  return rows.map((row) => ({
    ...toOrganizationSummary(row, true),
    memberCount: counts.find((c) => c.organizationId === row.id)?.n ?? 0,
    admins: admins.filter((a) => a.organizationId === row.id).map(({ id, name, email }) => ({ id, name, email })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listOrganizations(db: Db) {
  return details(db, await db.select().from(organizations).orderBy(organizations.createdAt));
}

export async function getOrganization(db: Db, id: string): Promise<OrganizationDetail> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!rows.length) throw notFound('Organisation');
  return (await details(db, rows))[0];
}

export async function createOrganization(db: Db, input: z.output<typeof organizationInput>) {
  const [row] = await db
    .insert(organizations)
    .values({ ...input, inviteCode: inviteCode() })
    .returning();
  return (await details(db, [row]))[0];
}

export async function updateOrganization(db: Db, id: string, input: z.output<typeof organizationUpdate>) {
  const [row] = await db
    .update(organizations)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  if (!row) throw notFound('Organisation');
  return (await details(db, [row]))[0];
}

export async function setLogo(db: Db, id: string, logoUrl: string) {
  const [row] = await db.update(organizations).set({ logoUrl, updatedAt: new Date() }).where(eq(organizations.id, id)).returning();
  if (!row) throw notFound('Organisation');
  return toOrganizationSummary(row, true);
}

type RoleDeps = Pick<Deps, 'db' | 'tokenVersions' | 'io'>;

/**
 * Appointing moves the account into the organisation as its admin (and owner). Its token
 * version moves on, so tokens with the old role and organisation stop working on staff routes.
 */
export async function appointAdmin(deps: RoleDeps, id: string, email: string) {
  const { db } = deps;
  await getOrganization(db, id);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw notFound('No account with this email');
  if (user.role === 'superAdmin') throw conflict('A superAdmin cannot be made an organisation admin');
  if (user.organizationId !== id && user.organizationId !== DEFAULT_ORG_ID && user.role === 'admin') {
    throw conflict('This person already runs another organisation');
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ organizationId: id, role: 'admin', orgRole: 'owner', updatedAt: new Date() }).where(eq(users.id, user.id));
    await bumpTokenVersion(tx, user.id);
  });
  await tokenVersionChanged(deps, user.id);
  return getOrganization(db, id);
}

export async function removeAdmin(deps: RoleDeps, id: string, userId: string) {
  const { db } = deps;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, id)));
  if (!user || user.role !== 'admin') throw badRequest('This person is not an admin of this organisation');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'user', orgRole: 'teacher', updatedAt: new Date() }).where(eq(users.id, userId));
    await bumpTokenVersion(tx, userId);
  });
  await tokenVersionChanged(deps, userId);
  return getOrganization(db, id);
}

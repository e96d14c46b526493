import { eq } from 'drizzle-orm';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { Db, Tx } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Db | Tx, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

export async function findOrganizationByInvite(db: Db | Tx, code: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.inviteCode, code));
  return row;
}

/** The invite code is for the organisation's staff only. */
export function toOrganizationSummary(row: OrganizationRow, withInviteCode = false): OrganizationSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    email: row.email,
    logoUrl: row.logoUrl,
    socialMedia: row.socialMedia ?? {},
    timeZone: row.timeZone,
    inviteCode: withInviteCode ? row.inviteCode : null,
    trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
  };
}

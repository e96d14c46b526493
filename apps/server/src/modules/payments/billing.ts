import { eq } from 'drizzle-orm';
import type { BillingProfile } from '@pariksha/shared/schemas/payments';
import type { Db } from '../../db/client.ts';
import { billingProfiles } from '../../db/schema/index.ts';

/** The seller details printed on an organisation's receipts (its own only: the caller's organisation). */
export async function getBillingProfile(db: Db, organizationId: string): Promise<BillingProfile> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.organizationId, organizationId));
  return { legalName: row?.legalName ?? null, address: row?.address ?? null, gstin: row?.gstin ?? null, stateCode: row?.stateCode ?? null };
}

export async function saveBillingProfile(db: Db, organizationId: string, body: BillingProfile): Promise<BillingProfile> {
  const values = { ...body, updatedAt: new Date() };
  await db
    .insert(billingProfiles)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.organizationId, set: values });
  return getBillingProfile(db, organizationId);
}

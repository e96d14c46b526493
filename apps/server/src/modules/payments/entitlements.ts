import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { PERIOD_DAYS, type Entitlement, type PlanPeriod } from '@pariksha/shared/schemas/payments';
import type { Db, Tx } from '../../db/client.ts';
import { entitlements, plans, type PlanUnlocks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';

const DAY = 86_400_000;

/** Entitlements in force now: started, not ended, not revoked. */
export const activeNow = (now: Date) =>
  and(isNull(entitlements.revokedAt), lte(entitlements.startsAt, now), or(isNull(entitlements.endsAt), gt(entitlements.endsAt, now)));

/** Staff of the content's organisation (and superAdmins) never need to buy it. */
const ownsContent = (user: AuthUser, organizationId: string) =>
  user.role === 'superAdmin' || (isStaff(user) && user.organizationId === organizationId);

type Item = { kind: 'exam' | 'note' | 'pdf'; id: string; organizationId: string };
const listKey = { exam: 'examIds', note: 'noteIds', pdf: 'pdfIds' } as const;

/** Whether the user holds an entitlement in force that unlocks this item of its organisation. */
export async function hasAccess(db: Db | Tx, user: AuthUser, item: Item, now = new Date()): Promise<boolean> {
  if (ownsContent(user, item.organizationId)) return true;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, user.id),
        eq(entitlements.organizationId, item.organizationId),
        activeNow(now),
        or(
          sql`(${entitlements.unlocks}->>'all')::boolean`,
          sql`${entitlements.unlocks}->${listKey[item.kind]} @> ${JSON.stringify([item.id])}::jsonb`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export const paymentRequired = () =>
  new AppError('PAYMENT_REQUIRED', 'This test series is paid. Buy a plan that includes it to start.', { pricingPath: '/pricing' });

/** Refuses a paid exam (402) to a student without an entitlement in force; free exams pass. */
export async function requireExamAccess(
  db: Db | Tx,
  user: AuthUser,
  exam: { id: string; organizationId: string; visibility: string },
  now = new Date(),
) {
  if (exam.visibility !== 'paid') return;
  if (!(await hasAccess(db, user, { kind: 'exam', id: exam.id, organizationId: exam.organizationId }, now))) throw paymentRequired();
}

/**
 * When a new period starts: now, or the end of the same plan's entitlement still running, so
 * renewing early adds a period instead of losing what was left.
 */
export async function nextStart(tx: Tx, userId: string, planId: string, now: Date): Promise<Date> {
  const [latest] = await tx
    .select({ endsAt: entitlements.endsAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.planId, planId), eq(entitlements.kind, 'paid'), activeNow(now)))
    .orderBy(desc(entitlements.endsAt))
    .limit(1);
  return latest?.endsAt && latest.endsAt > now ? latest.endsAt : now;
}

export function periodEnd(start: Date, period: PlanPeriod): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(start.getTime() + days * DAY);
}

export function trialEnd(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY);
}

type EntRow = typeof entitlements.$inferSelect;
export function toEntitlement(row: EntRow, planName: Entitlement['planName'], now = new Date()): Entitlement {
  return {
    id: row.id,
    planId: row.planId,
    planName,
    organizationId: row.organizationId,
    kind: row.kind,
    unlocks: row.unlocks as PlanUnlocks,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    active: !row.revokedAt && row.startsAt <= now && (!row.endsAt || row.endsAt > now),
  };
}

export async function myEntitlements(db: Db, user: AuthUser): Promise<Entitlement[]> {
  const now = new Date();
  const rows = await db
    .select({ e: entitlements, planName: plans.name })
    .from(entitlements)
    .innerJoin(plans, eq(plans.id, entitlements.planId))
    .where(eq(entitlements.userId, user.id))
    .orderBy(desc(entitlements.createdAt));
  return rows.map((r) => toEntitlement(r.e, r.planName, now));
}

/**
 * Notes and PDFs have no paid flag of their own: one is paid when a plan of its organisation
 * (active or retired, since a retired plan's buyers keep it) sells it by name. Then reading it
 * needs an entitlement in force, as a paid test does (402).
 */
export async function requireItemAccess(db: Db | Tx, user: AuthUser, item: { kind: 'note' | 'pdf'; id: string; organizationId: string }) {
  if (ownsContent(user, item.organizationId)) return;
  const [sold] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.organizationId, item.organizationId),
        sql`${plans.unlocks}->${listKey[item.kind]} @> ${JSON.stringify([item.id])}::jsonb`,
      ),
    )
    .limit(1);
  if (!sold) return;
  if (!(await hasAccess(db, user, item))) {
    throw new AppError('PAYMENT_REQUIRED', 'This material is paid. Buy a plan that includes it to read it.', { pricingPath: '/pricing' });
  }
}

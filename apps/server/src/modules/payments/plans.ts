import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { computeGst } from '@pariksha/shared/payments/gst';
import type { Plan, PlanCreate, PlanList, PlanUpdate } from '@pariksha/shared/schemas/payments';
import type { Db, Tx } from '../../db/client.ts';
import { entitlements, exams, notes, organizations, plans, studyPdfs, type PlanUnlocks } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';

export type PlanRow = typeof plans.$inferSelect;

function toPlan(row: PlanRow, organizationName: string, mine: Plan['mine']): Plan {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName,
    platform: row.organizationId === DEFAULT_ORG_ID,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    period: row.period,
    trialDays: row.trialDays,
    gstRateBps: row.gstRateBps,
    gstInclusive: row.gstInclusive,
    gst: computeGst({ pricePaise: row.pricePaise, rateBps: row.gstRateBps, inclusive: row.gstInclusive }),
    unlocks: row.unlocks as PlanUnlocks,
    retired: row.retiredAt !== null,
    mine,
  };
}

/**
 * Which organisations' plans a caller sees: signed out, the platform's; signed in, their own
 * organisation's and the platform's (whose paid tests every member may take). Any other
 * organisation's plans are not listed to them (404), so one institute's prices stay its own.
 */
function organizationsFor(user: AuthUser | null, requested?: string): string[] {
  const mine = user && user.organizationId !== DEFAULT_ORG_ID ? [user.organizationId, DEFAULT_ORG_ID] : [DEFAULT_ORG_ID];
  if (!requested) return mine;
  if (mine.includes(requested) || user?.role === 'superAdmin') return [requested];
  throw notFound('Organisation');
}

export async function listPlans(
  db: Db,
  user: AuthUser | null,
  q: { organizationId?: string; includeRetired?: boolean },
): Promise<PlanList> {
  const orgIds = organizationsFor(user, q.organizationId);
  const withRetired = Boolean(q.includeRetired && user && isStaff(user));
  const rows = await db
    .select({ plan: plans, organizationName: organizations.name })
    .from(plans)
    .innerJoin(organizations, eq(organizations.id, plans.organizationId))
    .where(and(inArray(plans.organizationId, orgIds), withRetired ? undefined : isNull(plans.retiredAt)))
    .orderBy(asc(plans.pricePaise), asc(plans.createdAt));
  // The caller's own institute first, then the platform's.
  rows.sort((a, b) => Number(a.plan.organizationId === DEFAULT_ORG_ID) - Number(b.plan.organizationId === DEFAULT_ORG_ID));
  const mine = new Map<string, { activeUntil: Date | null; active: boolean; trialUsed: boolean }>();
  if (user && rows.length) {
    const now = new Date();
    const ents = await db
      .select({
        planId: entitlements.planId,
        kind: entitlements.kind,
        startsAt: entitlements.startsAt,
        endsAt: entitlements.endsAt,
        revokedAt: entitlements.revokedAt,
      })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, user.id),
          inArray(
            entitlements.planId,
            rows.map((r) => r.plan.id),
          ),
        ),
      );
    for (const e of ents) {
      const m = mine.get(e.planId) ?? { activeUntil: null, active: false, trialUsed: false };
      if (e.kind === 'trial') m.trialUsed = true;
      if (!e.revokedAt && e.startsAt <= now && (!e.endsAt || e.endsAt > now)) {
        if (!m.active || e.endsAt === null || (m.activeUntil && e.endsAt > m.activeUntil)) m.activeUntil = e.endsAt;
        if (m.active && e.endsAt === null) m.activeUntil = null;
        m.active = true;
      }
      mine.set(e.planId, m);
    }
  }
  return {
    data: rows.map((r) => {
      const m = mine.get(r.plan.id);
      const own = user
        ? { active: m?.active ?? false, activeUntil: m?.activeUntil?.toISOString() ?? null, trialUsed: m?.trialUsed ?? false }
        : null;
      return toPlan(r.plan, r.organizationName, own);
    }),
  };
}

/** The organisation a staff member manages plans for: their own; a superAdmin's platform plans are the default organisation's. */
function ownerOf(user: AuthUser, platform: boolean): string {
  if (platform) {
    if (user.role !== 'superAdmin') throw forbidden('Only platform administrators can manage platform plans');
    return DEFAULT_ORG_ID;
  }
  return user.organizationId;
}

/** Every unlocked item must be the plan's organisation's own, and paid where that applies. */
async function checkUnlocks(db: Db | Tx, organizationId: string, u: PlanUnlocks) {
  const bad: string[] = [];
  if (u.examIds.length) {
    const found = await db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.organizationId, organizationId), inArray(exams.id, u.examIds), eq(exams.visibility, 'paid')));
    const ok = new Set(found.map((f) => f.id));
    bad.push(...u.examIds.filter((id) => !ok.has(id)));
  }
  if (u.noteIds.length) {
    const found = await db
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.organizationId, organizationId), inArray(notes.id, u.noteIds)));
    const ok = new Set(found.map((f) => f.id));
    bad.push(...u.noteIds.filter((id) => !ok.has(id)));
  }
  if (u.pdfIds.length) {
    const found = await db
      .select({ id: studyPdfs.id })
      .from(studyPdfs)
      .where(and(eq(studyPdfs.organizationId, organizationId), inArray(studyPdfs.id, u.pdfIds)));
    const ok = new Set(found.map((f) => f.id));
    bad.push(...u.pdfIds.filter((id) => !ok.has(id)));
  }
  if (bad.length)
    throw new AppError('VALIDATION_FAILED', 'A plan can only unlock paid test series, notes and PDFs of its own organisation', {
      ids: bad,
    });
}

async function organizationName(db: Db | Tx, id: string) {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  return org?.name ?? '';
}

export async function createPlan(db: Db, user: AuthUser, body: PlanCreate): Promise<Plan> {
  const organizationId = ownerOf(user, body.platform);
  await checkUnlocks(db, organizationId, body.unlocks);
  const [row] = await db
    .insert(plans)
    .values({
      organizationId,
      name: body.name,
      description: body.description,
      pricePaise: body.pricePaise,
      period: body.period,
      trialDays: body.trialDays,
      gstRateBps: body.gstRateBps,
      gstInclusive: body.gstInclusive,
      unlocks: body.unlocks,
    })
    .returning();
  return toPlan(row!, await organizationName(db, organizationId), null);
}

/** A plan the caller may manage; another organisation's answers 404, a platform plan 403 to non-superAdmins. */
async function managedPlan(db: Db | Tx, user: AuthUser, planId: string): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!row) throw notFound('Plan');
  if (row.organizationId === user.organizationId) return row;
  if (row.organizationId === DEFAULT_ORG_ID) {
    if (user.role === 'superAdmin') return row;
    throw forbidden('Only platform administrators can manage platform plans');
  }
  if (user.role === 'superAdmin') return row;
  throw notFound('Plan');
}

export async function updatePlan(db: Db, user: AuthUser, planId: string, body: PlanUpdate): Promise<Plan> {
  const current = await managedPlan(db, user, planId);
  if (body.unlocks) await checkUnlocks(db, current.organizationId, body.unlocks);
  const { retired, ...fields } = body;
  const [row] = await db
    .update(plans)
    .set({
      ...fields,
      ...(retired === undefined ? {} : { retiredAt: retired ? (current.retiredAt ?? new Date()) : null }),
      updatedAt: new Date(),
    })
    .where(eq(plans.id, planId))
    .returning();
  return toPlan(row!, await organizationName(db, row!.organizationId), null);
}

/** Retires a plan: no longer sold; what was bought with it stays valid (entitlements carry their own copy). */
export async function retirePlan(db: Db, user: AuthUser, planId: string): Promise<Plan> {
  return updatePlan(db, user, planId, { retired: true });
}

/** A plan a signed-in user may buy: active, and their organisation's or the platform's. */
export async function purchasablePlan(db: Db | Tx, user: AuthUser, planId: string): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!row || (row.organizationId !== user.organizationId && row.organizationId !== DEFAULT_ORG_ID)) throw notFound('Plan');
  if (row.retiredAt) throw new AppError('CONFLICT', 'This plan is no longer sold');
  return row;
}

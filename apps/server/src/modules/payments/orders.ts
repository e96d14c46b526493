import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { computeGst } from '@pariksha/shared/payments/gst';
import { SAC_ONLINE_EDUCATION, type OrderCreated, type Payment, type Receipt, type VerifyResult } from '@pariksha/shared/schemas/payments';
import type { Db, Tx } from '../../db/client.ts';
import {
  billingProfiles,
  entitlements,
  organizations,
  paymentOrders,
  paymentRefunds,
  plans,
  receiptCounters,
  receipts,
  users,
  type PlanUnlocks,
} from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { nextStart, periodEnd, toEntitlement, trialEnd } from './entitlements.ts';
import { purchasablePlan } from './plans.ts';
import { notConfigured, type PaymentProvider } from './provider.ts';
import { verifyPaymentSignature } from './signature.ts';

type OrderRow = typeof paymentOrders.$inferSelect;
type ReceiptRow = typeof receipts.$inferSelect;

export async function createOrder(db: Db, provider: PaymentProvider | null, user: AuthUser, planId: string): Promise<OrderCreated> {
  if (!provider) throw notConfigured();
  const plan = await purchasablePlan(db, user, planId);
  const gst = computeGst({ pricePaise: plan.pricePaise, rateBps: plan.gstRateBps, inclusive: plan.gstInclusive });
  const id = crypto.randomUUID();
  const { providerOrderId } = await provider.createOrder({
    amountPaise: gst.totalPaise,
    // Razorpay's receipt is at most 40 characters: our own order id (36).
    receipt: id,
    notes: { planId: plan.id, userId: user.id, organizationId: plan.organizationId },
  });
  await db.insert(paymentOrders).values({
    id,
    organizationId: plan.organizationId,
    userId: user.id,
    planId: plan.id,
    provider: provider.name,
    providerOrderId,
    amountPaise: gst.totalPaise,
    taxablePaise: gst.taxablePaise,
    taxPaise: gst.taxPaise,
  });
  return {
    orderId: providerOrderId,
    provider: provider.name,
    amount: gst.totalPaise,
    currency: 'INR',
    ...(provider.keyId ? { keyId: provider.keyId } : {}),
    gst,
    planName: plan.name,
  };
}

/** The caller's own order by the provider's id; anyone else's answers 404. */
export async function ownOrder(db: Db | Tx, provider: PaymentProvider, user: AuthUser, providerOrderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider.name), eq(paymentOrders.providerOrderId, providerOrderId)));
  if (!order || order.userId !== user.id) throw notFound('Order');
  return order;
}

function financialYear(d: Date): string {
  // India's financial year starts on 1 April (IST).
  const ist = new Date(d.getTime() + 330 * 60_000);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

/** Issues the order's GST receipt with the organisation's next invoice number (in the same transaction). */
async function issueReceipt(tx: Tx, order: OrderRow, planName: ReceiptRow['planName'], gstRateBps: number, now: Date) {
  const fy = financialYear(now);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ organizationId: order.organizationId, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.organizationId, receiptCounters.financialYear],
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  const [org] = await tx
    .select({ name: organizations.name, address: organizations.address, billing: billingProfiles })
    .from(organizations)
    .leftJoin(billingProfiles, eq(billingProfiles.organizationId, organizations.id))
    .where(eq(organizations.id, order.organizationId));
  const [buyer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
  const seller = {
    name: org?.billing?.legalName || org?.name || '',
    address: org?.billing?.address || org?.address || null,
    gstin: org?.billing?.gstin ?? null,
    stateCode: org?.billing?.stateCode ?? null,
  };
  // The buyer's state is not collected: supply is treated as within the seller's state (CGST + SGST).
  const gst = computeGst({ pricePaise: order.amountPaise, rateBps: gstRateBps, inclusive: true });
  await tx
    .insert(receipts)
    .values({
      orderId: order.id,
      organizationId: order.organizationId,
      invoiceNumber: `${fy}/${String(counter!.last).padStart(6, '0')}`,
      seller,
      buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
      planName,
      sac: SAC_ONLINE_EDUCATION,
      gstRateBps,
      taxablePaise: order.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      totalPaise: order.amountPaise,
      issuedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * Marks an order paid and grants its entitlement and receipt, once: the order row is locked,
 * so the browser's verify and the webhook for the same payment, arriving together or twice,
 * grant one entitlement between them. A payment id the order already carries is a replay.
 */
export async function markPaid(db: Db, orderId: string, providerPaymentId: string, now = new Date()): Promise<'granted' | 'already'> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    if (!order) throw notFound('Order');
    if (order.status === 'paid' || order.status === 'refunded') return 'already';
    const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId, paidAt: now, failureReason: null, updatedAt: now })
      .where(eq(paymentOrders.id, order.id));
    const startsAt = await nextStart(tx, order.userId, order.planId, now);
    await tx
      .insert(entitlements)
      .values({
        userId: order.userId,
        organizationId: order.organizationId,
        planId: order.planId,
        orderId: order.id,
        kind: 'paid',
        unlocks: plan!.unlocks,
        startsAt,
        endsAt: periodEnd(startsAt, plan!.period),
      })
      .onConflictDoNothing();
    await issueReceipt(tx, order, plan!.name, plan!.gstRateBps, now);
    return 'granted';
  });
}

/** A failed attempt is recorded on an order not yet paid; a later success on the same order still grants. */
export async function markFailed(db: Db, orderId: string, reason: string | null) {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failureReason: reason?.slice(0, 500) ?? null, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ['created', 'failed'])));
}

/**
 * Records a refund once per provider refund id; a full refund ends the entitlement bought
 * with the order. Returns false for a replay.
 */
export async function recordRefund(db: Db, orderId: string, refundId: string, amountPaise: number, source: 'webhook' | 'manual') {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    if (!order) throw notFound('Order');
    if (order.status !== 'paid' && order.status !== 'refunded') throw new AppError('CONFLICT', 'Only a paid order can be refunded');
    const left = order.amountPaise - order.refundedPaise;
    if (amountPaise > left) throw badRequest('The refund is more than what is left of the payment');
    const [inserted] = await tx
      .insert(paymentRefunds)
      .values({ orderId, providerRefundId: refundId, amountPaise, source })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (!inserted) return false;
    const refunded = order.refundedPaise + amountPaise;
    const full = refunded >= order.amountPaise;
    await tx
      .update(paymentOrders)
      .set({ refundedPaise: refunded, ...(full ? { status: 'refunded' as const } : {}), updatedAt: new Date() })
      .where(eq(paymentOrders.id, orderId));
    if (full) await tx.update(entitlements).set({ revokedAt: new Date() }).where(eq(entitlements.orderId, orderId));
    return true;
  });
}

/** The browser's call after Checkout: the signature is checked before anything is granted. */
export async function verifyPayment(
  db: Db,
  provider: PaymentProvider | null,
  user: AuthUser,
  body: { orderId: string; paymentId: string; signature: string },
): Promise<VerifyResult> {
  if (!provider) throw notConfigured();
  const order = await ownOrder(db, provider, user, body.orderId);
  if (!verifyPaymentSignature(provider.keySecret, body.orderId, body.paymentId, body.signature)) {
    throw badRequest('The payment could not be verified. Nothing was charged to your access; contact us if money was taken.');
  }
  if (order.providerPaymentId && order.providerPaymentId !== body.paymentId && order.status === 'paid') {
    // Paid already by another payment on the same order (a retry in Checkout): nothing more to grant.
  } else {
    await markPaid(db, order.id, body.paymentId);
  }
  return paymentResult(db, order.id);
}

async function paymentResult(db: Db, orderId: string): Promise<VerifyResult> {
  const [payment] = await loadPayments(db, eq(paymentOrders.id, orderId));
  const [ent] = await db
    .select({ e: entitlements, planName: plans.name })
    .from(entitlements)
    .innerJoin(plans, eq(plans.id, entitlements.planId))
    .where(eq(entitlements.orderId, orderId));
  return { status: payment!.status, entitlement: ent ? toEntitlement(ent.e, ent.planName) : null, payment: payment! };
}

/** Test provider's "fail" button: the same path as a payment.failed webhook. */
export async function failTestOrder(
  db: Db,
  provider: PaymentProvider | null,
  user: AuthUser,
  providerOrderId: string,
): Promise<VerifyResult> {
  if (provider?.name !== 'test') throw notFound('Order');
  const order = await ownOrder(db, provider, user, providerOrderId);
  await markFailed(db, order.id, 'Test payment failed (declined by the test checkout)');
  return paymentResult(db, order.id);
}

export async function startTrial(db: Db, user: AuthUser, planId: string) {
  const plan = await purchasablePlan(db, user, planId);
  if (plan.trialDays <= 0) throw new AppError('CONFLICT', 'This plan has no free trial');
  const now = new Date();
  const [row] = await db
    .insert(entitlements)
    .values({
      userId: user.id,
      organizationId: plan.organizationId,
      planId: plan.id,
      kind: 'trial',
      unlocks: plan.unlocks as PlanUnlocks,
      startsAt: now,
      endsAt: trialEnd(now, plan.trialDays),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'You have already used the free trial of this plan');
  return toEntitlement(row, plan.name, now);
}

function toReceipt(r: ReceiptRow): Receipt {
  return {
    id: r.id,
    invoiceNumber: r.invoiceNumber,
    issuedAt: r.issuedAt.toISOString(),
    seller: r.seller,
    buyer: r.buyer,
    planName: r.planName,
    sac: r.sac,
    gstRateBps: r.gstRateBps,
    taxablePaise: r.taxablePaise,
    cgstPaise: r.cgstPaise,
    sgstPaise: r.sgstPaise,
    igstPaise: r.igstPaise,
    totalPaise: r.totalPaise,
  };
}

export async function loadPayments(db: Db, where: ReturnType<typeof eq>, withBuyer = false, limit = 200): Promise<Payment[]> {
  const rows = await db
    .select({ o: paymentOrders, planName: plans.name, receipt: receipts, buyerName: users.name, buyerEmail: users.email })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(receipts, eq(receipts.orderId, paymentOrders.id))
    .where(where)
    .orderBy(desc(paymentOrders.createdAt))
    .limit(limit);
  return rows.map(({ o, planName, receipt, buyerName, buyerEmail }) => ({
    id: o.id,
    orderId: o.providerOrderId,
    provider: o.provider,
    planId: o.planId,
    planName,
    amountPaise: o.amountPaise,
    status: o.status,
    failureReason: o.failureReason,
    refundedPaise: o.refundedPaise,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    ...(withBuyer ? { buyer: { name: buyerName, email: buyerEmail ?? '' } } : {}),
    receipt: receipt ? toReceipt(receipt) : null,
  }));
}

export const myPayments = (db: Db, user: AuthUser) => loadPayments(db, eq(paymentOrders.userId, user.id));

/** An organisation's payments and revenue by month (IST), for its admins. */
export async function organizationRevenue(db: Db, organizationId: string) {
  const months = await db
    .select({
      month: sql<string>`to_char(${paymentOrders.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`,
      grossPaise: sql<number>`coalesce(sum(${paymentOrders.amountPaise}), 0)::int`,
      refundedPaise: sql<number>`coalesce(sum(${paymentOrders.refundedPaise}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.organizationId, organizationId), inArray(paymentOrders.status, ['paid', 'refunded'])))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(24);
  const payments = await loadPayments(db, eq(paymentOrders.organizationId, organizationId), true);
  return {
    months: months.map((m) => ({ ...m, grossPaise: Number(m.grossPaise), refundedPaise: Number(m.refundedPaise), count: Number(m.count) })),
    payments,
  };
}

/** A refund recorded by an admin (made in the Razorpay dashboard, or a test payment). */
export async function manualRefund(db: Db, user: AuthUser, paymentId: string, amountPaise?: number) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentId));
  if (!order || (order.organizationId !== user.organizationId && user.role !== 'superAdmin')) throw notFound('Payment');
  const amount = amountPaise ?? order.amountPaise - order.refundedPaise;
  await recordRefund(db, order.id, `manual_${crypto.randomUUID()}`, amount, 'manual');
  const [payment] = await loadPayments(db, eq(paymentOrders.id, order.id), true);
  return payment!;
}

/** Finds an order by the provider's order id, for webhooks (no user). */
export async function orderByProviderId(db: Db, provider: PaymentProvider['name'], providerOrderId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)));
  return order;
}

export async function orderByPaymentId(db: Db, provider: PaymentProvider['name'], providerPaymentId: string) {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerPaymentId, providerPaymentId)));
  return order;
}

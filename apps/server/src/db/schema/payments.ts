import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** What a plan opens: every paid item of its organisation, or the chosen ones. */
export type PlanUnlocks = { all: boolean; examIds: string[]; noteIds: string[]; pdfIds: string[] };

/**
 * Plans an organisation sells (the platform's belong to the default organisation). A retired
 * plan is no longer sold, but the entitlements bought with it stay valid.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: jsonb('name').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull().default({}),
    pricePaise: integer('price_paise').notNull(),
    period: text('period', { enum: ['oneTime', 'monthly', 'quarterly', 'yearly'] }).notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** Basis points: 1800 is 18 %. */
    gstRateBps: integer('gst_rate_bps').notNull().default(1800),
    /** Whether pricePaise already includes GST. */
    gstInclusive: boolean('gst_inclusive').notNull().default(true),
    unlocks: jsonb('unlocks').$type<PlanUnlocks>().notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plans_org_idx').on(t.organizationId), uniqueIndex('plans_org_source_key_unique').on(t.organizationId, t.sourceKey)],
);

/** Seller details printed on GST receipts; one row per organisation that sets them. */
export const billingProfiles = pgTable('billing_profiles', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  legalName: text('legal_name'),
  address: text('address'),
  gstin: text('gstin'),
  /** Two-digit GST state code of the seller (CGST+SGST within it, IGST across states). */
  stateCode: text('state_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One purchase attempt. The provider's order id and payment id are unique, so the browser's
 * verify and the webhook for the same payment meet on one row and grant once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/** Refunds, from the webhook (unique provider refund id, so a replay adds nothing) or by hand. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerRefundId: text('provider_refund_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    source: text('source', { enum: ['webhook', 'manual'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_provider_unique').on(t.providerRefundId)],
);

/** Access to paid content: from a paid order (one per order) or a trial (one per user and plan). */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    orderId: uuid('order_id').references(() => paymentOrders.id),
    kind: text('kind', { enum: ['paid', 'trial'] }).notNull(),
    /** A copy of the plan's unlocks when granted: a later edit of the plan does not take back what was sold. */
    unlocks: jsonb('unlocks').$type<PlanUnlocks>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: forever (a one-time plan). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_order_unique').on(t.orderId),
    uniqueIndex('entitlements_trial_unique')
      .on(t.userId, t.planId)
      .where(sql`${t.kind} = 'trial'`),
    index('entitlements_user_idx').on(t.userId, t.organizationId),
  ],
);

/** The last GST invoice number per organisation and financial year: invoices are numbered in sequence. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.financialYear] })],
);

export type ReceiptSeller = { name: string; address: string | null; gstin: string | null; stateCode: string | null };
export type ReceiptBuyer = { name: string; email: string };

/** A GST receipt (tax invoice) for a paid order, with what the seller and buyer were at the time. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    invoiceNumber: text('invoice_number').notNull(),
    seller: jsonb('seller').$type<ReceiptSeller>().notNull(),
    buyer: jsonb('buyer').$type<ReceiptBuyer>().notNull(),
    planName: jsonb('plan_name').$type<Bilingual>().notNull(),
    sac: text('sac').notNull().default('999293'),
    gstRateBps: integer('gst_rate_bps').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_order_unique').on(t.orderId),
    uniqueIndex('receipts_org_invoice_unique').on(t.organizationId, t.invoiceNumber),
  ],
);

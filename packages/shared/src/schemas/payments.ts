import { z } from 'zod';
import { uuidParam } from './common.ts';
import { bilingual, bilingualTitle } from './exams.ts';

/** Plans, orders, entitlements and GST receipts (issue 12). Money is always integer paise (INR). */

export const PLAN_PERIODS = ['oneTime', 'monthly', 'quarterly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const planPeriod = z.enum(PLAN_PERIODS, { message: 'Choose one-time, monthly, quarterly or yearly' });
/** Days each period lasts; one-time plans never end. */
export const PERIOD_DAYS: Record<PlanPeriod, number | null> = { oneTime: null, monthly: 30, quarterly: 91, yearly: 365 };
/** GST rates a plan may carry, in basis points (online coaching is 18 %). */
export const GST_RATES_BPS = [0, 500, 1200, 1800, 2800] as const;
export const SAC_ONLINE_EDUCATION = '999293';
/** ₹5,00,000: far above any test series; keeps sums in safe integers. */
export const PLAN_PRICE_MAX_PAISE = 50_000_000;

export const planUnlocks = z.object({
  all: z.boolean().default(false),
  examIds: z.array(uuidParam).max(200).default([]),
  noteIds: z.array(uuidParam).max(500).default([]),
  pdfIds: z.array(uuidParam).max(500).default([]),
});
export type PlanUnlocks = z.infer<typeof planUnlocks>;

const planFields = {
  name: bilingualTitle,
  description: bilingual.default({}),
  pricePaise: z
    .number({ message: 'Enter a price' })
    .int('Price must be in whole paise')
    .min(100, 'The price must be at least ₹1')
    .max(PLAN_PRICE_MAX_PAISE, 'The price is too high'),
  period: planPeriod,
  trialDays: z.number().int().min(0).max(90, 'A trial can be at most 90 days').default(0),
  gstRateBps: z
    .number()
    .int()
    .refine((r) => (GST_RATES_BPS as readonly number[]).includes(r), 'Choose a GST rate of 0, 5, 12, 18 or 28 %')
    .default(1800),
  gstInclusive: z.boolean().default(true),
  unlocks: planUnlocks.refine((u) => u.all || u.examIds.length + u.noteIds.length + u.pdfIds.length > 0, 'Choose what the plan unlocks'),
};

export const planCreate = z.object({
  ...planFields,
  /** superAdmin only: a platform plan (the default organisation's). */
  platform: z.boolean().default(false),
});
export type PlanCreate = z.infer<typeof planCreate>;

export const planUpdate = z
  .object({
    name: planFields.name.optional(),
    description: bilingual.optional(),
    pricePaise: planFields.pricePaise.optional(),
    period: planPeriod.optional(),
    trialDays: z.number().int().min(0).max(90, 'A trial can be at most 90 days').optional(),
    gstRateBps: planFields.gstRateBps.optional(),
    gstInclusive: z.boolean().optional(),
    unlocks: planFields.unlocks.optional(),
    retired: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type PlanUpdate = z.infer<typeof planUpdate>;

export const planParams = z.object({ planId: uuidParam });
export const plansQuery = z.object({ organizationId: uuidParam.optional(), includeRetired: z.coerce.boolean().default(false) });

export const gstBreakdown = z.object({
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});

export const plan = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  platform: z.boolean(),
  name: bilingual,
  description: bilingual,
  pricePaise: z.number().int(),
  period: planPeriod,
  trialDays: z.number().int(),
  gstRateBps: z.number().int(),
  gstInclusive: z.boolean(),
  gst: gstBreakdown,
  unlocks: planUnlocks,
  retired: z.boolean(),
  /** The caller's current access through this plan (signed-in callers only). */
  mine: z.object({ activeUntil: z.string().nullable(), active: z.boolean(), trialUsed: z.boolean() }).nullable(),
});
export type Plan = z.infer<typeof plan>;
export const planList = z.object({ data: z.array(plan) });
export type PlanList = z.infer<typeof planList>;

export const orderCreate = z.object({ planId: uuidParam });
export const orderCreated = z.object({
  orderId: z.string(),
  provider: z.enum(['razorpay', 'test']),
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string().optional(),
  gst: gstBreakdown,
  planName: bilingual,
});
export type OrderCreated = z.infer<typeof orderCreated>;

export const paymentVerify = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export const testOrderParams = z.object({ orderId: z.string().min(1).max(100) });

export const entitlement = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  planName: bilingual,
  organizationId: z.uuid(),
  kind: z.enum(['paid', 'trial']),
  unlocks: planUnlocks,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export const entitlementList = z.object({ data: z.array(entitlement) });
export type Entitlement = z.infer<typeof entitlement>;

export const paymentStatus = z.enum(['created', 'paid', 'failed', 'refunded']);
export const receipt = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), address: z.string().nullable(), gstin: z.string().nullable(), stateCode: z.string().nullable() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  planName: bilingual,
  sac: z.string(),
  gstRateBps: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type Receipt = z.infer<typeof receipt>;

export const payment = z.object({
  id: z.uuid(),
  orderId: z.string(),
  provider: z.enum(['razorpay', 'test']),
  planId: z.uuid(),
  planName: bilingual,
  amountPaise: z.number().int(),
  status: paymentStatus,
  failureReason: z.string().nullable(),
  refundedPaise: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }).optional(),
  receipt: receipt.nullable(),
});
export type Payment = z.infer<typeof payment>;
export const paymentList = z.object({ data: z.array(payment) });
export type PaymentList = z.infer<typeof paymentList>;

export const verifyResult = z.object({ status: paymentStatus, entitlement: entitlement.nullable(), payment });
export type VerifyResult = z.infer<typeof verifyResult>;

export const trialStart = z.object({ planId: uuidParam });

export const refundCreate = z.object({
  amountPaise: z.number().int().min(1).optional(),
  note: z.string().trim().max(200).optional(),
});
export const paymentParams = z.object({ paymentId: uuidParam });

export const revenueReport = z.object({
  months: z.array(z.object({ month: z.string(), grossPaise: z.number().int(), refundedPaise: z.number().int(), count: z.number().int() })),
  payments: z.array(payment),
});
export type RevenueReport = z.infer<typeof revenueReport>;

export const billingProfile = z.object({
  legalName: z.string().trim().max(200).nullable().default(null),
  address: z.string().trim().max(500).nullable().default(null),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Enter a valid 15-character GSTIN')
    .nullable()
    .default(null),
  stateCode: z
    .string()
    .regex(/^\d{2}$/, 'Enter the two-digit GST state code')
    .nullable()
    .default(null),
});
export type BillingProfile = z.infer<typeof billingProfile>;

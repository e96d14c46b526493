import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingProfile,
  entitlement,
  entitlementList,
  orderCreate,
  orderCreated,
  payment,
  paymentList,
  paymentParams,
  paymentVerify,
  plan,
  planCreate,
  planList,
  planParams,
  plansQuery,
  planUpdate,
  refundCreate,
  revenueReport,
  testOrderParams,
  trialStart,
  verifyResult,
} from '@pariksha/shared/schemas/payments';
import { notFound } from '../../lib/errors.ts';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { getBillingProfile, saveBillingProfile } from './billing.ts';
import { myEntitlements } from './entitlements.ts';
import * as orders from './orders.ts';
import * as plans from './plans.ts';
import { createPaymentProvider, testCheckoutSuccess } from './provider.ts';
import { razorpayWebhookRoute } from './webhook.ts';

/**
 * Plans, checkout and entitlements (issue 12). The provider is Razorpay when its keys are set,
 * the labelled test provider otherwise (never in production). Every grant goes through
 * orders.markPaid, after a verified signature (browser) or a verified webhook.
 */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const provider = createPaymentProvider(config);
  const tags = ['payments'];
  const manage = staffOnly('Only admins and teachers can manage plans');

  app.get('/plans', { config: { access: 'public' }, schema: { tags, querystring: plansQuery, response: { 200: planList } } }, async (req) =>
    plans.listPlans(db, req.user, req.query),
  );
  app.post('/plans', { config: manage, schema: { tags, body: planCreate, response: { 201: plan } } }, async (req, reply) =>
    reply.code(201).send(await plans.createPlan(db, requireUser(req), req.body)),
  );
  app.patch(
    '/plans/:planId',
    { config: manage, schema: { tags, params: planParams, body: planUpdate, response: { 200: plan } } },
    async (req) => plans.updatePlan(db, requireUser(req), req.params.planId, req.body),
  );
  // Retires: a sold plan's entitlements stay valid, so a plan is never deleted.
  app.delete('/plans/:planId', { config: manage, schema: { tags, params: planParams, response: { 200: plan } } }, async (req) =>
    plans.retirePlan(db, requireUser(req), req.params.planId),
  );

  app.post(
    '/payments/orders',
    { config: { access: 'user' }, schema: { tags, body: orderCreate, response: { 201: orderCreated } } },
    async (req, reply) => reply.code(201).send(await orders.createOrder(db, provider, requireUser(req), req.body.planId)),
  );
  app.post(
    '/payments/verify',
    { config: { access: 'user' }, schema: { tags, body: paymentVerify, response: { 200: verifyResult } } },
    async (req) => orders.verifyPayment(db, provider, requireUser(req), req.body),
  );

  // The TEST provider's checkout: "complete" answers what Razorpay Checkout would hand the
  // browser (signed with the test secret), which then goes through /payments/verify like a real one.
  app.post(
    '/payments/test/orders/:orderId/complete',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: testOrderParams,
        response: { 200: z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() }) },
      },
    },
    async (req) => {
      if (provider?.name !== 'test') throw notFound('Order');
      const order = await orders.ownOrder(db, provider, requireUser(req), req.params.orderId);
      return testCheckoutSuccess(provider, order.providerOrderId);
    },
  );
  app.post(
    '/payments/test/orders/:orderId/fail',
    { config: { access: 'user' }, schema: { tags, params: testOrderParams, response: { 200: verifyResult } } },
    async (req) => orders.failTestOrder(db, provider, requireUser(req), req.params.orderId),
  );

  app.post(
    '/payments/trials',
    { config: { access: 'user' }, schema: { tags, body: trialStart, response: { 201: entitlement } } },
    async (req, reply) => reply.code(201).send(await orders.startTrial(db, requireUser(req), req.body.planId)),
  );
  app.get('/entitlements/me', { config: { access: 'user' }, schema: { tags, response: { 200: entitlementList } } }, async (req) => ({
    data: await myEntitlements(db, requireUser(req)),
  }));
  app.get('/payments/me', { config: { access: 'user' }, schema: { tags, response: { 200: paymentList } } }, async (req) => ({
    data: await orders.myPayments(db, requireUser(req)),
  }));

  // Admins: their organisation's payments, revenue by month and refunds; its receipt details.
  app.get('/payments/organization', { config: { access: 'admin' }, schema: { tags, response: { 200: revenueReport } } }, async (req) =>
    orders.organizationRevenue(db, requireUser(req).organizationId),
  );
  app.post(
    '/payments/:paymentId/refunds',
    { config: { access: 'admin' }, schema: { tags, params: paymentParams, body: refundCreate, response: { 200: payment } } },
    async (req) => orders.manualRefund(db, requireUser(req), req.params.paymentId, req.body.amountPaise),
  );
  app.get('/payments/billing-profile', { config: { access: 'admin' }, schema: { tags, response: { 200: billingProfile } } }, async (req) =>
    getBillingProfile(db, requireUser(req).organizationId),
  );
  app.put(
    '/payments/billing-profile',
    { config: { access: 'admin' }, schema: { tags, body: billingProfile, response: { 200: billingProfile } } },
    async (req) => saveBillingProfile(db, requireUser(req).organizationId, req.body),
  );

  await app.register(async (scope) => razorpayWebhookRoute(scope, provider));
}

import type { FastifyInstance } from 'fastify';
import { okResponse } from '@pariksha/shared/schemas/common';
import { badRequest } from '../../lib/errors.ts';
import { markFailed, markPaid, orderByPaymentId, orderByProviderId, recordRefund } from './orders.ts';
import type { PaymentProvider } from './provider.ts';
import { verifyWebhookSignature } from './signature.ts';

type Entity = { id?: unknown; order_id?: unknown; payment_id?: unknown; amount?: unknown; error_description?: unknown };
type RazorpayEvent = { event?: unknown; payload?: { payment?: { entity?: Entity }; refund?: { entity?: Entity } } };
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Razorpay's webhook. The signature covers the exact bytes sent, so this scope reads the body
 * raw and parses it only after the check. Every event is idempotent: a captured payment
 * grants once (markPaid locks the order), a refund is recorded once per refund id, a failure
 * never undoes a payment. Grants even when the browser never came back from Checkout.
 */
export async function razorpayWebhookRoute(app: FastifyInstance, provider: PaymentProvider | null) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/razorpay',
    { config: { access: 'public' }, schema: { tags: ['payments'], hide: false, response: { 200: okResponse } } },
    async (req) => {
      const secret = provider?.name === 'razorpay' ? provider.webhookSecret : undefined;
      if (!secret) throw badRequest('Webhooks are not set up on this server');
      const raw = req.body;
      const signature = req.headers['x-razorpay-signature'];
      if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !verifyWebhookSignature(secret, raw, signature)) {
        throw badRequest('Invalid webhook signature');
      }
      let event: RazorpayEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
      } catch {
        throw badRequest('The request could not be read');
      }
      const db = app.deps.db;
      const payment = event.payload?.payment?.entity;
      switch (event.event) {
        case 'payment.captured': {
          const order = str(payment?.order_id) ? await orderByProviderId(db, 'razorpay', str(payment!.order_id)!) : undefined;
          const paymentId = str(payment?.id);
          if (!order || !paymentId) break; // not one of ours
          if (payment!.amount !== order.amountPaise) {
            req.log.warn({ orderId: order.id, amount: payment!.amount }, 'captured amount differs from the order; not granted');
            break;
          }
          await markPaid(db, order.id, paymentId);
          break;
        }
        case 'payment.failed': {
          const order = str(payment?.order_id) ? await orderByProviderId(db, 'razorpay', str(payment!.order_id)!) : undefined;
          if (order) await markFailed(db, order.id, str(payment!.error_description));
          break;
        }
        case 'refund.processed': {
          const refund = event.payload?.refund?.entity;
          const refundId = str(refund?.id);
          const paymentId = str(refund?.payment_id);
          const amount = refund?.amount;
          if (!refundId || !paymentId || typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) break;
          const order = await orderByPaymentId(db, 'razorpay', paymentId);
          if (order) await recordRefund(db, order.id, refundId, amount, 'webhook');
          break;
        }
        default:
          break; // other events are acknowledged and ignored
      }
      return { ok: true as const };
    },
  );
}

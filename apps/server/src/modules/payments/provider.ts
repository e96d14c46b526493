import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { hmacHex } from './signature.ts';

/**
 * Where orders are created and whose secret signs payments. Razorpay in real use; the TEST
 * provider in the embedded default, which signs with a secret of its own so its payments go
 * through exactly the same verification and granting code.
 */
export type PaymentProvider = {
  name: 'razorpay' | 'test';
  /** Given to Checkout in the browser (Razorpay only). */
  keyId?: string;
  /** Signs `order_id|payment_id`. */
  keySecret: string;
  webhookSecret?: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ providerOrderId: string }>;
};

export const notConfigured = () => new AppError('UNPROCESSABLE', 'Payments are not set up on this server yet');

/** Razorpay's Orders API over fetch (https://razorpay.com/docs/api/orders/create/). */
export function razorpayProvider(cfg: { keyId: string; keySecret: string; webhookSecret?: string; baseUrl: string }): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: cfg.keyId,
    keySecret: cfg.keySecret,
    webhookSecret: cfg.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      let res: Response;
      try {
        res = await fetch(`${cfg.baseUrl}/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('UNPROCESSABLE', 'The payment service could not be reached. Please try again.');
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
      if (!res.ok || typeof body?.id !== 'string' || body.amount !== amountPaise) {
        throw new AppError('UNPROCESSABLE', 'The payment service refused the order. Please try again.');
      }
      return { providerOrderId: body.id };
    },
  };
}

/** The local test provider: order ids are made here; nothing leaves the machine. */
export function testProvider(jwtSecret: string): PaymentProvider {
  return {
    name: 'test',
    // Derived, not random: every instance behind a load balancer signs and verifies alike.
    keySecret: createHmac('sha256', jwtSecret).update('pariksha test payments').digest('hex'),
    async createOrder() {
      return { providerOrderId: `test_order_${randomBytes(9).toString('base64url')}` };
    },
  };
}

/** What the test checkout's "complete" button returns: what Razorpay Checkout hands the browser. */
export function testCheckoutSuccess(provider: PaymentProvider, providerOrderId: string) {
  const paymentId = `test_pay_${randomBytes(9).toString('base64url')}`;
  return { orderId: providerOrderId, paymentId, signature: hmacHex(provider.keySecret, `${providerOrderId}|${paymentId}`) };
}

export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.payments.provider === 'razorpay') return razorpayProvider(config.payments.razorpay);
  if (config.payments.provider === 'test' && config.env !== 'production') return testProvider(config.jwtSecret);
  return null;
}

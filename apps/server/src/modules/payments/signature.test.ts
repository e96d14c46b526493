import { describe, expect, it, vi } from 'vitest';
import * as crypto from 'node:crypto';
import { safeEqualHex, verifyPaymentSignature, verifyWebhookSignature } from './signature.ts';

// Vectors computed independently with `openssl dgst -sha256 -hmac`.
const SECRET = 'key_secret_1';
const VALID = 'cfefed5a9e4ebf812681be1f75a48aee767778b1775ce2f699a14ee349f5306d'; // order_ABC123|pay_XYZ789
const WEBHOOK_BODY = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":"order_1","amount":49900}}}}';
const WEBHOOK_SIG = '329abdd76f50aa73d503dad27b11b3184a6c1173ffa10d78b5fb6af0d9d5d032';

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

describe('payment signature', () => {
  it('accepts the valid signature', () => {
    expect(verifyPaymentSignature(SECRET, 'order_ABC123', 'pay_XYZ789', VALID)).toBe(true);
  });

  it('refuses a tampered order id', () => {
    expect(verifyPaymentSignature(SECRET, 'order_ABC124', 'pay_XYZ789', VALID)).toBe(false);
  });

  it('refuses a different secret', () => {
    expect(verifyPaymentSignature('another_secret', 'order_ABC123', 'pay_XYZ789', VALID)).toBe(false);
  });

  it('refuses a truncated or non-hex signature without throwing', () => {
    expect(verifyPaymentSignature(SECRET, 'order_ABC123', 'pay_XYZ789', VALID.slice(0, 63))).toBe(false);
    expect(verifyPaymentSignature(SECRET, 'order_ABC123', 'pay_XYZ789', 'ü'.repeat(32))).toBe(false);
  });

  it('compares with crypto.timingSafeEqual', () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    verifyPaymentSignature(SECRET, 'order_ABC123', 'pay_XYZ789', VALID);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(safeEqualHex('ab', 'ab')).toBe(true);
  });
});

describe('webhook signature', () => {
  it('accepts the raw body it was computed over', () => {
    expect(verifyWebhookSignature('whsec', Buffer.from(WEBHOOK_BODY), WEBHOOK_SIG)).toBe(true);
  });

  it('refuses a tampered amount (same JSON, other bytes)', () => {
    const tampered = WEBHOOK_BODY.replace('49900', '100');
    expect(verifyWebhookSignature('whsec', Buffer.from(tampered), WEBHOOK_SIG)).toBe(false);
  });

  it('refuses a re-serialised body whose bytes differ', () => {
    const spaced = JSON.stringify(JSON.parse(WEBHOOK_BODY), null, 1);
    expect(verifyWebhookSignature('whsec', Buffer.from(spaced), WEBHOOK_SIG)).toBe(false);
  });

  it('refuses another secret', () => {
    expect(verifyWebhookSignature('other', Buffer.from(WEBHOOK_BODY), WEBHOOK_SIG)).toBe(false);
  });
});

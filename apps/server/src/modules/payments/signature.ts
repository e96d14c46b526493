import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` with `secret`, hex, as Razorpay signs. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Compares a signature a client sent with the expected one in constant time. Lengths differ
 * only for garbage (a hex SHA-256 is always 64 characters), so that early answer leaks nothing.
 */
export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function verifyPaymentSignature(secret: string, orderId: string, paymentId: string, signature: string): boolean {
  return safeEqualHex(hmacHex(secret, `${orderId}|${paymentId}`), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body bytes with the webhook secret. */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  return safeEqualHex(hmacHex(secret, rawBody), signature);
}

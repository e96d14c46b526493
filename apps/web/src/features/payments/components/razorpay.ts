/** Razorpay Checkout, loaded from its own site only when the server has Razorpay keys. */
type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string };
  handler: (response: CheckoutResponse) => void;
  modal?: { ondismiss?: () => void };
};
type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', cb: (e: { error?: { description?: string } }) => void) => void };
declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => RazorpayInstance;
  }
}

const SRC = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<void> | null = null;

export function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('checkout script failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type CheckoutOutcome =
  { kind: 'paid'; orderId: string; paymentId: string; signature: string } | { kind: 'failed'; reason?: string } | { kind: 'dismissed' };

/** Opens Checkout for an order; resolves with what happened (the payment is verified by the caller). */
export async function openCheckout(options: Omit<CheckoutOptions, 'handler' | 'modal'>): Promise<CheckoutOutcome> {
  await loadCheckout();
  return new Promise((resolve) => {
    const rzp = new window.Razorpay!({
      ...options,
      handler: (r) =>
        resolve({ kind: 'paid', orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (e) => resolve({ kind: 'failed', reason: e.error?.description }));
    rzp.open();
  });
}

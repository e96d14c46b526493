import { DEFAULT_PRODUCT_NAME } from '@pariksha/shared/constants';

/** The server writes PRODUCT_NAME into index.html's meta tag, so no request is needed for it. */
export function useProductName(): string {
  // The prerender step renders in Node (no document), and only when PRODUCT_NAME is the default.
  if (typeof document === 'undefined') return DEFAULT_PRODUCT_NAME;
  return document.querySelector('meta[name="product-name"]')?.getAttribute('content') || DEFAULT_PRODUCT_NAME;
}

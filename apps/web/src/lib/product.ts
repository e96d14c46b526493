import { DEFAULT_PRODUCT_NAME } from '@pariksha/shared/constants';

/** The server writes PRODUCT_NAME into index.html's meta tag, so no request is needed for it. */
export function useProductName(): string {
  return document.querySelector('meta[name="product-name"]')?.getAttribute('content') || DEFAULT_PRODUCT_NAME;
}

/**
 * GST on a price in paise, all in integers (no float money). A plan's price either includes
 * GST (the taxable value is worked back from it) or has it added on top. Within the seller's
 * state the tax is split into CGST and SGST halves (the odd paisa goes to SGST, so the parts
 * always add up); across states it is all IGST.
 */
export type GstInput = { pricePaise: number; rateBps: number; inclusive: boolean; interState?: boolean };
export type GstBreakdown = {
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** a / b rounded half up, for non-negative safe integers. */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export function computeGst({ pricePaise, rateBps, inclusive, interState = false }: GstInput): GstBreakdown {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new RangeError('pricePaise must be a non-negative integer');
  if (!Number.isSafeInteger(rateBps) || rateBps < 0 || rateBps > 10_000) throw new RangeError('rateBps must be 0..10000');
  const taxablePaise = inclusive ? divRound(pricePaise * 10_000, 10_000 + rateBps) : pricePaise;
  const taxPaise = inclusive ? pricePaise - taxablePaise : divRound(pricePaise * rateBps, 10_000);
  const cgstPaise = interState ? 0 : Math.floor(taxPaise / 2);
  const sgstPaise = interState ? 0 : taxPaise - cgstPaise;
  return {
    taxablePaise,
    taxPaise,
    cgstPaise,
    sgstPaise,
    igstPaise: interState ? taxPaise : 0,
    totalPaise: taxablePaise + taxPaise,
  };
}

/** One formatter per language, made on first use: a list of paid series prices every card. */
const rupeeFormats = new Map<'hi' | 'en', Intl.NumberFormat>();

/** ₹ with two decimals from paise, as printed on receipts (Indian digit grouping). */
export function formatRupees(paise: number, locale: 'hi' | 'en' = 'en'): string {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { style: 'currency', currency: 'INR' });
    rupeeFormats.set(locale, format);
  }
  return format.format(paise / 100);
}

import { formatRupees } from '@pariksha/shared/payments/gst';
import { asLang } from '../../../lib/bilingual.ts';

/** ₹ from paise in the page's language (Indian digit grouping). */
export const rupees = (paise: number, language: string) => formatRupees(paise, asLang(language));
/** A GST rate from basis points: 1800 → "18". */
export const ratePercent = (bps: number) => String(bps / 100);

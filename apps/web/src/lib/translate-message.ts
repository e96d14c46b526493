import { localize } from '@pariksha/shared/messages';
import i18n from './i18n.ts';

/**
 * Shared-schema and server messages in the current language. Kept out of i18n.ts so the message
 * catalogue ships with the pages that show forms, not with the first page.
 */
export const translateMessage = (message: string | undefined) => (message ? localize(message, i18n.language) : '');

import { DEFAULT_LANGUAGE } from '@pariksha/shared/constants';
import { storage } from './storage.ts';

/**
 * The language the app starts in: Hindi unless English is stored. Apart from lib/i18n.ts so
 * that main.tsx can decide whether to hydrate before the app's code (i18next with it) has loaded.
 */
export function initialLanguage() {
  const stored = storage.get('selectedLanguage');
  return stored === 'en' || stored === 'hi' ? stored : DEFAULT_LANGUAGE;
}

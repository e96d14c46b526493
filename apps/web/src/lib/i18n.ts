import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { storage } from './storage.ts';
import { initialLanguage } from './initial-language.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import hiCommon from '../locales/hi/common.json';
import enCommon from '../locales/en/common.json';

/**
 * Hindi first. The `common` namespace (shell, navigation, errors) ships with the first page;
 * every other namespace is one small JSON chunk loaded when a page asks for it.
 */
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/*/common.json']);

export { initialLanguage };

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = lazyNamespaces[`../locales/${language}/${namespace}.json`];
      return load ? load().then((m) => m.default) : Promise.resolve({});
    }),
  )
  .init({
    lng: initialLanguage(),
    // No fallback: locales.test.ts keeps hi and en key for key alike, so a Hindi page never
    // needs the English namespace and phones download one language, not two.
    fallbackLng: false,
    supportedLngs: ['hi', 'en'],
    defaultNS: 'common',
    ns: ['common'],
    partialBundledLanguages: true,
    resources: { hi: { common: hiCommon }, en: { common: enCommon } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// The prerender step (entry-server.tsx) runs this module in Node, where there is no document.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  // Only when it differs: the prerendered page already says its language, and a change here
  // is a style invalidation made from the entry's top-level code (needless work while it loads).
  if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
  // A choice stored before the cookie existed (or a cleared cookie) is mirrored again.
  writeLanguageCookie(storage.get('selectedLanguage'));
}

export default i18n;

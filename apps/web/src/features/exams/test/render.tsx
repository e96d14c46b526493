import { setLanguage as setLanguageWith } from '../../../test/render.tsx';

export * from '../../../test/render.tsx';

/** The shared page-test helpers, with this feature's namespace for setLanguage. */
export const setLanguage = (lang: 'en' | 'hi') => setLanguageWith(lang, ['exams']);

import { useTranslation } from 'react-i18next';

/** The UI language as 'hi' or 'en' (anything not English is Hindi, the default). */
export function useLang(): 'hi' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'hi';
}

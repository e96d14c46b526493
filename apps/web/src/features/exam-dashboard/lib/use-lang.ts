import { useTranslation } from 'react-i18next';
import { asLang, type Lang } from '../../../lib/bilingual.ts';

/** The current UI language ('hi' or 'en') for picking bilingual content. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return asLang(i18n.language);
}

import { useTranslation } from 'react-i18next';
import { useProductName } from '../../../lib/product.ts';
import type { PageSection } from './StaticPage.tsx';

/** A page's title, subtitle and sections from the `pages` namespace, with names and emails filled in. */
export function usePageCopy(page: 'about' | 'privacy' | 'terms') {
  const { t } = useTranslation(['pages', 'common']);
  const vars = { product: useProductName(), supportEmail: t('common:footer.defaultEmail'), grievanceEmail: t('pages:grievanceEmail') };
  const sections = t(`pages:${page}.sections`, { ...vars, returnObjects: true }) as unknown;
  return {
    t,
    title: t(`pages:${page}.title`, vars),
    subtitle: t(`pages:${page}.subtitle`, vars),
    sections: Array.isArray(sections) ? (sections as PageSection[]) : [],
  };
}

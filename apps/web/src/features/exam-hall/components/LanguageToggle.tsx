import { useTranslation } from 'react-i18next';
import { QuestionLanguageToggle } from '../../../components/QuestionLanguageToggle.tsx';
import type { QuestionLanguage } from '../model/text.ts';

/** The question language, switchable at any moment (the interface language stays as chosen). */
export function LanguageToggle({ value, onChange }: { value: QuestionLanguage; onChange: (value: QuestionLanguage) => void }) {
  const { t } = useTranslation('examHall');
  return (
    <QuestionLanguageToggle
      value={value}
      onChange={onChange}
      labels={{ group: t('language.label'), hi: t('language.hi'), en: t('language.en') }}
    />
  );
}

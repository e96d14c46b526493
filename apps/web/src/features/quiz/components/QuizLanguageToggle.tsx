import { useTranslation } from 'react-i18next';
import { QuestionLanguageToggle } from '../../../components/QuestionLanguageToggle.tsx';
import type { Lang } from '../../../lib/bilingual.ts';

/** The quiz's हिं / EN switch for its questions, the exam hall's own control (issue 13). */
export function QuizLanguageToggle({ value, onChange }: { value: Lang; onChange: (value: Lang) => void }) {
  const { t } = useTranslation('quiz');
  return (
    <QuestionLanguageToggle
      value={value}
      onChange={onChange}
      labels={{ group: t('play.language.label'), hi: t('play.language.hi'), en: t('play.language.en') }}
    />
  );
}

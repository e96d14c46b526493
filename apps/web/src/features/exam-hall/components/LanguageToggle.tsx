import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionLanguage } from '../model/text.ts';

/** The question language, switchable at any moment (the interface language stays as chosen). */
export function LanguageToggle({ value, onChange }: { value: QuestionLanguage; onChange: (value: QuestionLanguage) => void }) {
  const { t } = useTranslation('examHall');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: QuestionLanguage | null) => next && onChange(next)}
      aria-label={t('language.label')}
      sx={{ '& .MuiToggleButton-root': { px: 1.25, minWidth: 44, minHeight: 40, fontWeight: 700 } }}
    >
      <ToggleButton value="hi" lang="hi" aria-label={t('language.hi')}>
        हिं
      </ToggleButton>
      <ToggleButton value="en" lang="en" aria-label={t('language.en')}>
        EN
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

import { FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '@pariksha/shared/schemas/question-bank';
import type { PracticeFilters } from '../lib/filters.ts';

type Props = { filters: PracticeFilters; onChange: (patch: Partial<PracticeFilters>) => void };

/** Difficulty, language (only questions written in it, shown in it) and "unanswered only". */
export function PracticeFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation('practice');
  return (
    <Stack direction="row" sx={{ gap: 1.5, mb: 2, alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-label={t('filters.label')}>
      <FormControl size="small" sx={{ flex: { xs: '1 1 130px', sm: '0 0 180px' } }}>
        <InputLabel id="pf-difficulty">{t('filters.difficulty')}</InputLabel>
        <Select
          labelId="pf-difficulty"
          label={t('filters.difficulty')}
          value={filters.difficulty ?? ''}
          onChange={(e) => onChange({ difficulty: (e.target.value || undefined) as Difficulty | undefined })}
        >
          <MenuItem value="">{t('filters.anyDifficulty')}</MenuItem>
          {DIFFICULTIES.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`difficulty.${d}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ flex: { xs: '1 1 130px', sm: '0 0 180px' } }}>
        <InputLabel id="pf-language">{t('filters.language')}</InputLabel>
        <Select
          labelId="pf-language"
          label={t('filters.language')}
          value={filters.language ?? ''}
          onChange={(e) => onChange({ language: (e.target.value || undefined) as 'hi' | 'en' | undefined })}
        >
          <MenuItem value="">{t('filters.anyLanguage')}</MenuItem>
          <MenuItem value="hi">{t('filters.hindi')}</MenuItem>
          <MenuItem value="en">{t('filters.english')}</MenuItem>
        </Select>
      </FormControl>
      <FormControlLabel
        control={<Switch checked={filters.unanswered} onChange={(e) => onChange({ unanswered: e.target.checked })} />}
        label={t('filters.unanswered')}
      />
    </Stack>
  );
}

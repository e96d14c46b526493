import { useEffect, useState } from 'react';
import { Grid, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '@pariksha/shared/schemas/question-bank';
import { subjectOptions, topicOptions, withFilter, type BankFilterValues } from '../../lib/bank-filters.ts';
import { useLang } from '../../lib/use-lang.ts';

type Option = { value: string; label: string };

/** Subject, topic, difficulty, language and a search box; the search waits for a pause in typing. */
export function BankFilters({ value, onChange }: { value: BankFilterValues; onChange: (next: BankFilterValues) => void }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const [search, setSearch] = useState(value.search);

  useEffect(() => setSearch(value.search), [value.search]);
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange(withFilter(value, 'search', search)), 350);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  const all = (label: string): Option => ({ value: '', label });
  const select = (key: keyof BankFilterValues, label: string, options: Option[], disabled = false) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value[key]}
      disabled={disabled}
      onChange={(e) => onChange(withFilter(value, key, e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Grid container spacing={1.5} role="search" aria-label={t('filters.label')}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('filters.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2.5 }}>
        {select('subject', t('filters.subject'), [all(t('filters.allSubjects')), ...subjectOptions(lang)])}
      </Grid>
      <Grid size={{ xs: 6, md: 2.5 }}>
        {select('topic', t('filters.topic'), [all(t('filters.allTopics')), ...topicOptions(value.subject, lang)], !value.subject)}
      </Grid>
      <Grid size={{ xs: 6, md: 1.5 }}>
        {select('difficulty', t('filters.difficulty'), [
          all(t('filters.any')),
          ...DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) })),
        ])}
      </Grid>
      <Grid size={{ xs: 6, md: 1.5 }}>
        {select('language', t('filters.language'), [
          all(t('filters.any')),
          { value: 'hi', label: t('languages.hi') },
          { value: 'en', label: t('languages.en') },
        ])}
      </Grid>
    </Grid>
  );
}

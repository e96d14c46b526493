import { useEffect, useState } from 'react';
import { Grid, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { subjectOptions, topicOptions, type StudyFilters as Filters } from '../lib/filters.ts';
import { asLang } from '../../../lib/bilingual.ts';

type Option = { value: string; label: string };

/** Search, subject and topic; the search waits for a pause in typing. */
export function StudyFilters({ value, onChange }: { value: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const { t, i18n } = useTranslation('notes');
  const lang = asLang(i18n.language);
  const [search, setSearch] = useState(value.search);

  useEffect(() => setSearch(value.search), [value.search]);
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ search }), 350);
    return () => clearTimeout(timer);
  }, [search, value.search, onChange]);

  const select = (key: 'subject' | 'topic', label: string, options: Option[], disabled = false) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={value[key]}
      disabled={disabled}
      onChange={(e) => onChange({ [key]: e.target.value })}
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
    <Grid container spacing={1.5} role="search" aria-label={t('filters.label')} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
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
      <Grid size={{ xs: 6, md: 3.5 }}>
        {select('subject', t('filters.subject'), [{ value: '', label: t('filters.allSubjects') }, ...subjectOptions(lang)])}
      </Grid>
      <Grid size={{ xs: 6, md: 3.5 }}>
        {select(
          'topic',
          t('filters.topic'),
          [{ value: '', label: t('filters.allTopics') }, ...topicOptions(value.subject, lang)],
          !value.subject,
        )}
      </Grid>
    </Grid>
  );
}

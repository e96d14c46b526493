import { useEffect, useState, type ChangeEvent } from 'react';
import { Button, IconButton, InputAdornment, MenuItem, Paper, TextField } from '@mui/material';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslation } from 'react-i18next';
import { EXAM_CODES, EXAM_TEMPLATES, type ExamCode } from '@pariksha/shared/exam/templates';
import { ACCESS_VALUES, EXAM_KIND_VALUES, hasActiveFilters, LANGUAGE_VALUES, type ExamFilters } from '../lib/filters.ts';
import { asLang, type Lang } from '../../../lib/bilingual.ts';

type Props = { filters: ExamFilters; onChange: (patch: Partial<ExamFilters>) => void };
const ALL = '';

/**
 * The exam codes in the order of their titles, sorted once per language and only when the menu
 * first opens: a closed select needs its options only to name the chosen one, and the first
 * collator of a locale costs a cheap phone tens of milliseconds of the list's first render
 * (localeCompare with a locale built one on every comparison).
 */
const sortedCodes = new Map<Lang, ExamCode[]>();
function codesByTitle(lang: Lang): ExamCode[] {
  let codes = sortedCodes.get(lang);
  if (!codes) {
    const collator = new Intl.Collator(lang);
    codes = [...EXAM_CODES].sort((a, b) => collator.compare(EXAM_TEMPLATES[a].title[lang], EXAM_TEMPLATES[b].title[lang]));
    sortedCodes.set(lang, codes);
  }
  return codes;
}

/** Exam (by template title), type, language, free or paid, and a search that waits for a pause. */
export function ExamFiltersBar({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('exams');
  const lang = asLang(i18n.language);
  const [search, setSearch] = useState(filters.search ?? '');
  // Once sorted, the menu stays sorted (it must not reorder while it fades out).
  const [examMenuOpen, setExamMenuOpen] = useState(false);

  // The URL is the truth: back/forward or "clear" changes it under the field.
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    const value = search.trim();
    if (value === (filters.search ?? '')) return;
    const id = window.setTimeout(() => onChange({ search: value || undefined }), 400);
    return () => window.clearTimeout(id);
  }, [search, filters.search, onChange]);

  const codes = examMenuOpen ? codesByTitle(lang) : EXAM_CODES;
  const select = <T extends string>(value: T | undefined, key: keyof ExamFilters) => ({
    select: true,
    size: 'small' as const,
    value: value ?? ALL,
    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value || undefined }),
  });

  return (
    <Paper variant="outlined" role="search" aria-label={t('list.filters')} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px', mb: 2 }}>
      <Grid container spacing={1.5}>
        <Grid size={12}>
          <TextField
            size="small"
            label={t('list.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              htmlInput: { maxLength: 100, type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label={t('list.clearSearch')} onClick={() => setSearch('')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            label={t('list.exam')}
            {...select(filters.code, 'code')}
            slotProps={{
              select: { displayEmpty: true, onOpen: () => setExamMenuOpen(true) },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value={ALL}>{t('list.allExams')}</MenuItem>
            {codes.map((code) => (
              <MenuItem key={code} value={code}>
                {EXAM_TEMPLATES[code].title[lang]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField label={t('list.kind')} {...select(filters.kind, 'kind')}>
            <MenuItem value={ALL}>{t('list.allKinds')}</MenuItem>
            {EXAM_KIND_VALUES.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kind.${k}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField label={t('list.language')} {...select(filters.language, 'language')}>
            <MenuItem value={ALL}>{t('list.allLanguages')}</MenuItem>
            {LANGUAGE_VALUES.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`language.${l}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField label={t('list.access')} {...select(filters.access, 'access')}>
            <MenuItem value={ALL}>{t('list.allAccess')}</MenuItem>
            {ACCESS_VALUES.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`access.${a}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        {hasActiveFilters(filters) && (
          <Grid size={12}>
            <Button
              size="small"
              startIcon={<ClearIcon aria-hidden />}
              onClick={() => onChange({ code: undefined, kind: undefined, language: undefined, access: undefined, search: undefined })}
            >
              {t('list.clearFilters')}
            </Button>
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

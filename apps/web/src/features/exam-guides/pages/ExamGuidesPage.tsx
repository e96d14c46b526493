import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { EXAM_CODES } from '@pariksha/shared/exam/templates';
import { groupByCategory, matchesQuery } from '../lib/catalog.ts';
import { readGuide, searchText } from '../lib/guide.ts';
import { useLang } from '../lib/use-lang.ts';
import { GuideCard } from '../components/GuideCard.tsx';
import { StudyTools } from '../components/StudyTools.tsx';

const QUERY_MAX = 80;

/** /exam ("Exams Details"): every exam of the 24 templates, grouped by category, with a search. */
export function ExamGuidesPage() {
  const { t } = useTranslation('examGuides');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, QUERY_MAX);

  const guides = useMemo(() => EXAM_CODES.map((code) => readGuide(t, code, lang)), [t, lang]);
  const matching = guides.filter((g) => matchesQuery(searchText(g), query));
  const byCode = new Map(guides.map((g) => [g.id, g]));
  const groups = groupByCategory(matching.map((g) => g.id));

  const setQuery = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('q', value.slice(0, QUERY_MAX));
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('index.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5, maxWidth: 760 }}>
        {t('index.intro')}
      </Typography>

      <Box role="search" sx={{ maxWidth: 520 }}>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={t('index.searchLabel')}
          placeholder={t('index.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: QUERY_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1.5, mb: 1 }}>
        {t('index.count', { count: matching.length })}
      </Typography>

      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: '16px', mt: 1 }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}>
            {t('index.noMatch', { query })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('index.noMatchBody')}
          </Typography>
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setQuery('')}>
            {t('index.clear')}
          </Button>
        </Paper>
      ) : (
        <Box>
          {groups.map(({ category, codes }) => (
            <Box component="section" key={category} aria-labelledby={`exam-cat-${category}`} sx={{ mt: 3 }}>
              <Typography id={`exam-cat-${category}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
                {t(`categories.${category}`)}
              </Typography>
              <Grid container spacing={2}>
                {codes.map((code) => (
                  <Grid key={code} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <GuideCard guide={byCode.get(code)!} />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
        </Box>
      )}

      <StudyTools />
    </Box>
  );
}

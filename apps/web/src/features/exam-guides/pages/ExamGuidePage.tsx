import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { TemplatePattern } from '../../../components/TemplatePattern.tsx';
import { paths } from '../../../app/paths.ts';
import { codeFromSlug } from '../lib/catalog.ts';
import { readGuide, testsUrl, type ExamGuide } from '../lib/guide.ts';
import { useLang } from '../lib/use-lang.ts';

/** /exam/:examType: one exam's card, its stages and its paper pattern, with a link to its tests. */
export function ExamGuidePage() {
  const { examType } = useParams();
  const { t } = useTranslation('examGuides');
  const lang = useLang();
  const code = codeFromSlug(examType);

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.examGuides}
        size="small"
        startIcon={<ArrowBackIcon aria-hidden />}
        // primary.main on the grey page background is below AA contrast; the darker shade passes.
        sx={{ mb: 1, ml: -0.5, color: 'primary.dark' }}
      >
        {t('detail.back')}
      </Button>
      {code ? <Guide guide={readGuide(t, code, lang)} /> : <NotFound examType={examType ?? ''} />}
    </Box>
  );
}

function Guide({ guide }: { guide: ExamGuide }) {
  const { t } = useTranslation('examGuides');
  const facts = [
    { key: 'conductedBy', value: guide.about.body },
    { key: 'posts', value: guide.about.posts },
    { key: 'eligibility', value: guide.about.eligibility },
  ].filter((f) => f.value);

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Chip size="small" label={t(`categories.${guide.category}`)} sx={{ mb: 1 }} />
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {guide.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {guide.subtitle}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={testsUrl(guide.id)}
          variant="contained"
          startIcon={<LibraryBooksIcon aria-hidden />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('detail.seeTests')}
        </Button>
      </Stack>

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" component="section" aria-labelledby="guide-facts" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px' }}>
            <Typography id="guide-facts" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {t('detail.factsLabel')}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {facts.map((f) => (
                <Box key={f.key} sx={{ mb: 1.5 }}>
                  <Typography component="dt" variant="subtitle2" color="text.secondary">
                    {t(`detail.${f.key}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {f.value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {guide.about.highlights.length > 0 && (
              <>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
                  {t('detail.highlights')}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {guide.about.highlights.map((h) => (
                    <Box component="li" key={h} sx={{ display: 'flex', gap: 1, mb: 1 }}>
                      <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
                      <Typography>{h}</Typography>
                    </Box>
                  ))}
                </Box>
              </>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" component="section" aria-labelledby="guide-stages" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px' }}>
            <Typography id="guide-stages" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('detail.stages')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {guide.examTypes.items.map((stage, i) => (
                <Box component="li" key={stage} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pb: 1.5 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                      fontSize: 14,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Typography sx={{ pt: '3px' }}>{stage}</Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Grid>
      </Grid>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="guide-pattern"
        sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2.5, borderRadius: '14px' }}
      >
        <Typography id="guide-pattern" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('detail.pattern')}
        </Typography>
        <TemplatePattern code={guide.id} />
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          {t('detail.patternNote')}
        </Alert>
      </Paper>
    </>
  );
}

function NotFound({ examType }: { examType: string }) {
  const { t } = useTranslation('examGuides');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: '16px', mt: 1 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {t('detail.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {t('detail.notFoundBody', { examType: examType.slice(0, 60) })}
      </Typography>
      <Button component={RouterLink} to={paths.examGuides} variant="contained" sx={{ mt: 2 }}>
        {t('detail.back')}
      </Button>
    </Paper>
  );
}

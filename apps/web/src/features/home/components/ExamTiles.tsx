import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { homeLinks } from '../links.ts';
import { freeMockSignUp } from '../cta.ts';
import { Section } from './Section.tsx';

/**
 * A few of each family's exams (the shared EXAM_FAMILIES order), as aspirants search them. The
 * first one's test series opens from the tile; every exam's guide from its chip. Kept here as
 * codes, not the whole template table, so the marketing page stays light on a phone.
 */
const FAMILIES = [
  { id: 'ssc', color: '#1565c0', exams: ['SSC_CGL_TIER_1', 'SSC'] },
  { id: 'railway', color: '#c62828', exams: ['NTPC', 'RAILWAY_GROUP_D'] },
  { id: 'banking', color: '#2e7d32', exams: ['IBPS_PO', 'SBI_PO', 'IBPS_CLERK', 'RBI_GRADE_B'] },
  { id: 'civil', color: '#6a1b9a', exams: ['UPSC_CSE', 'UPPSC', 'BPSC'] },
  { id: 'defence', color: '#37474f', exams: ['NDA', 'CDS', 'UP_POLICE', 'UPSI'] },
  { id: 'teaching', color: '#ef6c00', exams: ['CTET', 'DSSSB'] },
] as const;

/** For a student visitor (issue 13): the exam families, each opening its guides and test series, and a free mock. */
export function ExamTiles() {
  const { t } = useTranslation('home');
  return (
    <Section id="exams" title={t('examTiles.title')} subtitle={t('examTiles.subtitle')} sx={{ py: { xs: 4, md: 6 }, bgcolor: '#fff' }}>
      <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {FAMILIES.map(({ id, color, exams }) => {
          const name = t(`examTiles.families.${id}`);
          return (
            <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 2, height: '100%', borderRadius: '14px', borderTop: `4px solid ${color}` }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                  {name}
                </Typography>
                <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', my: 1.25 }}>
                  {exams.map((code) => (
                    <Chip
                      key={code}
                      component={RouterLink}
                      to={homeLinks.examGuide(code)}
                      clickable
                      size="small"
                      variant="outlined"
                      label={t(`examTiles.exams.${code}`)}
                      aria-label={t('examTiles.guideOf', { exam: t(`examTiles.exams.${code}`) })}
                      sx={{ fontWeight: 600, color: 'primary.dark', borderColor: '#bbdefb' }}
                    />
                  ))}
                </Stack>
                <Link
                  component={RouterLink}
                  to={`${paths.exams}?code=${exams[0]}`}
                  sx={{ fontWeight: 700, color: 'primary.dark' }}
                  aria-label={t('examTiles.seriesOf', { family: name })}
                >
                  {t('examTiles.series')}
                </Link>
              </Paper>
            </Grid>
          );
        })}
      </Grid>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: { xs: 3, md: 4 } }}>
        <Button component={RouterLink} to={freeMockSignUp.to} state={freeMockSignUp.state} variant="contained" size="large">
          {t('examTiles.freeMock')}
        </Button>
        <Button component={RouterLink} to={paths.examGuides} variant="outlined" size="large">
          {t('examTiles.allGuides')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }}>
        {t('examTiles.freeMockNote')}
      </Typography>
    </Section>
  );
}

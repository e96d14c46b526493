import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { freeMockSignUp } from '../cta.ts';
import { Section } from './Section.tsx';

/**
 * A few of each family's exams (the shared EXAM_FAMILIES order), named as aspirants search them
 * in either language (docs/glossary.md: exam names in Latin letters). Each chip opens its exam
 * guide, the tile's link the first one's test series. Kept here, not the whole template table,
 * so the marketing page stays light on a phone.
 */
const FAMILIES = [
  {
    id: 'ssc',
    color: '#1565c0',
    exams: [
      ['SSC_CGL_TIER_1', 'SSC CGL'],
      ['SSC', 'SSC CHSL'],
    ],
  },
  {
    id: 'railway',
    color: '#c62828',
    exams: [
      ['NTPC', 'RRB NTPC'],
      ['RAILWAY_GROUP_D', 'RRB Group D'],
    ],
  },
  {
    id: 'banking',
    color: '#2e7d32',
    exams: [
      ['IBPS_PO', 'IBPS PO'],
      ['SBI_PO', 'SBI PO'],
      ['IBPS_CLERK', 'IBPS Clerk'],
      ['RBI_GRADE_B', 'RBI Grade B'],
    ],
  },
  {
    id: 'civil',
    color: '#6a1b9a',
    exams: [
      ['UPSC_CSE', 'UPSC CSE'],
      ['UPPSC', 'UPPSC'],
      ['BPSC', 'BPSC'],
    ],
  },
  {
    id: 'defence',
    color: '#37474f',
    exams: [
      ['NDA', 'NDA'],
      ['CDS', 'CDS'],
      ['UP_POLICE', 'UP Police'],
      ['UPSI', 'UP SI'],
    ],
  },
  {
    id: 'teaching',
    color: '#ef6c00',
    exams: [
      ['CTET', 'CTET'],
      ['DSSSB', 'DSSSB'],
    ],
  },
] as const;

/** /exam/ssc-cgl-tier-1, the guides' slug (kept here: a shared module would be one more request on this page). */
const guidePath = (code: string) => paths.examGuide.replace(':examType', code.toLowerCase().replace(/_/g, '-'));

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
                  {exams.map(([code, exam]) => (
                    <Chip
                      key={code}
                      component={RouterLink}
                      to={guidePath(code)}
                      clickable
                      size="small"
                      variant="outlined"
                      label={exam}
                      sx={{ fontWeight: 600, color: 'primary.dark', borderColor: '#bbdefb' }}
                    />
                  ))}
                </Stack>
                <Link
                  component={RouterLink}
                  to={`${paths.exams}?code=${exams[0][0]}`}
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
    </Section>
  );
}

import { Box, Container, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Spec 2.7 and 9: the landing stats are exactly 10+, 10K+, 100+ and 100+. */
export const LANDING_STATS = [
  { value: '10+', key: 'institutes' },
  { value: '10K+', key: 'students' },
  { value: '100+', key: 'tests' },
  { value: '100+', key: 'stories' },
] as const;

export function StatsPanel() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="stats-title" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: '20px',
            px: { xs: 2, md: 6 },
            py: { xs: 4, md: 5 },
            color: '#fff',
            background: 'linear-gradient(120deg, #0d47a1 0%, #1976d2 60%, #1e88e5 100%)',
            boxShadow: '0 18px 40px rgba(13,71,161,0.25)',
          }}
        >
          <Typography id="stats-title" component="h2" variant="h5" sx={{ textAlign: 'center', fontWeight: 700, mb: { xs: 3, md: 4 } }}>
            {t('stats.title')}
          </Typography>
          <Grid container spacing={{ xs: 3, md: 2 }} component="dl" sx={{ m: 0 }}>
            {LANDING_STATS.map(({ value, key }) => (
              <Grid key={key} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" sx={{ opacity: 0.9, fontWeight: 500 }}>
                  {t(`stats.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '2.2rem', md: '3rem' }, lineHeight: 1.1 }}>
                  {value}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Box>
      </Container>
    </Box>
  );
}

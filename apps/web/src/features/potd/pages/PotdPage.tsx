import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DailyProblem } from '../components/DailyProblem.tsx';

/** /potd: the daily problem as a page (spec 2.8). */
export function PotdPage() {
  const { t } = useTranslation('potd');
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 820, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t('intro')}
      </Typography>
      <DailyProblem mode="page" />
    </Box>
  );
}

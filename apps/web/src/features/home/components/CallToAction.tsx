import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { registerInstitutePath, scheduleDemoPath } from '../cta.ts';

/** Spec 2.7 call to action: 'Register Your Institute' (/ with a token, else /signup) and 'Schedule Demo'. */
export function CallToAction() {
  const { t } = useTranslation('home');
  const token = useSession((s) => s.token);
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 6, md: 9 }, pt: { xs: 2, md: 3 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: '20px',
            textAlign: 'center',
            color: '#fff',
            px: { xs: 2.5, md: 8 },
            py: { xs: 5, md: 7 },
            background:
              'radial-gradient(circle at 0% 0%, rgba(255,213,79,0.35) 0, transparent 35%), linear-gradient(135deg, #0a2f6b 0%, #1976d2 100%)',
          }}
        >
          <Typography id="cta-title" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.3rem' } }}>
            {t('cta.title')}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.92, maxWidth: 640, mx: 'auto', fontSize: { md: '1.1rem' } }}>{t('cta.body')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 4, justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={registerInstitutePath(token)}
              size="large"
              variant="contained"
              sx={{ bgcolor: '#fff', color: 'primary.dark', px: 4, py: 1.4, '&:hover': { bgcolor: '#e3f2fd' } }}
            >
              {t('cta.register')}
            </Button>
            <Button
              component={RouterLink}
              to={scheduleDemoPath}
              size="large"
              variant="outlined"
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.7)',
                px: 4,
                py: 1.4,
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              {t('cta.scheduleDemo')}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

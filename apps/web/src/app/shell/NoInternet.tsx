import { Box, Button, Typography } from '@mui/material';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { pickText } from '../../lib/bilingual.ts';
import { readOfflineAttempt } from '../../lib/offline-attempt.ts';
import { useSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';

/**
 * Spec 2.6: while offline, this replaces the whole app. A test in progress on this device still
 * works offline (decisions, "Where we do better"): the page leads back to it, so the app opened
 * from the home-screen icon without a network reaches it.
 */
export function NoInternet() {
  const { t, i18n } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  const attempt = signedIn ? readOfflineAttempt() : null;
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <WifiOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 2 }}>
        {t('offline.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420 }}>
        {t('offline.body')}
      </Typography>
      {attempt && (
        <>
          <Typography sx={{ mt: 3, maxWidth: 420 }}>
            {t('offline.continueTestHint', { title: pickText(attempt.title, i18n.language) })}
          </Typography>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            component={RouterLink}
            to={generatePath(paths.examSections, { examId: attempt.examId, setId: attempt.setId })}
          >
            {t('offline.continueTest')}
          </Button>
        </>
      )}
      <Button variant={attempt ? 'outlined' : 'contained'} sx={{ mt: attempt ? 2 : 3 }} onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </Button>
    </Box>
  );
}

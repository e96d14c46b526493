import { Box, Button, Typography } from '@mui/material';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { useTranslation } from 'react-i18next';

/** Spec 2.6: while offline, this replaces the whole app. */
export function NoInternet() {
  const { t } = useTranslation();
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
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </Button>
    </Box>
  );
}

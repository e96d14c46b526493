import { Box, Button, Typography } from '@mui/material';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page that threw while rendering (or whose chunk failed to load) shows this, not a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography component="h1" variant="h5">
        {t('errorPage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('errorPage.body')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
        {t('errorPage.retry')}
      </Button>
    </Box>
  );
}

import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { paths } from './paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
        {t('notFound.home')}
      </Button>
    </Box>
  );
}

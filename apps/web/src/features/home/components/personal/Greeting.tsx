import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { capitalizeWords } from '@pariksha/shared/text';

/** The home's h1: hello by name (spec 5: each word capitalised, 'User' by default) and what the page holds. */
export function Greeting({ name, subtitle }: { name: string | null; subtitle: string }) {
  const { t } = useTranslation('myHome');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.45rem', sm: '1.9rem' }, overflowWrap: 'anywhere' }}>
        {t('greeting', { name: capitalizeWords(name, t('common:header.defaultUser')) })}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
    </Box>
  );
}

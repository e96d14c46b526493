import { Alert, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';

/** The whole test's time is over: the answers are being sent and the test submitted (or waits for the network). */
export function TimeUpDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('examHall');
  const online = useOnline();
  return (
    <Dialog open={open} aria-labelledby="time-up-title">
      <DialogTitle id="time-up-title" sx={{ fontWeight: 700 }}>
        {t('timeUp.title')}
      </DialogTitle>
      <DialogContent>
        {online ? (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('timeUp.submitting')}</Typography>
          </Stack>
        ) : (
          <Alert severity="warning" role="alert">
            {t('timeUp.offline')}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}

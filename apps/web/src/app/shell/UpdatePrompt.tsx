import { Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { applyUpdate, useAppUpdate } from '../../lib/pwa.ts';

/**
 * A new version has been deployed and its service worker is waiting: the student reloads when
 * it suits them (the shell leaves this out during a test, which a reload would interrupt).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useAppUpdate((s) => s.waiting);
  return (
    <Snackbar
      open={waiting !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate} sx={{ fontWeight: 700, color: '#90caf9' }}>
          {t('update.reload')}
        </Button>
      }
    />
  );
}

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { StudentCredentials } from '@pariksha/shared/schemas/students';
import { CredentialsTable } from './CredentialsTable.tsx';
import { PrintArea } from './PrintArea.tsx';

type Props = { result: { name: string; credentials: StudentCredentials } | null; onClose: () => void };

/** A new student's (or a reset's) sign-in: the one-time password shown once to print, or where the link went. */
export function CredentialsDialog({ result, onClose }: Props) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const creds = result?.credentials;
  return (
    <Dialog open={!!result} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="student-credentials-title">
      <DialogTitle id="student-credentials-title">{t('credentials.title', { name: result?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {creds?.kind === 'link' && <Alert severity="success">{t('credentials.linkSent', { email: creds.email })}</Alert>}
        {creds?.kind === 'password' && (
          <PrintArea>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-no-print>
              {t('credentials.onceHint')}
            </Typography>
            <CredentialsTable
              caption={t('credentials.tableLabel')}
              rows={[{ name: result!.name, username: creds.username, password: creds.password }]}
            />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('credentials.changeHint')}
            </Typography>
          </PrintArea>
        )}
      </DialogContent>
      <DialogActions>
        {creds?.kind === 'password' && (
          <Button startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
            {t('credentials.print')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

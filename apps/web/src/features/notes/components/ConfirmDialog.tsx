import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** A delete asks first; a refusal from the server stays in the dialog. */
export function ConfirmDialog({ open, title, body, confirmLabel, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('notes');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="notes-confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="notes-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({ open, title, body, confirmLabel, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('flashCards');
  const id = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={`${id}-body`}>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

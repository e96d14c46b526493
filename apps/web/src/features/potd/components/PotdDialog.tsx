import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, Snackbar, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { POTD_DIALOG_CLOSE_MS, SNACKBAR_AUTO_HIDE_MS } from '@pariksha/shared/constants';
import { useSnackbar, type Severity } from '../../../lib/snackbar.ts';
import { DailyProblem } from './DailyProblem.tsx';

type Message = { open: boolean; message: string; severity: Severity };
const CLOSED: Message = { open: false, message: '', severity: 'success' };

/**
 * The daily problem in a dialog (spec 2.6: once after sign-in, when the showPotdDialog flag is
 * set). A solve closes it after 1500 ms (spec 4, 9); full screen on a phone. Its messages show
 * in a snackbar inside the dialog (the modal hides the app's own from screen readers); one still
 * on show when the dialog closes moves to the app's snackbar, so the 'Correct!' toast stays.
 */
export function PotdDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('potd');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [note, setNote] = useState<Message>(CLOSED);
  const noteRef = useRef(note);
  noteRef.current = note;
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    const last = noteRef.current;
    if (last.open) useSnackbar.getState().show(last.message, last.severity);
    onClose();
  }, [onClose]);

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="potd-dialog-title">
      <DialogTitle id="potd-dialog-title" sx={{ pr: 7, fontWeight: 800 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={close}
        data-testid="potd-dialog-close"
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <DailyProblem
          mode="dialog"
          notify={(message, severity) => setNote({ open: true, message, severity })}
          onSolved={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(close, POTD_DIALOG_CLOSE_MS);
          }}
        />
      </DialogContent>
      <Snackbar
        open={note.open}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setNote(CLOSED)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={() => setNote(CLOSED)} severity={note.severity} variant="filled" sx={{ width: '100%' }}>
          {note.message}
        </Alert>
      </Snackbar>
    </Dialog>
  );
}

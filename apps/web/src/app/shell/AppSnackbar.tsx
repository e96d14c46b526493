import { Alert, Snackbar } from '@mui/material';
import { SNACKBAR_AUTO_HIDE_MS } from '@pariksha/shared/constants';
import { useSnackbar } from '../../lib/snackbar.ts';

/** Spec 4: bottom centre, hides after 6000 ms, and resets to success when hidden. */
export function AppSnackbar() {
  const { open, message, severity, hide } = useSnackbar();
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && hide()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert onClose={hide} severity={severity} variant="filled" sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isAttemptPath } from '../hall-urls.ts';
import type { HallSession } from '../session/hall-session.ts';

/**
 * Leaving an attempt in progress asks first (issue 13): the logo, a link or the browser's back
 * button (React Router's blocker) and closing or reloading the tab (beforeunload, the browser's
 * own prompt). Moving between the attempt's pages, submitting and the automatic submit at time-up
 * do not ask: only the 'active' phase is guarded, read when the navigation happens.
 * Leaving keeps the attempt: the answers are saved and it resumes from the test's page.
 */
export function LeaveGuard({ session }: { session: HallSession }) {
  const { t } = useTranslation('examHall');
  const blocker = useBlocker(({ nextLocation }) => session.state.phase === 'active' && !isAttemptPath(nextLocation.pathname));

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (session.state.phase !== 'active') return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [session]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-title"
      aria-describedby="leave-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="leave-title">{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-body">{t('leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => blocker.proceed?.()} color="error">
          {t('leave.leave')}
        </Button>
        <Button onClick={() => blocker.reset?.()} variant="contained" autoFocus>
          {t('leave.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

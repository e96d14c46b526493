import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { beep, notificationState, notify, prepare, type NotificationState } from '../lib/alerts.ts';
import { formatClock, minutesLeft, progress, remainingMs, type PhaseEnd, type TimerState } from '../lib/timer.ts';
import { useStudyTimer } from '../lib/use-study-timer.ts';
import { PlanPicker } from '../components/PlanPicker.tsx';
import { TimerDial } from '../components/TimerDial.tsx';
import { TodayLog } from '../components/TodayLog.tsx';

type Notice = { last: PhaseEnd; away: boolean };

/** /study-timer: a Pomodoro focus timer with notifications and today's focus log. */
export function StudyTimerPage() {
  const { t } = useTranslation('studyTimer');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [permission, setPermission] = useState<NotificationState>(notificationState);

  const onEnd = useCallback(
    (ended: PhaseEnd[], away: boolean, next: TimerState) => {
      const last = ended[ended.length - 1]!;
      setNotice({ last, away });
      if (away) return;
      beep();
      notify(t(`ended.${last.phase}Title`), t(`ended.${last.phase}Body`, { count: next.plan.breakMinutes }));
    },
    [t],
  );
  const timer = useStudyTimer(onEnd);
  const { state, now } = timer;

  const left = remainingMs(state, now);
  const phaseLabel = t(`phase.${state.phase}`);
  const statusLabel = t(`status.${state.status}`);

  // The tab's title shows the countdown, so it can be followed from another tab.
  const clock = formatClock(left);
  useEffect(() => {
    if (state.status !== 'running') return;
    const previous = document.title;
    document.title = `${clock} · ${phaseLabel}`;
    return () => {
      document.title = previous;
    };
  }, [clock, phaseLabel, state.status]);

  const onStart = () => {
    setNotice(null);
    timer.start();
    // Asked from the click itself: browsers only prompt (and unlock audio) on a user gesture.
    void prepare().then(setPermission);
  };

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5, maxWidth: 760 }}>
        {t('intro')}
      </Typography>

      {notice && (
        <Alert
          severity={notice.last.phase === 'focus' ? 'success' : 'info'}
          role={permission === 'granted' ? 'status' : 'alert'}
          onClose={() => setNotice(null)}
          slotProps={{ closeButton: { 'aria-label': t('dismiss') } }}
          sx={{ mb: 2 }}
        >
          <AlertTitle>{t(`ended.${notice.last.phase}Title`)}</AlertTitle>
          {t(`ended.${notice.last.phase}Body`, { count: state.plan.breakMinutes })}
          {notice.away && ` ${t('ended.away')}`}
        </Alert>
      )}

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" component="section" aria-label={t('timerSection')} sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
            <TimerDial phase={state.phase} remainingMs={left} progress={progress(state, now)} statusLabel={statusLabel} />
            {/* Announced only when the whole minutes change (and at phase changes), not every second. */}
            <Box aria-live="polite" sx={visuallyHidden}>
              {t(`live.${state.phase}`, { count: minutesLeft(left) })}
            </Box>
            <Stack direction="row" sx={{ justifyContent: 'center', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
              {state.status === 'running' ? (
                <Button variant="contained" size="large" startIcon={<PauseIcon aria-hidden />} onClick={timer.pause} sx={{ minWidth: 140 }}>
                  {t('actions.pause')}
                </Button>
              ) : (
                <Button variant="contained" size="large" startIcon={<PlayArrowIcon aria-hidden />} onClick={onStart} sx={{ minWidth: 140 }}>
                  {state.status === 'paused' ? t('actions.resume') : t('actions.start')}
                </Button>
              )}
              <Button
                variant="outlined"
                size="large"
                startIcon={<RestartAltIcon aria-hidden />}
                onClick={() => {
                  setNotice(null);
                  timer.reset();
                }}
                disabled={state.status === 'idle' && state.phase === 'focus'}
              >
                {t('actions.reset')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }}>
              {t('plan.summary', { focus: state.plan.focusMinutes, break: state.plan.breakMinutes })}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <PlanPicker
                key={`${state.plan.focusMinutes}-${state.plan.breakMinutes}`}
                plan={state.plan}
                locked={state.status !== 'idle' || state.phase !== 'focus'}
                onChange={timer.setPlan}
              />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
              {t(`notifications.${permission}`)}
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TodayLog sessions={timer.today} />
        </Grid>
      </Grid>
    </Box>
  );
}

// Strings, not numbers: MUI reads width 1 as 100% and m -1 as a spacing unit.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

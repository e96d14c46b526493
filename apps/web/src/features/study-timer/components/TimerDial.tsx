import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatClock, type Phase } from '../lib/timer.ts';

type Props = { phase: Phase; remainingMs: number; progress: number; statusLabel: string };

/** The large countdown: a ring that fills as the phase goes, the time, and the phase. */
export function TimerDial({ phase, remainingMs, progress, statusLabel }: Props) {
  const { t } = useTranslation('studyTimer');
  const color = phase === 'focus' ? 'primary' : 'success';
  const size = { xs: 240, sm: 280 };
  return (
    <Box sx={{ position: 'relative', width: size, height: size, mx: 'auto' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size="100%"
        thickness={2.5}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, color: 'action.hover' }}
      />
      <CircularProgress
        variant="determinate"
        value={progress * 100}
        size="100%"
        thickness={2.5}
        color={color}
        aria-hidden
        sx={{ position: 'absolute', inset: 0, '& circle': { transition: 'stroke-dashoffset .3s linear' } }}
      />
      <Box
        sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
      >
        <Typography
          variant="overline"
          sx={{ fontWeight: 700, letterSpacing: 1.5, color: phase === 'focus' ? 'primary.dark' : 'success.dark', lineHeight: 1.5 }}
        >
          {t(`phase.${phase}`)}
        </Typography>
        <Typography
          role="timer"
          aria-label={t('timerLabel', { phase: t(`phase.${phase}`) })}
          component="p"
          sx={{ fontSize: { xs: '3.25rem', sm: '4rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        >
          {formatClock(remainingMs)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {statusLabel}
        </Typography>
      </Box>
    </Box>
  );
}

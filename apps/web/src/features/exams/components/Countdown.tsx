import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lib/time.ts';

/** Time left to `target`, both in server time; a timer role, so screen readers do not chatter. */
export function Countdown({
  target,
  now,
  label,
  size = 'medium',
}: {
  target: number;
  now: number;
  label: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('exams');
  const { days, clock } = countdownParts(target - now);
  return (
    <Box role="timer" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: size === 'small' ? '1rem' : '1.25rem' }}
      >
        {days > 0 && `${t('countdown.days', { count: days })} `}
        {clock}
      </Typography>
    </Box>
  );
}

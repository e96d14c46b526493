import { Box, Typography } from '@mui/material';
import { countdownParts } from '../lib/countdown.ts';

type Props = {
  target: number;
  now: number;
  label: string;
  /** "2 days" in the page's language (each feature words it in its own namespace). */
  formatDays: (count: number) => string;
  size?: 'small' | 'medium';
};

/**
 * Time left to `target`, both in server time (live tests on /mock-test and on the home); a
 * timer role, so screen readers do not chatter.
 */
export function Countdown({ target, now, label, formatDays, size = 'medium' }: Props) {
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
        {days > 0 && `${formatDays(days)} `}
        {clock}
      </Typography>
    </Box>
  );
}

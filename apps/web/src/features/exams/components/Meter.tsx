import { Box } from '@mui/material';

type Props = {
  /** 0-100 */
  percent: number;
  label: string;
  color?: string;
  height?: number;
  /** A meter, not a progressbar: it is a measure, and nothing is loading. */
  role?: 'meter' | 'img';
};

/** A thin bar for progress, accuracy and score comparisons (MUI-only, no chart library). */
export function Meter({ percent, label, color = 'primary.main', height = 8, role = 'meter' }: Props) {
  const value = Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
  return (
    <Box
      role={role}
      aria-label={label}
      {...(role === 'meter' ? { 'aria-valuenow': value, 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
      sx={{ height, borderRadius: height, bgcolor: 'action.hover', overflow: 'hidden' }}
    >
      <Box sx={{ width: `${value}%`, height: '100%', bgcolor: color, borderRadius: height, transition: 'width .3s' }} />
    </Box>
  );
}

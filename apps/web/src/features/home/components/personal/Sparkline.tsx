import { Box } from '@mui/material';

const W = 240;
const H = 48;
const PAD = 4;

/** The percentages of recent tests, oldest first, as a small line (0-100 %); read out through its label. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const step = values.length > 1 ? (W - 2 * PAD) / (values.length - 1) : 0;
  const y = (v: number) => PAD + (1 - Math.min(100, Math.max(0, v)) / 100) * (H - 2 * PAD);
  const points = values.map((v, i) => `${PAD + i * step},${y(v)}`).join(' ');
  const last = values[values.length - 1];
  return (
    <Box component="svg" role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} sx={{ width: '100%', height: H, mb: 1, display: 'block' }}>
      <line x1={PAD} x2={W - PAD} y1={y(50)} y2={y(50)} stroke="#e0e0e0" strokeDasharray="4 4" />
      <polyline points={points} fill="none" stroke="#2e7d32" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={PAD + (values.length - 1) * step} cy={y(last)} r={4} fill="#2e7d32" />
    </Box>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const OUTCOME_COLORS = { correct: '#2e7d32', wrong: '#d32f2f', unattempted: '#b0bec5' } as const;

type Props = { correct: number; wrong: number; unattempted: number; centre: string; centreLabel: string };

/** Correct / wrong / unattempted as a ring (a CSS conic gradient: no chart library on a phone). */
export function OutcomeDonut({ correct, wrong, unattempted, centre, centreLabel }: Props) {
  const { t } = useTranslation('exams');
  const total = correct + wrong + unattempted || 1;
  const c = (correct / total) * 360;
  const w = c + (wrong / total) * 360;
  const label = t('results.donutLabel', { correct, wrong, unattempted });
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
      <Box
        role="img"
        aria-label={label}
        sx={{
          width: 112,
          height: 112,
          flexShrink: 0,
          borderRadius: '50%',
          background: `conic-gradient(${OUTCOME_COLORS.correct} 0deg ${c}deg, ${OUTCOME_COLORS.wrong} ${c}deg ${w}deg, ${OUTCOME_COLORS.unattempted} ${w}deg 360deg)`,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box
          sx={{
            width: 80,
            height: 80,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
          }}
        >
          <Box>
            <Typography sx={{ fontWeight: 800, lineHeight: 1.1 }}>{centre}</Typography>
            <Typography variant="caption" color="text.secondary">
              {centreLabel}
            </Typography>
          </Box>
        </Box>
      </Box>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
        {(['correct', 'wrong', 'unattempted'] as const).map((k) => (
          <Stack component="li" key={k} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: OUTCOME_COLORS[k] }} />
            <Typography variant="body2">
              {t(`outcome.${k}`)}: <strong>{{ correct, wrong, unattempted }[k]}</strong>
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

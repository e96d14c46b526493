import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The exam hall's five question states, as the palette draws them (the standard SSC/IBPS look). */
export const PALETTE_STATES = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'] as const;
type PaletteState = (typeof PALETTE_STATES)[number];

const LOOK: Record<PaletteState, { bg: string; fg: string; border?: string; round?: boolean; tick?: boolean }> = {
  notVisited: { bg: '#eceff1', fg: '#37474f', border: '#b0bec5' },
  notAnswered: { bg: '#d32f2f', fg: '#fff' },
  answered: { bg: '#2e7d32', fg: '#fff' },
  marked: { bg: '#6a1b9a', fg: '#fff', round: true },
  answeredMarked: { bg: '#6a1b9a', fg: '#fff', round: true, tick: true },
};

export function PaletteSwatch({ state, children }: { state: PaletteState; children?: ReactNode }) {
  const look = LOOK[state];
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        width: 32,
        height: 32,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        fontSize: 13,
        fontWeight: 700,
        bgcolor: look.bg,
        color: look.fg,
        border: look.border ? `1px solid ${look.border}` : 'none',
        borderRadius: look.round ? '50%' : '6px',
      }}
    >
      {children}
      {look.tick && (
        <Box
          sx={{
            position: 'absolute',
            right: -3,
            bottom: -3,
            width: 13,
            height: 13,
            borderRadius: '50%',
            bgcolor: '#2e7d32',
            border: '2px solid #fff',
          }}
        />
      )}
    </Box>
  );
}

/** The legend on the instructions page; only answered questions (marked or not) are scored. */
export function PaletteLegend() {
  const { t } = useTranslation('exams');
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.25 }} aria-label={t('palette.title')}>
      {PALETTE_STATES.map((state, i) => (
        <Stack component="li" key={state} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <PaletteSwatch state={state}>{i + 1}</PaletteSwatch>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`palette.${state}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`palette.${state}Help`)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

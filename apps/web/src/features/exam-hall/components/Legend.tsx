import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StateCounts } from '../model/palette.ts';
import { STATE_ORDER } from './state-style.ts';
import { StateBadge } from './StateBadge.tsx';

/** The five states with their counts, and which of them are scored. */
export function Legend({ counts }: { counts: StateCounts }) {
  const { t } = useTranslation('examHall');
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('legend.title')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {STATE_ORDER.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, gridColumn: state === 'answeredMarked' ? '1 / -1' : undefined }}
          >
            <StateBadge state={state} size={30}>
              {counts[state]}
            </StateBadge>
            <Typography variant="body2" component="span" sx={{ lineHeight: 1.25 }}>
              {t(`states.${state}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5, lineHeight: 1.45 }}>
        {t('legend.help')}
      </Typography>
    </Box>
  );
}

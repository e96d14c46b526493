import { Box, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@pariksha/shared/schemas/attempts';
import { rankState } from '../lib/status.ts';
import { formatDateTime, formatNumber } from '../lib/time.ts';

/** Rank and percentile among submitted first attempts; a live test keeps them until it closes. */
export function RankPanel({ result, now }: { result: AttemptResult; now: number }) {
  const { t, i18n } = useTranslation('exams');
  const state = rankState(result, now);
  if (state.kind === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <ScheduleIcon color="action" aria-hidden />
        <Typography>{t('results.ranksLater', { time: formatDateTime(state.ranksAt, i18n.language) })}</Typography>
      </Box>
    );
  }
  if (state.kind === 'unranked') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <EmojiEventsIcon color="disabled" aria-hidden />
        <Typography color="text.secondary">{t('results.unranked')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <EmojiEventsIcon sx={{ color: '#f9a825', fontSize: 40 }} aria-hidden />
      <Box>
        <Typography sx={{ fontWeight: 800, fontSize: '1.4rem', lineHeight: 1.2 }}>
          {t('results.rank', { rank: state.rank, total: result.totalAttempts })}
        </Typography>
        {state.percentile !== null && (
          <Typography color="text.secondary">
            {t('results.percentile', { value: formatNumber(state.percentile, i18n.language) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import { Box, Paper, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { earlyText } from '../../../lib/early-data.ts';

/** The question's text block (QuestionPanel's MathText): shared with the skeleton, which draws it in the same place. */
export const QUESTION_TEXT_SX = { fontSize: { xs: '1.05rem', md: '1.1rem' }, lineHeight: 1.7, mb: 2 } as const;
/** The row above the text (number, marks, save state): as tall in the skeleton as on the page. */
export const QUESTION_HEAD_SX = {
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  mb: 1.5,
  flexWrap: 'wrap',
  minHeight: 28,
} as const;

/**
 * The hall while it loads, in the hall's own frame (issue 15): its bar (two rows on a phone, one
 * when wide), the section tabs, the question card with its text and options, and the palette on
 * wide screens, at the hall's sizes, so the question text is where the hall will draw it. Drawn
 * both by the route (before the hall's code has arrived) and by the hall itself (before its
 * attempt has). The question's text is the hall's largest: /boot.js writes it into the
 * prerendered block (`data-early="question-text"`) as soon as the attempt and paper have arrived,
 * and this draws it too until the hall does (lib/early-data.ts earlyText). `label` names the
 * progress indicator; without it, the common "Loading…".
 */
export function HallSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const text = earlyText(location.pathname);
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label ?? t('loading')}>
      <Paper square elevation={2} sx={{ px: { xs: 1, md: 2 }, py: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, minHeight: 44 }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="25%" sx={{ fontSize: '0.75rem' }} />
          </Box>
          <Skeleton variant="rounded" width={88} height={36} />
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1, mt: 0.75, minHeight: 44 }}>
          <Skeleton variant="rounded" width={88} height={40} />
          <Box sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={88} height={40} />
        </Box>
      </Paper>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1, md: 2 } }}>
        <Box sx={{ height: 44, display: 'flex', alignItems: 'center', gap: 2, px: 2 }}>
          <Skeleton variant="text" width={140} />
          <Skeleton variant="text" width={140} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, gap: 2, alignItems: 'start', mt: 1 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
            <Box sx={{ display: 'flex', ...QUESTION_HEAD_SX }}>
              <Skeleton variant="text" width="30%" />
            </Box>
            <Box data-early="question-text" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...QUESTION_TEXT_SX }}>
              {text ? <span>{text}</span> : <Skeleton variant="rounded" height={80} />}
            </Box>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 1.25 }} />
            ))}
          </Paper>
          <Skeleton variant="rounded" height={320} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      </Box>
    </Box>
  );
}

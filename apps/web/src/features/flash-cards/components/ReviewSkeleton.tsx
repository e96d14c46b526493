import { Paper, Skeleton, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { earlyText } from '../../../lib/early-data.ts';
import { SkeletonFrame } from '../../../components/SkeletonFrame.tsx';

/** The card on the review page, and its front: shared with the skeleton, which draws them in the same place. */
export const CARD_SX: SxProps<Theme> = {
  p: { xs: 2, sm: 3 },
  borderRadius: '18px',
  minHeight: { xs: 240, sm: 280 },
  display: 'flex',
  flexDirection: 'column',
};
/** The title row: as tall with or without the card's language toggle (a small toggle is taller than the title). */
export const TITLE_ROW_SX = { alignItems: 'center', gap: 1.5, mb: 1, minHeight: 34 } as const;
export const FRONT_SX = { fontSize: { xs: '1.15rem', sm: '1.3rem' }, fontWeight: 600, lineHeight: 1.5 } as const;

/**
 * /flash-card/review while its code, messages and cards arrive (issue 15): the page's own frame
 * (PageFrame's padding; the back link, the title row, the progress bar, the card and its button
 * at the page's sizes), so nothing moves when the page comes. The first card's front is the
 * page's largest text: /boot.js writes it into the prerendered card as soon as the cards have
 * arrived (`data-early="card-front"`), before the app has loaded, and this draws it too until
 * the page does (lib/early-data.ts earlyText). One named progress indicator.
 */
export function ReviewSkeleton() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const front = earlyText(`${location.pathname}${location.search}`);
  const title = 'flashCards:review.title';
  return (
    <SkeletonFrame maxWidth={760}>
      <Skeleton variant="rounded" width={120} height={30.75} sx={{ mb: 1 }} />
      <Stack direction="row" sx={TITLE_ROW_SX}>
        {i18n.exists(title) ? (
          <Typography component="div" variant="h6" sx={{ fontWeight: 800, flexGrow: 1 }}>
            {t(title)}
          </Typography>
        ) : (
          <Skeleton variant="text" sx={{ flexGrow: 1, maxWidth: 160, fontSize: '1.25rem' }} />
        )}
        <Skeleton variant="text" width={48} />
      </Stack>
      <Skeleton variant="rounded" height={6} sx={{ mb: 2 }} />
      <Paper variant="outlined" sx={CARD_SX}>
        {/* The deck's name: a caption line (0.75rem at 1.66). */}
        <Skeleton variant="text" width="50%" sx={{ mb: 1, fontSize: '0.75rem', lineHeight: 1.66 }} />
        <Typography
          component="div"
          data-early="card-front"
          sx={{ minWidth: 0, ...FRONT_SX, flexGrow: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {front && <span>{front}</span>}
        </Typography>
      </Paper>
      <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
    </SkeletonFrame>
  );
}

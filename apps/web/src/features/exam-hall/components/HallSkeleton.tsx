import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The hall while it loads: its bar, the question with its options, and the palette on wide
 * screens. Drawn both by the route (before the hall's code has arrived) and by the hall itself
 * (before its attempt has), so the page does not change shape between the two. `label` names the
 * progress indicator; without it, the common "Loading…".
 */
export function HallSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label ?? t('loading')} sx={{ p: 2, maxWidth: 1200, mx: 'auto' }}>
      <Skeleton variant="rounded" height={48} />
      <Stack direction="row" sx={{ gap: 2, mt: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={80} sx={{ my: 2 }} />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 1.25 }} />
          ))}
        </Box>
        <Skeleton variant="rounded" width={280} height={320} sx={{ display: { xs: 'none', md: 'block' } }} />
      </Stack>
    </Box>
  );
}

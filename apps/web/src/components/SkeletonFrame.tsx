import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a signed-in page looks like while its code, messages and data arrive (issue 15): the
 * page's own frame (same padding and width as PageFrame) with grey blocks where its content
 * will be, instead of a spinner in an empty page. The shell (header, navigation) is already
 * drawn around it. One named progress indicator (axe: aria-progressbar-name).
 */
export function SkeletonFrame({ maxWidth = 1100, children }: { maxWidth?: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="route-skeleton"
      sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth, mx: 'auto' }}
    >
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { HallSession } from '../session/hall-session.ts';
import type { HallLoad as Load } from '../session/use-hall-session.ts';
import { HallLogo } from './HallLogo.tsx';
import { NoAttempt } from './NoAttempt.tsx';

type Props = { load: Load; examId: string; setId: string; children: (session: HallSession) => ReactNode };

/** The loading, no-attempt and error states shared by the sections page and the hall. */
export function HallLoad({ load, examId, setId, children }: Props) {
  const { t } = useTranslation('examHall');
  if (load.kind === 'ready') return children(load.session);
  // The attempt's routes have no site header (the focused frame): the logo is the way out.
  if (load.kind === 'none') {
    return (
      <>
        <Box sx={{ p: 1 }}>
          <HallLogo />
        </Box>
        <NoAttempt examId={examId} setId={setId} />
      </>
    );
  }
  if (load.kind === 'error') {
    return (
      <>
        <Box sx={{ p: 1 }}>
          <HallLogo />
        </Box>
        <Box sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
          <RetryAlert onRetry={load.retry}>{errorMessage(load.error, t('loadError'))}</RetryAlert>
        </Box>
      </>
    );
  }
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('loading')} sx={{ p: 2, maxWidth: 1200, mx: 'auto' }}>
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

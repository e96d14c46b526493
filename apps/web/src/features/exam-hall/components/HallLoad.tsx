import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { HallSession } from '../session/hall-session.ts';
import type { HallLoad as Load } from '../session/use-hall-session.ts';
import { HallLogo } from './HallLogo.tsx';
import { HallSkeleton } from './HallSkeleton.tsx';
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
  return <HallSkeleton label={t('loading')} />;
}

import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { examUrls } from '../lib/route-shape.ts';

/** True for an id the server does not know (404) or cannot read (400): trying again cannot help. */
export const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A test series or paper that failed to load: a wrong or removed id is a not-found state with a way
 * back to the catalogue; anything else (network, server) keeps the retry.
 */
export function ExamLoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('exams');
  if (isMissing(error)) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Button component={RouterLink} to={examUrls.list()} variant="contained">
            {t('notFound.browse')}
          </Button>
        }
      />
    );
  }
  return <RetryAlert onRetry={onRetry}>{errorMessage(error, fallback)}</RetryAlert>;
}

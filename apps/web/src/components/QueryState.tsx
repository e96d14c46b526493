import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api.ts';

/** A failed load: the reason, and a retry button beside it. */
export function RetryAlert({ children, onRetry, sx }: { children: ReactNode; onRetry: () => void; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

type Props<T> = {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** The page's own skeleton (or spinner) while the first load runs. */
  loading: ReactNode;
  /** Shown when the server's error has no message of its own; common:errors.generic by default. */
  errorFallback?: string;
  children: (data: T) => ReactNode;
};

/**
 * A page's loading, error-with-retry and loaded states for one query. A failed refetch shows
 * the error above the data already loaded, so a form below keeps what was typed.
 */
export function QueryState<T>({ query, loading, errorFallback, children }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <>
      {query.isPending && loading}
      {query.isError && (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, errorFallback ?? t('errors.generic'))}</RetryAlert>
      )}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

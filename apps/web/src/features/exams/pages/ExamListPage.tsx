import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useExamList } from '../api.ts';
import { ExamCard } from '../components/ExamCard.tsx';
import { ExamFiltersBar } from '../components/ExamFiltersBar.tsx';
import { EmptyState, PageFrame } from '../components/PageFrame.tsx';
import { hasActiveFilters, pageCount, readFilters, updateFilters, writeFilters, type ExamFilters } from '../lib/filters.ts';

/** /exams ("Test Series"): every test series the student can see, filtered through the URL. */
export function ExamListPage() {
  const { t } = useTranslation(['exams', 'common']);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useExamList(filters);

  const change = useCallback(
    (patch: Partial<ExamFilters>) =>
      setParams((prev) => writeFilters(updateFilters(readFilters(prev), patch)), { replace: !('page' in patch) }),
    [setParams],
  );
  const clear = () => change({ code: undefined, kind: undefined, language: undefined, access: undefined, search: undefined });

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, list.data?.limit);

  return (
    <PageFrame title={t('list.title')} subtitle={t('list.intro')}>
      <ExamFiltersBar filters={filters} onChange={change} />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('list.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        hasActiveFilters(filters) ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('list.noMatch')}
            body={t('list.noMatchBody')}
            action={
              <Button variant="outlined" onClick={clear}>
                {t('list.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<LibraryBooksIcon />} title={t('list.empty')} body={t('list.emptyBody')} />
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('list.count', { count: total })}
          </Typography>
          <Grid
            container
            spacing={2}
            sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
            aria-busy={list.isPlaceholderData}
          >
            {list.data!.data.map((exam) => (
              <Grid key={exam.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <ExamCard exam={exam} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && (
            <Box component="nav" aria-label={t('list.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={Math.min(filters.page, pages)}
                onChange={(_, page) => change({ page })}
                color="primary"
                siblingCount={0}
              />
            </Box>
          )}
        </>
      )}
    </PageFrame>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack aria-busy="true" aria-label={t('loading')}>
      <Skeleton width={120} sx={{ mb: 1.5 }} />
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={220} sx={{ borderRadius: '14px' }} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

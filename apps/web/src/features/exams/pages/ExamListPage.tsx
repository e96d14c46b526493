import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useExamList } from '../api.ts';
import { ExamCard } from '../components/ExamCard.tsx';
import { ExamFiltersBar } from '../components/ExamFiltersBar.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { hasActiveFilters, pageCount, readFilters, updateFilters, writeFilters, type ExamFilters } from '../lib/filters.ts';
import { CardGrid, CardGridSkeleton, ListPagination } from '../../../components/CardList.tsx';

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
        <CardGridSkeleton height={220} />
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
          <CardGrid items={list.data!.data} stale={list.isPlaceholderData} first={1} render={(exam) => <ExamCard exam={exam} />} />
          <ListPagination label={t('list.pagination')} pages={pages} page={filters.page} onChange={(page) => change({ page })} />
        </>
      )}
    </PageFrame>
  );
}

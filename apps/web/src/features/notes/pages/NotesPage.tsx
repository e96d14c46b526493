import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../app/paths.ts';
import { useNotes } from '../api.ts';
import { NoteCard } from '../components/NoteCard.tsx';
import { EmptyState } from '../../../components/PageFrame.tsx';
import { CardGrid, CardGridSkeleton, ListPagination } from '../../../components/CardList.tsx';
import { StudyFrame } from '../components/StudyFrame.tsx';
import { StudyFilters } from '../components/StudyFilters.tsx';
import { hasActiveFilters, pageCount, readFilters, updateFilters, writeFilters, type StudyFilters as Filters } from '../lib/filters.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /notes: the notes the student may read, filtered by subject, topic and a search in the URL. */
export function NotesPage() {
  const { t, i18n } = useTranslation(['notes', 'common']);
  const lang = asLang(i18n.language);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useNotes(filters);

  const change = useCallback(
    (patch: Partial<Filters>) =>
      setParams((prev) => writeFilters(updateFilters(readFilters(prev), patch)), { replace: !('page' in patch) }),
    [setParams],
  );
  const clear = () => change({ subject: '', topic: '', search: '' });
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, list.data?.limit);
  const canWrite = list.data?.canWrite ?? false;

  return (
    <StudyFrame
      title={t('notes.title')}
      subtitle={t('notes.intro')}
      tabs
      actions={
        canWrite && (
          <Button component={RouterLink} to={paths.noteNew} variant="contained" startIcon={<AddIcon />}>
            {t('notes.new')}
          </Button>
        )
      }
    >
      <StudyFilters value={filters} onChange={change} />
      {list.isPending ? (
        <CardGridSkeleton height={190} />
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('notes.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        hasActiveFilters(filters) ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('notes.noMatch')}
            body={t('notes.noMatchBody')}
            action={
              <Button variant="outlined" onClick={clear}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<DescriptionIcon />}
            title={t('notes.empty')}
            body={canWrite ? t('notes.emptyStaff') : t('notes.emptyBody')}
            action={
              canWrite && (
                <Button component={RouterLink} to={paths.noteNew} variant="contained" startIcon={<AddIcon />}>
                  {t('notes.new')}
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          {list.isError && <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('notes.loadError'))}</RetryAlert>}
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('notes.count', { count: total })}
          </Typography>
          <CardGrid items={list.data!.data} stale={list.isPlaceholderData} render={(note) => <NoteCard note={note} lang={lang} />} />
          <ListPagination label={t('notes.pagination')} pages={pages} page={filters.page} onChange={(page) => change({ page })} />
        </>
      )}
    </StudyFrame>
  );
}

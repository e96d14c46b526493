import { useState } from 'react';
import { Box, Chip, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import { useTranslation } from 'react-i18next';
import { BOOKMARK_SOURCES, type BookmarkSource } from '@pariksha/shared/schemas/bookmarks';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { EmptyState } from '../../../components/PageFrame.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useBookmarkList } from '../../../lib/bookmarks-api.ts';
import { BookmarkedQuestionCard } from './BookmarkedQuestionCard.tsx';
import { asLang } from '../../../lib/bilingual.ts';

const PAGE_SIZE = 10;

/** The one list of bookmarks: practice, quiz, daily problem and exam review, newest first. */
export function BookmarksView() {
  const { t, i18n } = useTranslation('practice');
  const [source, setSource] = useState<BookmarkSource | undefined>();
  const [page, setPage] = useState(1);
  const list = useBookmarkList({ page, limit: PAGE_SIZE, source });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const lang = asLang(i18n.language);
  const choose = (next: BookmarkSource | undefined) => {
    setSource(next);
    setPage(1);
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} role="group" aria-label={t('bookmarks.filter')}>
        <Chip
          label={t('bookmarks.all')}
          color={source ? 'default' : 'primary'}
          variant={source ? 'outlined' : 'filled'}
          onClick={() => choose(undefined)}
          aria-pressed={!source}
        />
        {BOOKMARK_SOURCES.map((s) => (
          <Chip
            key={s}
            label={t(`source.${s}`)}
            color={source === s ? 'primary' : 'default'}
            variant={source === s ? 'filled' : 'outlined'}
            onClick={() => choose(s)}
            aria-pressed={source === s}
          />
        ))}
      </Stack>
      {list.isPending ? (
        <Stack sx={{ gap: 2 }} aria-hidden>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('bookmarks.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        <EmptyState
          icon={<BookmarksOutlinedIcon />}
          title={source ? t('bookmarks.emptySource') : t('bookmarks.empty')}
          body={t('bookmarks.emptyBody')}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('bookmarks.count', { count: total })}
          </Typography>
          <Stack sx={{ gap: 2, opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
            {list.data!.data.map((item) => (
              <BookmarkedQuestionCard key={item.question.id} item={item} lang={lang} />
            ))}
          </Stack>
          {pages > 1 && (
            <Box component="nav" aria-label={t('bookmarks.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" siblingCount={0} />
            </Box>
          )}
        </>
      )}
    </>
  );
}

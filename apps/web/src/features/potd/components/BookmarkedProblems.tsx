import { useState } from 'react';
import { Box, Button, Chip, Collapse, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useTranslation } from 'react-i18next';
import type { BookmarkItem } from '@pariksha/shared/schemas/bookmarks';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { useBookmarkList } from '../../../lib/bookmarks-api.ts';
import { formatDay } from '../lib/dates.ts';
import { DifficultyChip } from './DifficultyChip.tsx';

const PAGE = 10;
const pickText = (b: { hi?: string; en?: string }, lang: string) => (lang === 'hi' ? b.hi || b.en : b.en || b.hi) ?? '';

/** The questions bookmarked on the daily problem (source 'potd'), newest first. */
export function BookmarkedProblems() {
  const { t } = useTranslation('potd');
  const [shown, setShown] = useState(PAGE);
  const list = useBookmarkList({ page: 1, limit: shown, source: 'potd' });

  if (list.isPending) {
    return (
      <Stack sx={{ gap: 1 }} role="progressbar" aria-busy="true" aria-label={t('management.bookmarks')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={80} />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <RetryAlert onRetry={() => void list.refetch()}>{t('management.bookmarksError')}</RetryAlert>;
  const { data, total } = list.data;
  if (total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderRadius: '16px' }}>
        <BookmarkBorderIcon aria-hidden sx={{ fontSize: 44, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 700 }}>{t('management.noBookmarks')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('management.noBookmarksBody')}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: '16px', overflow: 'hidden' }}>
      <List disablePadding aria-label={t('management.bookmarks')}>
        {data.map((item, i) => (
          <BookmarkRow key={item.question.id} item={item} divider={i < data.length - 1} />
        ))}
      </List>
      {data.length < total && (
        <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
          <Button onClick={() => setShown((n) => Math.min(n + PAGE, 100))} disabled={list.isFetching}>
            {t('management.loadMore')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function BookmarkRow({ item, divider }: { item: BookmarkItem; divider: boolean }) {
  const { t, i18n } = useTranslation('potd');
  const [open, setOpen] = useState(false);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const q = item.question;
  const correct = q.options.filter((o) => q.correctOptionIds.includes(o.id)).map((o) => pickText(o.text, lang));
  const explanation = pickText(q.explanation, lang);
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 0.5 }}>
            <DifficultyChip difficulty={q.difficulty} />
            <Chip size="small" variant="outlined" label={topicLabel(q.subject, q.topic, lang)} />
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {formatDay(item.createdAt.slice(0, 10), i18n.language, { day: 'numeric', month: 'short', year: 'numeric' })}
            </Typography>
          </Stack>
          <MathText text={pickText(q.text, lang)} component="div" sx={{ fontWeight: 600 }} />
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ mt: 0.5, ml: -0.5 }}>
            {open ? t('management.hideAnswer') : t('management.showAnswer')}
          </Button>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ mt: 0.5, p: 1.25, borderRadius: '10px', bgcolor: 'rgba(46, 125, 50, 0.08)' }}>
              <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
                {t('correctAnswer')}: <MathText text={correct.join(', ')} />
              </Typography>
              {explanation && (
                <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  <MathText text={explanation} component="div" />
                </Typography>
              )}
            </Box>
          </Collapse>
        </Box>
        <BookmarkButton questionId={q.id} source="potd" initial />
      </Stack>
    </ListItem>
  );
}

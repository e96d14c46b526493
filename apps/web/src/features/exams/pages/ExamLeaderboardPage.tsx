import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useLeaderboard } from '../api.ts';
import { LeaderboardTable } from '../components/LeaderboardTable.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { pageCount } from '../lib/filters.ts';
import { examUrls } from '../lib/route-shape.ts';
import { formatDateTime } from '../lib/time.ts';
import { pickText } from '../../../lib/bilingual.ts';

export const LEADERBOARD_PAGE = 20;

/** /exam-leaderboard?setId=…: one set's ranking of first attempts, the student's own row always shown. */
export function ExamLeaderboardPage() {
  const { t, i18n } = useTranslation(['exams', 'common']);
  const [params, setParams] = useSearchParams();
  const setId = params.get('setId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useLeaderboard(setId, page, LEADERBOARD_PAGE);
  const back = { to: examUrls.myLeaderboards(), label: t('myRanks.title') };

  if (!setId) {
    return (
      <PageFrame back={back} title={t('leaderboard.title')}>
        <EmptyState
          icon={<LeaderboardIcon />}
          title={t('leaderboard.noSet')}
          body={t('leaderboard.noSetBody')}
          action={
            <Button variant="contained" component={RouterLink} to={examUrls.myLeaderboards()}>
              {t('myRanks.title')}
            </Button>
          }
        />
      </PageFrame>
    );
  }
  if (board.isPending) {
    return (
      <PageFrame back={back} title={t('leaderboard.title')}>
        <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={36} />
          ))}
        </Stack>
      </PageFrame>
    );
  }
  if (board.isError && !board.data) {
    return (
      <PageFrame back={back} title={t('leaderboard.title')}>
        <RetryAlert onRetry={() => void board.refetch()}>{errorMessage(board.error, t('leaderboard.loadError'))}</RetryAlert>
      </PageFrame>
    );
  }

  const data = board.data!;
  const pages = pageCount(data.total, data.limit || LEADERBOARD_PAGE);
  const pending = data.ranksAt && Date.parse(data.ranksAt) > Date.now();
  const goTo = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  return (
    <PageFrame
      back={back}
      title={t('leaderboard.title')}
      subtitle={`${pickText(data.examTitle, i18n.language)} · ${pickText(data.title, i18n.language)}`}
    >
      {pending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('results.ranksLater', { time: formatDateTime(data.ranksAt!, i18n.language) })}
        </Alert>
      )}
      {data.rows.length === 0 && !data.me ? (
        !pending && <EmptyState icon={<LeaderboardIcon />} title={t('leaderboard.empty')} body={t('leaderboard.emptyBody')} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden', opacity: board.isPlaceholderData ? 0.6 : 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} role="status">
            {t('leaderboard.count', { count: data.total })}
          </Typography>
          <LeaderboardTable board={data} />
        </Paper>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('list.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => goTo(p)} color="primary" siblingCount={0} />
        </Box>
      )}
    </PageFrame>
  );
}

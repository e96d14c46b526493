import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, Pagination, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@pariksha/shared/constants';
import { LEADERBOARD_PERIODS, LEADERBOARD_SCOPES } from '@pariksha/shared/points';
import type { GlobalLeaderboard } from '@pariksha/shared/schemas/global-leaderboard';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { BOARD_PAGE_SIZE, useGlobalLeaderboard } from '../api.ts';
import { HowPoints } from '../components/HowPoints.tsx';
import { PointsTable } from '../components/PointsTable.tsx';
import { formatSince, pageCount, readBoardParams } from '../lib/view.ts';

/**
 * /global-leaderboard: points from quizzes, tests and the daily problem, this week, this month
 * or all time, for my organisation or the whole platform. My own row is always on screen.
 */
export function GlobalLeaderboardPage() {
  const { t } = useTranslation('globalLeaderboard');
  const [params, setParams] = useSearchParams();
  const choice = readBoardParams(params);
  const query = useGlobalLeaderboard(choice);

  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame title={t('title')} subtitle={t('intro')} maxWidth={1150}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice.period}
          onChange={(_, v: string | null) => v && set({ period: v, page: undefined })}
          aria-label={t('period.label')}
          sx={{ '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 1.5 } }}
        >
          {LEADERBOARD_PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`period.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice.scope}
          onChange={(_, v: string | null) => v && set({ scope: v, page: undefined })}
          aria-label={t('scope.label')}
          sx={{ '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 1.5 } }}
        >
          {LEADERBOARD_SCOPES.map((s) => (
            <ToggleButton key={s} value={s}>
              {t(`scope.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          {query.isPending ? (
            <BoardSkeleton />
          ) : query.isError && !query.data ? (
            <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, t('loadError'))}</RetryAlert>
          ) : (
            <Stack sx={{ gap: 2 }}>
              {query.isError && <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, t('loadError'))}</RetryAlert>}
              <Board data={query.data} stale={query.isPlaceholderData} onPage={(p) => set({ page: p > 1 ? String(p) : undefined })} />
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HowPoints timeZone={query.data?.timeZone ?? DEFAULT_TIME_ZONE} />
        </Grid>
      </Grid>
    </PageFrame>
  );
}

function Board({ data, stale, onPage }: { data: GlobalLeaderboard; stale: boolean; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('globalLeaderboard');
  const pages = pageCount(data.total, data.limit || BOARD_PAGE_SIZE);
  const since = data.from
    ? t('since', { date: formatSince(data.from, data.timeZone, i18n.language, data.period === 'week') })
    : t('sinceAll');
  return (
    <Stack sx={{ gap: 2, opacity: stale ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={stale}>
      <MyStanding data={data} />
      {data.total === 0 ? (
        <EmptyState
          icon={<LeaderboardIcon />}
          title={t(`empty.${data.period}`)}
          body={t('empty.body')}
          action={
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" component={RouterLink} to={paths.quiz}>
                {t('takeQuiz')}
              </Button>
              <Button variant="outlined" component={RouterLink} to={paths.potd}>
                {t('solvePotd')}
              </Button>
            </Stack>
          }
        />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden' }}>
          <Stack direction="row" sx={{ px: 2, pt: 1.5, pb: 0.5, gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {since}
            </Typography>
            <Typography variant="body2" color="text.secondary" role="status">
              {t('count', { count: data.total })}
            </Typography>
          </Stack>
          <PointsTable board={data} />
        </Paper>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('pagination')} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pages} page={Math.min(data.page, pages)} onChange={(_, p) => onPage(p)} color="primary" siblingCount={0} />
        </Box>
      )}
    </Stack>
  );
}

/** My rank and points at a glance, or how to get on the board. */
function MyStanding({ data }: { data: GlobalLeaderboard }) {
  const { t } = useTranslation('globalLeaderboard');
  if (!data.me) {
    if (data.total === 0) return null; // the empty state says it
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: '14px', bgcolor: 'rgba(25,118,210,0.04)' }}>
        <Typography>{t('noPointsYet')}</Typography>
      </Paper>
    );
  }
  const cards = [
    { key: 'rank', label: t('myRank'), value: t('myRankValue', { rank: data.me.rank, total: data.total }) },
    { key: 'points', label: t('myPoints'), value: String(data.me.points) },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('myRank')}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px', bgcolor: 'rgba(25,118,210,0.06)' }}
    >
      <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Stack component="dl" direction="row" sx={{ gap: { xs: 2, sm: 4 }, m: 0 }}>
          {cards.map((c) => (
            <Box key={c.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {c.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.2 }}>
                {c.value}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ pb: 0.25 }}>
          {t('breakdown', { quiz: data.me.quizPoints, test: data.me.testPoints, potd: data.me.potdPoints })}
        </Typography>
      </Stack>
    </Paper>
  );
}

/**
 * About a short board's height: on a phone the points explainer sits below it, and a skeleton
 * much taller than the board (8 rows) pulled the explainer up into view when the board came (a
 * layout shift of 0.057 at 360 px with the demo's board). A long board pushes it down from the
 * screen's bottom edge instead, a smaller shift.
 */
function BoardSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="rounded" height={72} />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

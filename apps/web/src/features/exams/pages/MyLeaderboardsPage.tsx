import { Link as RouterLink } from 'react-router';
import { Box, Button, List, ListItemButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useMyLeaderboards } from '../api.ts';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { examUrls } from '../lib/route-shape.ts';
import { formatDateTime } from '../lib/time.ts';
import { pickText } from '../../../lib/bilingual.ts';

/** /leaderboard: every set the student has a result in, with their rank there. */
export function MyLeaderboardsPage() {
  const { t, i18n } = useTranslation(['exams', 'common']);
  const mine = useMyLeaderboards();

  return (
    <PageFrame title={t('myRanks.title')} subtitle={t('myRanks.intro')} maxWidth={860}>
      {mine.isPending ? (
        <Stack sx={{ gap: 1.25 }} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : mine.isError ? (
        <RetryAlert onRetry={() => void mine.refetch()}>{errorMessage(mine.error, t('myRanks.loadError'))}</RetryAlert>
      ) : mine.data.data.length === 0 ? (
        <EmptyState
          icon={<EmojiEventsIcon />}
          title={t('myRanks.empty')}
          body={t('myRanks.emptyBody')}
          action={
            <Button variant="contained" component={RouterLink} to={examUrls.list()}>
              {t('list.title')}
            </Button>
          }
        />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden' }}>
          <List disablePadding>
            {mine.data.data.map((row, i) => (
              <ListItemButton
                key={row.setId}
                component={RouterLink}
                to={examUrls.leaderboard(row.setId)}
                divider={i < mine.data.data.length - 1}
                sx={{ gap: 1.5, py: 1.25 }}
              >
                <Box sx={{ width: 64, flexShrink: 0, textAlign: 'center' }}>
                  {row.rank !== null ? (
                    <>
                      <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', lineHeight: 1.1 }}>#{row.rank}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t('myRanks.of', { total: row.total })}
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      {t('myRanks.pending')}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{pickText(row.examTitle, i18n.language)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {pickText(row.title, i18n.language)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('myRanks.scoreOn', { score: row.score, date: formatDateTime(row.submittedAt, i18n.language) })}
                  </Typography>
                </Box>
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </PageFrame>
  );
}

import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'react-i18next';
import type { LiveTestList } from '@pariksha/shared/schemas/exams';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useLiveTests } from '../api.ts';
import { LiveTestCard } from '../components/LiveTestCard.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { examUrls } from '../lib/route-shape.ts';
import { groupLiveTests, nextLiveChange } from '../lib/status.ts';
import { clockOffset } from '../lib/time.ts';
import { useServerNow } from '../lib/use-server-now.ts';

/** /mock-test ("Live Test"): live now, upcoming and ended live tests, counting down by the server clock. */
export function LiveTestsPage() {
  const { t } = useTranslation(['exams', 'common']);
  const live = useLiveTests();
  return (
    <PageFrame
      title={t('live.title')}
      subtitle={t('live.intro')}
      actions={
        <Button variant="outlined" size="small" component={RouterLink} to={examUrls.myLeaderboards()}>
          {t('myRanks.title')}
        </Button>
      }
    >
      {live.isPending ? (
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={170} sx={{ borderRadius: '14px' }} />
          ))}
        </Stack>
      ) : live.isError && !live.data ? (
        <RetryAlert onRetry={() => void live.refetch()}>{errorMessage(live.error, t('live.loadError'))}</RetryAlert>
      ) : (
        <LiveGroups list={live.data!} receivedAt={live.dataUpdatedAt} onChange={live.refetch} />
      )}
    </PageFrame>
  );
}

function LiveGroups({ list, receivedAt, onChange }: { list: LiveTestList; receivedAt: number; onChange: () => unknown }) {
  const { t } = useTranslation('exams');
  const now = useServerNow(clockOffset(list.serverNow, receivedAt));
  const groups = groupLiveTests(list, now);
  const all = [...groups.live, ...groups.upcoming, ...groups.ended];
  const next = nextLiveChange(all, now);

  // When a test opens or closes, fetch again: the student's status and the result links change.
  useEffect(() => {
    if (next === null) return;
    const wait = next - now + 1500;
    if (wait > 24 * 3600_000) return;
    const id = window.setTimeout(() => void onChange(), wait);
    return () => window.clearTimeout(id);
    // `now` is read once per `next`: re-arming every tick would never fire.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, onChange]);

  if (all.length === 0) return <EmptyState icon={<EventBusyIcon />} title={t('live.empty')} body={t('live.emptyBody')} />;
  return (
    <Stack sx={{ gap: 3 }}>
      {(['live', 'upcoming', 'ended'] as const).map((status) => (
        <Box component="section" key={status} aria-labelledby={`live-${status}`}>
          <Typography id={`live-${status}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.25 }}>
            {t(`live.group.${status}`, { count: groups[status].length })}
          </Typography>
          {groups[status].length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              {t(`live.none.${status}`)}
            </Typography>
          ) : (
            <Grid container spacing={2}>
              {groups[status].map((exam) => (
                <Grid key={exam.id} size={{ xs: 12, md: 6 }}>
                  <LiveTestCard exam={exam} status={status} now={now} />
                </Grid>
              ))}
            </Grid>
          )}
        </Box>
      ))}
    </Stack>
  );
}

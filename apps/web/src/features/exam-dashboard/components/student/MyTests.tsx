import type { ReactNode } from 'react';
import { Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useAuth } from '../../../../lib/session.ts';
import { useCatalogue, useLiveTests } from '../../api/student.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { ExamCard } from './ExamCard.tsx';
import { groupStudentExams, type CardVariant } from '../../lib/student-groups.ts';

/** The organisation's tests as a student sees them: live now, upcoming, to take, and done. */
export function MyTests() {
  const { t } = useTranslation('examDashboard');
  const { claims, isStaff } = useAuth();
  const catalogue = useCatalogue();
  const live = useLiveTests();

  if (catalogue.isPending || live.isPending) return <MyTestsSkeleton label={t('loading')} />;

  const exams = catalogue.data?.pages.flatMap((p) => p.data) ?? [];
  const groups = groupStudentExams(exams, live.data, claims?.organizationId ?? null);
  const total = groups.live.length + groups.upcoming.length + groups.available.length + groups.done.length;
  const errors = [catalogue, live].filter((q) => q.isError);

  return (
    <Stack spacing={4}>
      {errors.map((q, i) => (
        <RetryAlert key={i} onRetry={() => void q.refetch()}>
          {errorMessage(q.error, t('mine.loadError'))}
        </RetryAlert>
      ))}
      {total === 0 && errors.length === 0 && (
        <EmptyState title={t('mine.empty')} hint={isStaff ? t('mine.emptyStaff') : t('mine.emptyHint')} />
      )}
      <Group title={t('mine.live')} variant="live" items={groups.live} />
      <Group title={t('mine.upcoming')} variant="upcoming" items={groups.upcoming} />
      <Group title={t('mine.available')} variant="available" items={groups.available} />
      <Group title={t('mine.done')} variant="done" items={groups.done} />
      {catalogue.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void catalogue.fetchNextPage()} disabled={catalogue.isFetchingNextPage}>
            {catalogue.isFetchingNextPage ? t('loading') : t('mine.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function Group({ title, variant, items }: { title: string; variant: CardVariant; items: Parameters<typeof ExamCard>[0]['exam'][] }) {
  if (items.length === 0) return null;
  const id = `mine-${variant}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title} ({items.length})
      </Typography>
      <Grid container spacing={2}>
        {items.map((exam) => (
          <Grid key={exam.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <ExamCard exam={exam} variant={variant} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function MyTestsSkeleton({ label }: { label: string }): ReactNode {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={180} />
        </Grid>
      ))}
    </Grid>
  );
}

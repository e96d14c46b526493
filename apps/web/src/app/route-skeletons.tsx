import { Box, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton } from '../components/CardGridSkeleton.tsx';
import { SkeletonFrame } from '../components/SkeletonFrame.tsx';
import { DailyProblemSkeleton } from '../features/potd/components/DailyProblemSkeleton.tsx';

/**
 * The page's title and its line of introduction, at PageFrame's sizes: the words themselves once
 * the page's namespace is in (always in the prerendered shell, and in the app's first render over
 * it, which waits for it: lib/render-over-shell.ts), grey lines before. Not a heading element: the
 * page's own h1 is the one to find, and this sits inside a progress indicator.
 */
function Heading({ action = false, title, intro }: { action?: boolean; title?: string; intro?: string }) {
  const { t, i18n } = useTranslation();
  const known = !!title && !!intro && i18n.exists(title) && i18n.exists(intro);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', mb: 2.5 }}>
      {known ? (
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="h4"
            component="div"
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {t(title)}
          </Typography>
          <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
            {t(intro)}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Skeleton variant="text" sx={{ width: '55%', maxWidth: 360, fontSize: { xs: '1.5rem', sm: '2rem' } }} />
          <Skeleton variant="text" sx={{ width: '85%', maxWidth: 560, mt: 0.5 }} />
        </Box>
      )}
      {action && <Skeleton variant="rounded" width={160} height={36} />}
    </Stack>
  );
}

/** /exams: heading, the filters panel and the card grid. */
export function ExamListSkeleton() {
  return (
    <SkeletonFrame>
      <Heading title="exams:list.title" intro="exams:list.intro" />
      <Skeleton variant="rounded" sx={{ height: { xs: 176, sm: 128 }, borderRadius: '14px', mb: 2 }} />
      <CardGridSkeleton height={220} />
    </SkeletonFrame>
  );
}

/** /quiz: heading with the dashboard button, and the subject tiles. */
export function SubjectGridSkeleton() {
  return (
    <SkeletonFrame>
      <Heading action title="quiz:home.title" intro="quiz:home.intro" />
      <Grid container spacing={2}>
        {Array.from({ length: 6 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={76} />
          </Grid>
        ))}
      </Grid>
    </SkeletonFrame>
  );
}

/** /potd: heading and the daily problem. */
export function PotdSkeleton() {
  return (
    <SkeletonFrame maxWidth={820}>
      <Heading title="potd:title" intro="potd:intro" />
      <DailyProblemSkeleton />
    </SkeletonFrame>
  );
}

/** /flash-card/review's skeleton is the page's own loading state (one drawing for both). */
export { ReviewSkeleton } from '../features/flash-cards/components/ReviewSkeleton.tsx';

/** The hall's skeleton is the hall's own loading state (one drawing for both). */
export { HallSkeleton } from '../features/exam-hall/components/HallSkeleton.tsx';

import { Skeleton, Stack } from '@mui/material';
import Grid from '@mui/material/Grid';

/** The daily problem's body: the two streak cards and the problem card (the page's and the dialog's loading state, and the route's skeleton). */
export function DailyProblemSkeleton() {
  return (
    <Stack sx={{ gap: 2 }}>
      <Grid container spacing={1.5}>
        {[0, 1].map((i) => (
          <Grid key={i} size={6}>
            <Skeleton variant="rounded" sx={{ height: { xs: 68, sm: 80 }, borderRadius: '14px' }} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" sx={{ height: 400, borderRadius: '16px' }} />
    </Stack>
  );
}

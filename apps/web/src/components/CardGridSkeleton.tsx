import { Skeleton, Stack } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

/** One column on phones and up to three on laptops (CardGrid's cells). */
export const CELL = { xs: 12, sm: 6, lg: 4 } as const;

/** The card grid's loading state: a count line and six card-sized placeholders. */
export function CardGridSkeleton({ height }: { height: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack aria-busy="true" aria-label={t('loading')}>
      <Skeleton width={120} sx={{ mb: 1.5 }} />
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Grid key={i} size={CELL}>
            <Skeleton variant="rounded" height={height} sx={{ borderRadius: '14px' }} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

import { Button, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RATINGS } from '@pariksha/shared/flash-cards/ratings';
import type { FlashRating, IntervalPreviews } from '@pariksha/shared/schemas/flash-cards';
import { intervalLabel } from '../lib/text.ts';

const COLORS = { again: 'error', hard: 'warning', good: 'success', easy: 'primary' } as const;

type Props = {
  intervals: IntervalPreviews;
  disabled?: boolean;
  onRate: (rating: FlashRating) => void;
  /** The Good button, focused when the answer is shown (Space then means Good, as in Anki). */
  goodRef?: React.Ref<HTMLButtonElement>;
};

/** Again / Hard / Good / Easy, each with the interval it would set ("Good · 3 days"). */
export function RatingButtons({ intervals, disabled, onRate, goodRef }: Props) {
  const { t } = useTranslation('flashCards');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
      {RATINGS.map((rating, i) => {
        const label = t(`review.rate.${rating}`);
        const interval = intervalLabel(t, intervals[rating].minutes);
        return (
          <Button
            key={rating}
            ref={rating === 'good' ? goodRef : undefined}
            variant={rating === 'good' ? 'contained' : 'outlined'}
            color={COLORS[rating]}
            disabled={disabled}
            onClick={() => onRate(rating)}
            aria-label={t('review.rateLabel', { rating: label, interval })}
            aria-keyshortcuts={String(i + 1)}
            sx={{
              minHeight: 64,
              flexDirection: 'column',
              textTransform: 'none',
              lineHeight: 1.2,
              borderWidth: 2,
              '&:hover': { borderWidth: 2 },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
              {label}
            </Typography>
            <Typography component="span" variant="caption" sx={{ opacity: 0.85 }}>
              {interval}
            </Typography>
          </Button>
        );
      })}
    </Box>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Box, Button, Divider, LinearProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import FlipIcon from '@mui/icons-material/Flip';
import { useTranslation } from 'react-i18next';
import { RATINGS } from '@pariksha/shared/flash-cards/ratings';
import type { FlashRating, ReviewItem } from '@pariksha/shared/schemas/flash-cards';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { useMyDecks, useRateCard, useReviewQueue } from '../api.ts';
import { CardSide } from '../components/CardSide.tsx';
import { CARD_SX, FRONT_SX, ReviewSkeleton, TITLE_ROW_SX } from '../components/ReviewSkeleton.tsx';
import { forgetEarlyText } from '../../../lib/early-data.ts';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RatingButtons } from '../components/RatingButtons.tsx';
import { dueLabel } from '../lib/text.ts';
import { asLang, pickText, type Lang } from '../../../lib/bilingual.ts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('input, textarea, select, [contenteditable="true"]');
const onButton = (target: EventTarget | null) => target instanceof HTMLElement && !!target.closest('button, a, [role="button"]');

/**
 * /flash-card/review (?deck= for one deck): the due cards one by one. The front shows; Space
 * or "Show answer" flips it; Again / Hard / Good / Easy (or keys 1–4) rate it and the next
 * comes. The session works through the list it started with; at the end it says when the
 * next card is due.
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation('flashCards');
  const [params] = useSearchParams();
  const deckId = params.get('deck') ?? undefined;
  const queue = useReviewQueue(deckId);
  const rate = useRateCard();
  const show = useSnackbar((s) => s.show);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [cardLang, setCardLang] = useState<Lang>(asLang(i18n.language));
  const showRef = useRef<HTMLButtonElement>(null);
  const goodRef = useRef<HTMLButtonElement>(null);

  const items = queue.data?.data ?? [];
  const current: ReviewItem | undefined = items[index];
  const total = items.length;

  const next = useCallback(() => {
    setIndex((i) => i + 1);
    setFlipped(false);
  }, []);

  const onRate = useCallback(
    (rating: FlashRating) => {
      if (!current || rate.isPending) return;
      rate.mutate(
        { cardId: current.card.id, rating },
        {
          onSuccess: () => {
            setReviewed((n) => n + 1);
            next();
          },
          onError: (err) => {
            // Already rated (another tab, a retried tap) or deleted meanwhile: move on.
            if (err instanceof ApiError && (err.status === 409 || err.status === 404)) next();
            else show(errorMessage(err, t('review.rateError')), 'error');
          },
        },
      );
    },
    [current, rate, next, show, t],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!current || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (!flipped && (e.key === ' ' || e.key === 'Enter') && !onButton(e.target)) {
        e.preventDefault();
        setFlipped(true);
      } else if (flipped && ['1', '2', '3', '4'].includes(e.key)) {
        e.preventDefault();
        onRate(RATINGS[Number(e.key) - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, flipped, onRate]);

  // Keyboard focus follows the step: the flip button on a new card, Good once it is flipped.
  useEffect(() => {
    (flipped ? goodRef : showRef).current?.focus({ preventScroll: true });
  }, [flipped, index]);

  const back = { to: paths.flashCards, label: t('review.back') };

  // The route's skeleton drew the first card's front before the app came (/boot.js): the page draws its own now.
  const shown = !queue.isPending;
  useEffect(() => {
    if (shown) forgetEarlyText();
  }, [shown]);

  if (queue.isPending) return <ReviewSkeleton />;
  if (queue.isError || !queue.data) {
    return (
      <PageFrame back={back} maxWidth={760}>
        <RetryAlert onRetry={() => void queue.refetch()}>{errorMessage(queue.error, t('review.loadError'))}</RetryAlert>
      </PageFrame>
    );
  }

  if (!current) {
    return (
      <PageFrame back={back} title={t('review.title')} maxWidth={760}>
        <Finished
          reviewed={reviewed}
          deckId={deckId}
          initialNextDue={queue.data.nextDueAt}
          onContinue={async () => {
            // The old list stays (finished) until the new one has arrived.
            await queue.refetch();
            setIndex(0);
            setReviewed(0);
            setFlipped(false);
          }}
        />
      </PageFrame>
    );
  }

  const bilingual = Boolean((current.card.front.hi && current.card.front.en) || (current.card.back.hi && current.card.back.en));
  const position = index + 1;

  return (
    <PageFrame back={back} maxWidth={760}>
      <Stack direction="row" sx={TITLE_ROW_SX}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {t('review.title')}
        </Typography>
        {bilingual && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={cardLang}
            onChange={(_, v: Lang | null) => v && setCardLang(v)}
            aria-label={t('review.cardLanguage')}
          >
            <ToggleButton value="hi" lang="hi" sx={{ px: 1.25, py: 0.5, textTransform: 'none' }}>
              हिंदी
            </ToggleButton>
            <ToggleButton value="en" lang="en" sx={{ px: 1.25, py: 0.5, textTransform: 'none' }}>
              EN
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <Typography
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          aria-label={t('review.progressLabel', { current: position, total })}
          role="status"
        >
          {t('review.progress', { current: position, total })}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={(index / total) * 100} aria-hidden sx={{ height: 6, borderRadius: 3, mb: 2 }} />

      <Paper variant="outlined" component="section" aria-label={t('review.front')} sx={CARD_SX}>
        <Typography variant="caption" color="text.secondary" sx={{ mb: 1 }}>
          {t('review.deckOf', { title: pickText(current.deckTitle, cardLang) })}
        </Typography>
        <CardSide
          key={`${current.card.id}-front`}
          text={current.card.front}
          lang={cardLang}
          sx={{ ...FRONT_SX, flexGrow: flipped ? 0 : 1 }}
        />
        {flipped && (
          <Box aria-live="polite">
            <Divider sx={{ my: 2 }}>
              <Typography variant="overline" color="text.secondary">
                {t('review.answer')}
              </Typography>
            </Divider>
            <CardSide
              key={`${current.card.id}-back`}
              text={current.card.back}
              lang={cardLang}
              sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, lineHeight: 1.55 }}
            />
          </Box>
        )}
      </Paper>

      <Box sx={{ mt: 2 }}>
        {flipped ? (
          <>
            <RatingButtons intervals={current.intervals} disabled={rate.isPending} onRate={onRate} goodRef={goodRef} />
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'center', mt: 1 }}>
              {t('review.rateHint')}
            </Typography>
          </>
        ) : (
          <>
            <Button
              ref={showRef}
              fullWidth
              size="large"
              variant="contained"
              startIcon={<FlipIcon aria-hidden />}
              onClick={() => setFlipped(true)}
              sx={{ minHeight: 56, fontSize: '1.05rem' }}
              aria-keyshortcuts="Space"
            >
              {t('review.show')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'center', mt: 1 }}>
              {t('review.showHint')}
            </Typography>
          </>
        )}
      </Box>
    </PageFrame>
  );
}

type FinishedProps = { reviewed: number; deckId?: string; initialNextDue: string | null; onContinue: () => Promise<void> };

/** The end of a session (or nothing due at the start): what is left and when the next card comes. */
function Finished({ reviewed, deckId, initialNextDue, onContinue }: FinishedProps) {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  // Fresh counts after the ratings: cards rated Again may already be due again.
  const decks = useMyDecks();
  const scope = deckId ? decks.data?.data.filter((d) => d.id === deckId) : decks.data?.data;
  const due = scope?.reduce((n, d) => n + d.dueCount, 0) ?? 0;
  const nextDue = scope
    ? (scope
        .map((d) => d.nextDueAt)
        .filter((v): v is string => !!v)
        .sort()[0] ?? null)
    : initialNextDue;
  const time = nextDue
    ? new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(nextDue))
    : '';

  return (
    <EmptyState
      icon={reviewed ? <CelebrationOutlinedIcon /> : <TaskAltIcon />}
      title={reviewed ? t('review.doneTitle') : t('review.nothingTitle')}
      body={[
        reviewed ? t('review.doneBody', { count: reviewed }) : t('review.nothingBody'),
        due > 0
          ? t('review.moreDue')
          : nextDue
            ? t('review.nextDue', { when: dueLabel(nextDue, lang), time })
            : reviewed
              ? ''
              : t('review.noneScheduled'),
      ]
        .filter(Boolean)
        .join(' ')}
      action={
        <>
          {due > 0 && (
            <Button variant="contained" onClick={() => void onContinue()} sx={{ minHeight: 44 }}>
              {t('review.continue')}
            </Button>
          )}
          <Button component={RouterLink} to={paths.flashCards} variant={due > 0 ? 'outlined' : 'contained'} sx={{ minHeight: 44 }}>
            {t('review.toDecks')}
          </Button>
          {!reviewed && !nextDue && (
            <Button component={RouterLink} to={paths.flashCardPublic} variant="outlined" sx={{ minHeight: 44 }}>
              {t('review.toPublic')}
            </Button>
          )}
        </>
      }
    />
  );
}

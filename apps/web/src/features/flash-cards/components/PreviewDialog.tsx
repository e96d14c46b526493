import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DeckSummary } from '@pariksha/shared/schemas/flash-cards';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDeck } from '../api.ts';
import { CardSide } from './CardSide.tsx';
import { asLang, pickText } from '../../../lib/bilingual.ts';

type Props = { deck: DeckSummary | null; onClose: () => void; copyButton?: React.ReactNode };

/** A public deck's cards, front and back, before copying it. Full screen on phones. */
export function PreviewDialog({ deck, onClose, copyButton }: Props) {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useDeck(deck?.id ?? '');

  return (
    <Dialog
      open={deck !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="deck-preview-title"
      scroll="paper"
    >
      <DialogTitle id="deck-preview-title" sx={{ pr: 2 }}>
        {deck ? pickText(deck.title, lang) : ''}
        {deck && (
          <Typography variant="body2" color="text.secondary">
            {t('decks.cards', { count: deck.cardCount })} · {t('deck.by', { name: deck.ownerName })}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isPending ? (
          <Stack spacing={1}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : detail.isError || !detail.data ? (
          <RetryAlert onRetry={() => void detail.refetch()}>{errorMessage(detail.error, t('public.previewLoadError'))}</RetryAlert>
        ) : (
          <>
            {pickText(detail.data.deck.description, lang) && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {pickText(detail.data.deck.description, lang)}
              </Typography>
            )}
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
              {detail.data.cards.map((card) => (
                <Box component="li" key={card.id} sx={{ pl: 0.5 }}>
                  <CardSide text={card.front} lang={lang} sx={{ fontWeight: 600 }} />
                  <CardSide text={card.back} lang={lang} sx={{ color: 'text.secondary' }} />
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('public.close')}</Button>
        {copyButton}
      </DialogActions>
    </Dialog>
  );
}

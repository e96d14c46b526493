import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import EditIcon from '@mui/icons-material/Edit';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import type { FlashCard } from '@pariksha/shared/schemas/flash-cards';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { useDeck, useDeleteCard, useDeleteDeck } from '../api.ts';
import { CardFormDialog } from '../components/CardFormDialog.tsx';
import { CardItem } from '../components/CardItem.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DeckFormDialog } from '../components/DeckFormDialog.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { asLang, pickText } from '../../../lib/bilingual.ts';

/** One of my decks: its cards to add, edit and delete, and the deck's own settings. */
export function DeckPage() {
  const { deckId = '' } = useParams();
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const navigate = useNavigate();
  const detail = useDeck(deckId);
  const deleteDeck = useDeleteDeck();
  const deleteCard = useDeleteCard();
  const [editingDeck, setEditingDeck] = useState(false);
  const [confirmDeck, setConfirmDeck] = useState(false);
  const [cardForm, setCardForm] = useState<{ open: boolean; card?: FlashCard }>({ open: false });
  const [removing, setRemoving] = useState<FlashCard | null>(null);
  const show = useSnackbar((s) => s.show);

  const back = { to: paths.flashCards, label: t('deck.back') };
  if (detail.isPending) {
    return (
      <PageFrame back={back}>
        <Skeleton variant="text" width="50%" height={48} />
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      </PageFrame>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <PageFrame back={back}>
        <RetryAlert onRetry={() => void detail.refetch()}>{errorMessage(detail.error, t('deck.loadError'))}</RetryAlert>
      </PageFrame>
    );
  }

  const { deck, cards } = detail.data;
  const title = pickText(deck.title, lang);
  const owner = deck.isOwner;
  const chips = (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
      <Chip size="small" variant="outlined" label={t('decks.cards', { count: deck.cardCount })} />
      {owner && (
        <Chip
          size="small"
          color={deck.dueCount ? 'warning' : 'success'}
          label={deck.dueCount ? t('decks.due', { count: deck.dueCount }) : t('decks.upToDate')}
        />
      )}
      <Chip size="small" variant="outlined" label={deck.visibility === 'public' ? t('decks.public') : t('decks.private')} />
      {deck.subject && (
        <Chip
          size="small"
          variant="outlined"
          label={deck.topic ? topicLabel(deck.subject, deck.topic, lang) : subjectLabel(deck.subject, lang)}
        />
      )}
      {!owner && <Chip size="small" label={t('deck.by', { name: deck.ownerName })} />}
    </Stack>
  );
  const actions = owner && (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCardForm({ open: true })} sx={{ minHeight: 40 }}>
        {t('deck.addCard')}
      </Button>
      <Button
        component={RouterLink}
        to={`${paths.flashCardReview}?deck=${deck.id}`}
        variant="outlined"
        startIcon={<PlayArrowIcon aria-hidden />}
        disabled={!deck.dueCount}
        sx={{ minHeight: 40 }}
      >
        {t('deck.review')}
      </Button>
      <Button variant="outlined" startIcon={<EditIcon aria-hidden />} onClick={() => setEditingDeck(true)} sx={{ minHeight: 40 }}>
        {t('deck.edit')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon aria-hidden />}
        onClick={() => setConfirmDeck(true)}
        sx={{ minHeight: 40 }}
      >
        {t('deck.delete')}
      </Button>
    </Stack>
  );

  return (
    <PageFrame
      back={back}
      title={title}
      subtitle={
        <>
          {pickText(deck.description, lang)}
          {chips}
        </>
      }
      actions={actions}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('deck.cardsHeading')}
      </Typography>
      {cards.length === 0 ? (
        <EmptyState
          icon={<NoteAddOutlinedIcon />}
          title={t('deck.empty')}
          body={owner ? t('deck.emptyBody') : undefined}
          action={
            owner && (
              <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCardForm({ open: true })}>
                {t('deck.addCard')}
              </Button>
            )
          }
        />
      ) : (
        <Box component="ol" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {cards.map((card, i) => (
            <CardItem
              key={card.id}
              card={card}
              number={i + 1}
              onEdit={owner ? () => setCardForm({ open: true, card }) : undefined}
              onDelete={owner ? () => setRemoving(card) : undefined}
            />
          ))}
        </Box>
      )}

      {owner && (
        <>
          <CardFormDialog
            open={cardForm.open}
            deckId={deck.id}
            card={cardForm.card}
            onClose={() => setCardForm((f) => ({ ...f, open: false }))}
          />
          <DeckFormDialog open={editingDeck} deck={deck} onClose={() => setEditingDeck(false)} />
          <ConfirmDialog
            open={confirmDeck}
            title={t('deck.deleteTitle')}
            body={t('deck.deleteBody', { title, count: deck.cardCount })}
            confirmLabel={t('actions.delete')}
            busy={deleteDeck.isPending}
            error={deleteDeck.isError ? errorMessage(deleteDeck.error, t('errors.generic')) : null}
            onClose={() => setConfirmDeck(false)}
            onConfirm={() =>
              deleteDeck.mutate(deck.id, {
                onSuccess: () => {
                  show(t('deck.deleted'));
                  navigate(paths.flashCards);
                },
              })
            }
          />
          <ConfirmDialog
            open={removing !== null}
            title={t('card.deleteTitle')}
            body={t('card.deleteBody')}
            confirmLabel={t('actions.delete')}
            busy={deleteCard.isPending}
            error={deleteCard.isError ? errorMessage(deleteCard.error, t('errors.generic')) : null}
            onClose={() => {
              setRemoving(null);
              deleteCard.reset();
            }}
            onConfirm={() =>
              removing &&
              deleteCard.mutate(removing.id, {
                onSuccess: () => {
                  show(t('card.deleted'));
                  setRemoving(null);
                },
              })
            }
          />
        </>
      )}
    </PageFrame>
  );
}

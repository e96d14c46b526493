import { useState } from 'react';
import { Box, InputAdornment, MenuItem, Pagination, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { useTranslation } from 'react-i18next';
import type { FlashCard } from '@pariksha/shared/schemas/flash-cards';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { CARDS_PAGE_SIZE, useDeleteCard, useMyCards, useMyDecks } from '../api.ts';
import { CardFormDialog } from '../components/CardFormDialog.tsx';
import { CardItem } from '../components/CardItem.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { asLang, pickText } from '../../../lib/bilingual.ts';

/** /flash-card/all: every card of my decks, searchable, to edit or delete. */
export function AllCardsPage() {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const [search, setSearch] = useState('');
  const [deckId, setDeckId] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const cards = useMyCards({ q: q || undefined, deckId: deckId || undefined, page });
  const decks = useMyDecks();
  const deleteCard = useDeleteCard();
  const show = useSnackbar((s) => s.show);
  // The card stays set while the dialog closes, so its title does not flip to 'New card'.
  const [editing, setEditing] = useState<FlashCard | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [removing, setRemoving] = useState<FlashCard | null>(null);

  const total = cards.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CARDS_PAGE_SIZE));
  const filtered = Boolean(q || deckId);

  return (
    <PageFrame back={{ to: paths.flashCards, label: t('all.back') }} title={t('all.title')} subtitle={t('all.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <TextField
          type="search"
          label={t('all.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 2 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('all.deck')}
          value={deckId}
          onChange={(e) => {
            setDeckId(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('all.allDecks')}</MenuItem>
          {(decks.data?.data ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {pickText(d.title, lang)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {cards.isPending ? (
        <Stack spacing={1.5}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : cards.isError && !cards.data ? (
        <RetryAlert onRetry={() => void cards.refetch()}>{errorMessage(cards.error, t('all.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        filtered ? (
          <EmptyState icon={<SearchOffIcon />} title={t('all.noMatch')} />
        ) : (
          <EmptyState icon={<StyleOutlinedIcon />} title={t('all.empty')} body={t('all.emptyBody')} />
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('all.count', { count: total })}
          </Typography>
          <Box
            component="ul"
            aria-busy={cards.isPlaceholderData}
            sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5, opacity: cards.isPlaceholderData ? 0.6 : 1 }}
          >
            {cards.data!.data.map((card) => (
              <CardItem
                key={card.id}
                card={card}
                deckTitle={pickText(card.deckTitle, lang)}
                onEdit={() => {
                  setEditing(card);
                  setEditOpen(true);
                }}
                onDelete={() => setRemoving(card)}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Box component="nav" aria-label={t('all.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" siblingCount={0} />
            </Box>
          )}
        </>
      )}

      <CardFormDialog open={editOpen} deckId={editing?.deckId ?? ''} card={editing ?? undefined} onClose={() => setEditOpen(false)} />
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
    </PageFrame>
  );
}

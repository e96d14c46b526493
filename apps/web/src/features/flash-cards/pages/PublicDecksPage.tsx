import { useState } from 'react';
import { Link as RouterLink, generatePath } from 'react-router';
import { Box, Button, Chip, InputAdornment, MenuItem, Pagination, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import PublicIcon from '@mui/icons-material/Public';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import type { DeckSummary } from '@pariksha/shared/schemas/flash-cards';
import { SUBJECTS, subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { PUBLIC_PAGE_SIZE, useCopyDeck, usePublicDecks } from '../api.ts';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { PreviewDialog } from '../components/PreviewDialog.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { asLang, pickText } from '../../../lib/bilingual.ts';

/** /flash-card/public: decks shared by the platform and my institute, to preview and copy. */
export function PublicDecksPage() {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const list = usePublicDecks({ q: q || undefined, subject: subject || undefined, page });
  const [previewing, setPreviewing] = useState<DeckSummary | null>(null);
  // Copies made in this visit: source deck id -> my copy's id.
  const [copies, setCopies] = useState<Record<string, string>>({});
  const copy = useCopyDeck();
  const show = useSnackbar((s) => s.show);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));

  const copyButton = (deck: DeckSummary, full = false) => {
    const title = pickText(deck.title, lang);
    const mine = copies[deck.id];
    if (mine) {
      return (
        <Button
          component={RouterLink}
          to={generatePath(paths.flashCardDeck, { deckId: mine })}
          variant="outlined"
          color="success"
          startIcon={<CheckIcon aria-hidden />}
          sx={{ minHeight: 44, flex: full ? undefined : 1 }}
        >
          {t('public.openCopy')}
        </Button>
      );
    }
    const pending = copy.isPending && copy.variables === deck.id;
    return (
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon aria-hidden />}
        disabled={copy.isPending}
        aria-label={t('public.copyOf', { title })}
        onClick={() =>
          copy.mutate(deck.id, {
            onSuccess: (made) => {
              setCopies((c) => ({ ...c, [deck.id]: made.id }));
              show(t('public.copiedMessage'));
            },
            onError: (err) => show(errorMessage(err, t('errors.generic')), 'error'),
          })
        }
        sx={{ minHeight: 44, flex: full ? undefined : 1 }}
      >
        {pending ? t('public.copying') : t('public.copy')}
      </Button>
    );
  };

  return (
    <PageFrame back={{ to: paths.flashCards, label: t('public.back') }} title={t('public.title')} subtitle={t('public.intro')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
        <TextField
          type="search"
          label={t('public.search')}
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
          label={t('public.subject')}
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 1, minWidth: 180 }}
        >
          <MenuItem value="">{t('public.allSubjects')}</MenuItem>
          {SUBJECTS.map((s) => (
            <MenuItem key={s.key} value={s.key}>
              {s.label[lang]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {list.isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={190} />
            </Grid>
          ))}
        </Grid>
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('public.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        q || subject ? (
          <EmptyState icon={<SearchOffIcon />} title={t('public.noMatch')} />
        ) : (
          <EmptyState icon={<PublicIcon />} title={t('public.empty')} body={t('public.emptyBody')} />
        )
      ) : (
        <>
          <Grid container spacing={2} aria-busy={list.isPlaceholderData} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {list.data!.data.map((deck) => {
              const title = pickText(deck.title, lang);
              return (
                <Grid key={deck.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Paper
                    variant="outlined"
                    component="article"
                    aria-label={title}
                    sx={{ p: 2, borderRadius: '14px', height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
                  >
                    <Typography
                      component="h2"
                      variant="h6"
                      sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
                    >
                      {title}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    >
                      {pickText(deck.description, lang)}
                    </Typography>
                    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
                      <Chip size="small" variant="outlined" label={t('decks.cards', { count: deck.cardCount })} />
                      {deck.subject && (
                        <Chip
                          size="small"
                          variant="outlined"
                          label={deck.topic ? topicLabel(deck.subject, deck.topic, lang) : subjectLabel(deck.subject, lang)}
                        />
                      )}
                      {deck.isOwner && <Chip size="small" color="primary" variant="outlined" label={t('public.yours')} />}
                    </Stack>
                    <Typography variant="caption" color="text.secondary">
                      {t('deck.by', { name: deck.ownerName })}
                    </Typography>
                    <Stack direction="row" sx={{ gap: 1, mt: 'auto', pt: 0.5 }}>
                      <Button
                        variant="outlined"
                        startIcon={<VisibilityOutlinedIcon aria-hidden />}
                        onClick={() => setPreviewing(deck)}
                        aria-label={t('public.previewOf', { title })}
                        sx={{ minHeight: 44, flex: 1 }}
                      >
                        {t('public.preview')}
                      </Button>
                      {copyButton(deck)}
                    </Stack>
                  </Paper>
                </Grid>
              );
            })}
          </Grid>
          {pages > 1 && (
            <Box component="nav" aria-label={t('public.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => setPage(p)} color="primary" siblingCount={0} />
            </Box>
          )}
        </>
      )}
      <PreviewDialog deck={previewing} onClose={() => setPreviewing(null)} copyButton={previewing ? copyButton(previewing, true) : null} />
    </PageFrame>
  );
}

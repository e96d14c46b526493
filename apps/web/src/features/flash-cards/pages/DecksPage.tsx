import { useState } from 'react';
import { Link as RouterLink, useNavigate, generatePath } from 'react-router';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PublicIcon from '@mui/icons-material/Public';
import ViewListIcon from '@mui/icons-material/ViewList';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../app/paths.ts';
import { useMyDecks } from '../api.ts';
import { DeckCard } from '../components/DeckCard.tsx';
import { DeckFormDialog } from '../components/DeckFormDialog.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { dueLabel } from '../lib/text.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /flash-card: my decks with their due counts, a new deck, and the way into a review. */
export function DecksPage() {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const decks = useMyDecks();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const data = decks.data;

  const actions = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<AddIcon aria-hidden />} onClick={() => setCreating(true)} sx={{ minHeight: 40 }}>
        {t('decks.newDeck')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.flashCardPublic}
        variant="outlined"
        startIcon={<PublicIcon aria-hidden />}
        sx={{ minHeight: 40 }}
      >
        {t('decks.browsePublic')}
      </Button>
      <Button
        component={RouterLink}
        to={paths.flashCardAll}
        variant="outlined"
        startIcon={<ViewListIcon aria-hidden />}
        sx={{ minHeight: 40 }}
      >
        {t('decks.allCards')}
      </Button>
    </Stack>
  );

  return (
    <PageFrame title={t('decks.title')} subtitle={t('decks.intro')} actions={actions}>
      {decks.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={84} />
          <Grid container spacing={2}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={170} />
              </Grid>
            ))}
          </Grid>
        </Stack>
      ) : decks.isError && !data ? (
        <RetryAlert onRetry={() => void decks.refetch()}>{errorMessage(decks.error, t('decks.loadError'))}</RetryAlert>
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<StyleOutlinedIcon />}
          title={t('decks.empty')}
          body={t('decks.emptyBody')}
          action={
            <>
              <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCreating(true)}>
                {t('decks.newDeck')}
              </Button>
              <Button component={RouterLink} to={paths.flashCardPublic} variant="outlined" startIcon={<PublicIcon aria-hidden />}>
                {t('decks.browsePublic')}
              </Button>
            </>
          }
        />
      ) : data ? (
        <>
          {decks.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(decks.error, t('decks.loadError'))}
            </Alert>
          )}
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2, sm: 2.5 },
              mb: 2.5,
              borderRadius: '16px',
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              alignItems: { sm: 'center' },
              bgcolor: data.totalDue ? 'rgba(25,118,210,0.06)' : 'rgba(46,125,50,0.06)',
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Typography component="p" variant="h6" sx={{ fontWeight: 800 }} role="status">
                {data.totalDue ? t('decks.dueTotal', { count: data.totalDue }) : t('decks.nothingDue')}
              </Typography>
              {!data.totalDue && data.nextDueAt && (
                <Typography color="text.secondary">{t('decks.nextDue', { when: dueLabel(data.nextDueAt, lang) })}</Typography>
              )}
            </Box>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowIcon aria-hidden />}
              disabled={!data.totalDue}
              onClick={() => navigate(paths.flashCardReview)}
              sx={{ minHeight: 48, px: 3 }}
            >
              {t('decks.startReview')}
            </Button>
          </Paper>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('decks.listLabel')}
          </Typography>
          <Grid container spacing={2}>
            {data.data.map((deck) => (
              <Grid key={deck.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <DeckCard deck={deck} />
              </Grid>
            ))}
          </Grid>
        </>
      ) : null}
      <DeckFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(deck) => navigate(generatePath(paths.flashCardDeck, { deckId: deck.id }))}
      />
    </PageFrame>
  );
}

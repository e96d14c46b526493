import { Link as RouterLink, generatePath } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslation } from 'react-i18next';
import type { DeckSummary } from '@pariksha/shared/schemas/flash-cards';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { paths } from '../../../app/paths.ts';
import { dueLabel } from '../lib/text.ts';
import { asLang, pickText } from '../../../lib/bilingual.ts';

/** One of my decks: title, counts (due, new, all) and the two ways in: review, or its cards. */
export function DeckCard({ deck }: { deck: DeckSummary }) {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const title = pickText(deck.title, lang);
  const description = pickText(deck.description, lang);
  const deckPath = generatePath(paths.flashCardDeck, { deckId: deck.id });

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ p: 2, borderRadius: '14px', height: '100%', display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ color: deck.kind === 'mistakes' ? 'error.main' : 'primary.main', mt: 0.25 }} aria-hidden>
          {deck.kind === 'mistakes' ? <ErrorOutlineIcon /> : <StyleOutlinedIcon />}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {description}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={deck.dueCount ? 'warning' : 'success'}
          label={deck.dueCount ? t('decks.due', { count: deck.dueCount }) : t('decks.upToDate')}
        />
        {deck.newCount > 0 && <Chip size="small" color="info" variant="outlined" label={t('decks.new', { count: deck.newCount })} />}
        <Chip size="small" variant="outlined" label={t('decks.cards', { count: deck.cardCount })} />
        {deck.kind === 'mistakes' && <Chip size="small" variant="outlined" color="error" label={t('decks.mistakes')} />}
        {deck.visibility === 'public' && (
          <Chip size="small" variant="outlined" icon={<PublicIcon aria-hidden />} label={t('decks.public')} />
        )}
        {deck.subject && (
          <Chip
            size="small"
            variant="outlined"
            label={deck.topic ? topicLabel(deck.subject, deck.topic, lang) : subjectLabel(deck.subject, lang)}
          />
        )}
      </Stack>
      {!deck.dueCount && deck.nextDueAt && (
        <Typography variant="caption" color="text.secondary">
          {t('decks.nextDue', { when: dueLabel(deck.nextDueAt, lang) })}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 'auto', pt: 0.5 }}>
        <Button
          component={RouterLink}
          to={`${paths.flashCardReview}?deck=${deck.id}`}
          variant="contained"
          startIcon={<PlayArrowIcon aria-hidden />}
          disabled={!deck.dueCount}
          aria-label={t('decks.reviewDeck', { title })}
          sx={{ flex: 1, minHeight: 44 }}
        >
          {t('decks.review')}
        </Button>
        <Button
          component={RouterLink}
          to={deckPath}
          variant="outlined"
          aria-label={t('decks.openDeck', { title })}
          sx={{ flex: 1, minHeight: 44 }}
        >
          {t('decks.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

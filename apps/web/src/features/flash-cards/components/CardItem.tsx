import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { FlashCard } from '@pariksha/shared/schemas/flash-cards';
import { CardSide } from './CardSide.tsx';
import { dueLabel } from '../lib/text.ts';
import { asLang, pickText } from '../../../lib/bilingual.ts';

const STATE_COLOR = { new: 'info', learning: 'warning', review: 'success', relearning: 'warning' } as const;

type Props = {
  card: FlashCard;
  number?: number;
  /** The deck's name, when cards of several decks are listed together. */
  deckTitle?: string;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** A card in a list: front and back side by side (stacked on phones), its state, edit and delete. */
export function CardItem({ card, number, deckTitle, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const name = pickText(card.front, lang).slice(0, 60);
  const due = card.due ? new Date(card.due).getTime() : null;

  return (
    <Paper variant="outlined" component="li" aria-label={name} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '12px', listStyle: 'none' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {number !== undefined && (
          <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            #{number}
          </Typography>
        )}
        <Chip size="small" variant="outlined" color={STATE_COLOR[card.state]} label={t(`card.state.${card.state}`)} />
        {due !== null && (
          <Typography variant="caption" color="text.secondary">
            {due <= Date.now() ? t('card.dueNow') : t('card.dueOn', { when: dueLabel(card.due!, lang) })}
          </Typography>
        )}
        {deckTitle && <Chip size="small" label={deckTitle} sx={{ maxWidth: 220 }} />}
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          {onEdit && (
            <Tooltip title={t('card.edit')}>
              <IconButton onClick={onEdit} aria-label={t('card.edit')}>
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title={t('card.delete')}>
              <IconButton onClick={onDelete} aria-label={t('card.delete')}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('card.front')}
          </Typography>
          <CardSide text={card.front} lang={lang} />
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            borderLeft: { sm: '1px solid' },
            borderTop: { xs: '1px solid', sm: 0 },
            borderColor: { xs: 'divider', sm: 'divider' },
            pl: { sm: 2 },
            pt: { xs: 1, sm: 0 },
          }}
        >
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('card.back')}
          </Typography>
          <CardSide text={card.back} lang={lang} sx={{ color: 'text.secondary' }} />
        </Box>
      </Stack>
    </Paper>
  );
}

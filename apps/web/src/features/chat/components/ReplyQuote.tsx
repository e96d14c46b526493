import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageReplyQuote } from '@pariksha/shared/schemas/groups';
import { nameColour } from '../lib/text.ts';

type Props = { quote: Pick<MessageReplyQuote, 'id' | 'senderId' | 'senderName' | 'text' | 'deleted'>; onOpen?: (id: string) => void };

/** The message replied to: who wrote it and the start of it; selecting it goes there. */
export function ReplyQuote({ quote, onOpen }: Props) {
  const { t } = useTranslation('chat');
  const colour = nameColour(quote.senderId);
  const body = (
    <>
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 700, color: colour, lineHeight: 1.4 }}>
        {quote.senderName}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        color="text.secondary"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          fontStyle: quote.deleted ? 'italic' : undefined,
        }}
      >
        {quote.deleted ? t('message.deletedQuote') : quote.text || t('message.attachmentQuote')}
      </Typography>
    </>
  );
  const sx = {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    borderLeft: 3,
    borderColor: colour,
    bgcolor: 'rgba(0,0,0,0.04)',
    borderRadius: 1,
    px: 1,
    py: 0.5,
    mb: 0.5,
  } as const;
  return onOpen ? (
    <ButtonBase onClick={() => onOpen(quote.id)} aria-label={t('message.goToQuoted', { name: quote.senderName })} sx={sx}>
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        {body}
      </Box>
    </ButtonBase>
  ) : (
    <Box sx={sx}>{body}</Box>
  );
}

import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../lib/outbox-store.ts';
import { timeOfDay } from '../lib/days.ts';
import { Bubble } from './Bubble.tsx';
import { MessageText } from './MessageText.tsx';
import { ReplyQuote } from './ReplyQuote.tsx';

type Props = { item: OutboxItem; onRetry: (clientId: string) => void; onDiscard: (clientId: string) => void };

/** A message in the outbox: a clock while it waits, a warning with retry and discard when it failed. */
export function PendingItem({ item, onRetry, onDiscard }: Props) {
  const { t, i18n } = useTranslation('chat');
  const failed = item.status === 'failed';
  const time = timeOfDay(item.createdAt, i18n.language);
  return (
    <Bubble
      mine
      faded={!failed}
      label={t('message.from', { name: t('message.you'), time })}
      meta={
        <>
          <Typography variant="caption" component="time" dateTime={item.createdAt}>
            {time}
          </Typography>
          <Box
            component="span"
            role="img"
            aria-label={failed ? t('message.failed') : t('message.pending')}
            sx={{ display: 'inline-flex', color: failed ? 'error.main' : undefined }}
          >
            {failed ? <ErrorOutlineIcon sx={{ fontSize: 16 }} /> : <AccessTimeIcon sx={{ fontSize: 16 }} />}
          </Box>
        </>
      }
      below={
        failed && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 0.25 }}>
            <Typography variant="caption" color="error" role="alert">
              {t('message.failed')}
              {item.error ? `: ${item.error}` : ''}
            </Typography>
            <Button size="small" onClick={() => onRetry(item.clientId)} sx={{ minHeight: 32 }}>
              {t('message.retry')}
            </Button>
            <Button size="small" color="inherit" onClick={() => onDiscard(item.clientId)} sx={{ minHeight: 32 }}>
              {t('message.discard')}
            </Button>
          </Stack>
        )
      }
    >
      {item.replyTo && <ReplyQuote quote={item.replyTo} />}
      {item.attachment && (
        <Chip size="small" icon={<AttachFileIcon aria-hidden />} label={item.attachment.name} sx={{ mb: 0.5, maxWidth: '100%' }} />
      )}
      {item.text && <MessageText text={item.text} />}
    </Bubble>
  );
}

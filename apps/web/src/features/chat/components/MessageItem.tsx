import { memo, useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import { timeOfDay } from '../lib/days.ts';
import { nameColour } from '../lib/text.ts';
import { AttachmentView } from './AttachmentView.tsx';
import { Bubble } from './Bubble.tsx';
import { MessageMenu, type MessageAction } from './MessageMenu.tsx';
import { MessageText } from './MessageText.tsx';
import { Reactions } from './Reactions.tsx';
import { ReplyQuote } from './ReplyQuote.tsx';

export type MessagePermissions = { reply: boolean; react: boolean; edit: boolean; delete: boolean };

type Props = {
  message: GroupMessage;
  mine: boolean;
  /** The first of a run by one sender: their name shows. */
  showSender: boolean;
  /** On my latest message: how many have seen it. */
  seenBy: number | null;
  highlighted: boolean;
  can: MessagePermissions;
  onAction: (action: MessageAction, message: GroupMessage) => void;
  onReact: (message: GroupMessage, emoji: string) => void;
  onOpenQuote: (messageId: string) => void;
};

export const messageDomId = (id: string) => `chat-message-${id}`;

/** One stored message: sender, quote, attachment, text, time, edited mark, delivery, reactions, actions. */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  showSender,
  seenBy,
  highlighted,
  can,
  onAction,
  onReact,
  onOpenQuote,
}: Props) {
  const { t, i18n } = useTranslation('chat');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const time = timeOfDay(message.createdAt, i18n.language);
  const senderName = mine ? t('message.you') : message.sender.name;
  // Only text can be edited (a photo's empty caption stays empty).
  const allowed = can.edit && !message.text ? { ...can, edit: false } : can;
  const hasActions = !message.deleted && (allowed.reply || allowed.react || allowed.edit || allowed.delete);

  const meta = (
    <>
      {message.edited && !message.deleted && (
        <Typography variant="caption" component="span" sx={{ fontStyle: 'italic' }}>
          {t('message.edited')}
        </Typography>
      )}
      <Typography variant="caption" component="time" dateTime={message.createdAt}>
        {time}
      </Typography>
      {mine &&
        !message.deleted &&
        (message.seenCount > 0 ? (
          <Box component="span" role="img" aria-label={t('message.seen')} sx={{ display: 'inline-flex', color: 'primary.main' }}>
            <DoneAllIcon sx={{ fontSize: 16 }} />
          </Box>
        ) : (
          <Box component="span" role="img" aria-label={t('message.sent')} sx={{ display: 'inline-flex' }}>
            <DoneIcon sx={{ fontSize: 16 }} />
          </Box>
        ))}
    </>
  );

  return (
    <Bubble
      id={messageDomId(message.id)}
      mine={mine}
      label={t('message.from', { name: senderName, time })}
      sender={showSender && !mine ? { name: message.sender.name, colour: nameColour(message.sender.id) } : null}
      highlighted={highlighted}
      meta={meta}
      side={
        hasActions && (
          <IconButton
            size="small"
            onClick={(e) => setMenu(e.currentTarget)}
            aria-label={t('message.actionsOf', { name: senderName })}
            aria-haspopup="dialog"
            sx={{ color: 'text.secondary', width: 32, height: 32, mt: 0.25 }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )
      }
      below={
        <>
          <Reactions reactions={message.reactions} disabled={!can.react} onToggle={(emoji) => onReact(message, emoji)} alignEnd={mine} />
          {seenBy !== null && seenBy > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
              {t('message.seenBy', { count: seenBy })}
            </Typography>
          )}
        </>
      }
    >
      {message.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('message.deleted')}
        </Typography>
      ) : (
        <>
          {message.replyTo && <ReplyQuote quote={message.replyTo} onOpen={onOpenQuote} />}
          {message.attachment && (
            <AttachmentView groupId={message.groupId} attachment={message.attachment} senderName={message.sender.name} />
          )}
          {message.text && <MessageText text={message.text} />}
        </>
      )}
      {hasActions && (
        <MessageMenu
          anchor={menu}
          onClose={() => setMenu(null)}
          can={allowed}
          mine={message.reactions.filter((r) => r.reactedByMe).map((r) => r.emoji)}
          onReact={(emoji) => onReact(message, emoji)}
          onAction={(action) => onAction(action, message)}
        />
      )}
    </Bubble>
  );
});

import { Box, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Popover } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';

/** The quick reactions (a reply or a thanks in class needs no more). */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '🙏', '👏'] as const;

export type MessageAction = 'reply' | 'edit' | 'delete';

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  can: { reply: boolean; react: boolean; edit: boolean; delete: boolean };
  /** Emoji the caller has already put on the message (pressed). */
  mine: string[];
  onReact: (emoji: string) => void;
  onAction: (action: MessageAction) => void;
};

/** One message's actions: a row of reactions, then reply, edit and delete as the caller may. */
export function MessageMenu({ anchor, onClose, can, mine, onReact, onAction }: Props) {
  const { t } = useTranslation('chat');
  const items: { action: MessageAction; icon: React.ReactNode; show: boolean }[] = [
    { action: 'reply', icon: <ReplyIcon />, show: can.reply },
    { action: 'edit', icon: <EditOutlinedIcon />, show: can.edit },
    { action: 'delete', icon: <DeleteOutlinedIcon />, show: can.delete },
  ];
  const pick = (run: () => void) => {
    onClose();
    run();
  };
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('message.actions'), sx: { borderRadius: 2, minWidth: 200 } } }}
    >
      {can.react && (
        <Box
          role="group"
          aria-label={t('message.react')}
          sx={{ display: 'flex', px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {REACTION_EMOJI.map((emoji) => (
            <IconButton
              key={emoji}
              onClick={() => pick(() => onReact(emoji))}
              aria-label={t('message.reactWith', { emoji })}
              aria-pressed={mine.includes(emoji)}
              sx={{ fontSize: '1.25rem', width: 40, height: 40, bgcolor: mine.includes(emoji) ? 'action.selected' : undefined }}
            >
              <span aria-hidden>{emoji}</span>
            </IconButton>
          ))}
        </Box>
      )}
      <List dense disablePadding>
        {items
          .filter((i) => i.show)
          .map((i) => (
            <ListItemButton
              key={i.action}
              onClick={() => pick(() => onAction(i.action))}
              sx={{ minHeight: 44, color: i.action === 'delete' ? 'error.main' : undefined }}
            >
              <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }} aria-hidden>
                {i.icon}
              </ListItemIcon>
              <ListItemText primary={t(`message.${i.action}`)} />
            </ListItemButton>
          ))}
      </List>
    </Popover>
  );
}

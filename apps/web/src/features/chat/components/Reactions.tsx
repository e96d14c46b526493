import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageReaction } from '@pariksha/shared/schemas/groups';

type Props = { reactions: MessageReaction[]; disabled: boolean; onToggle: (emoji: string) => void; alignEnd: boolean };

/** The counts under a message; each toggles the caller's own reaction. */
export function Reactions({ reactions, disabled, onToggle, alignEnd }: Props) {
  const { t } = useTranslation('chat');
  if (reactions.length === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.25, justifyContent: alignEnd ? 'flex-end' : 'flex-start' }}>
      {reactions.map((r) => (
        <Chip
          key={r.emoji}
          size="small"
          label={`${r.emoji} ${r.count}`}
          variant={r.reactedByMe ? 'filled' : 'outlined'}
          color={r.reactedByMe ? 'primary' : 'default'}
          onClick={disabled ? undefined : () => onToggle(r.emoji)}
          aria-pressed={r.reactedByMe}
          aria-label={t(r.reactedByMe ? 'reactions.mine' : 'reactions.label', { emoji: r.emoji, count: r.count })}
          sx={{ height: 26, bgcolor: r.reactedByMe ? undefined : 'background.paper', '& .MuiChip-label': { px: 0.75 } }}
        />
      ))}
    </Stack>
  );
}

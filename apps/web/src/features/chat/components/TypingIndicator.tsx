import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "Priya is typing…", two names, or how many; a live region so a screen reader hears it too. */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation('chat');
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('typing.one', { name: names[0] })
        : names.length === 2
          ? t('typing.two', { first: names[0], second: names[1] })
          : t('typing.many', { count: names.length });
  return (
    <Box aria-live="polite" sx={{ minHeight: 22, px: { xs: 1.5, sm: 2 } }}>
      {text && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontStyle: 'italic', display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {text}
        </Typography>
      )}
    </Box>
  );
}

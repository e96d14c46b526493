import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../context/chat-context.ts';

const COLOURS: Record<ConnectionStatus, string> = { connected: '#2e7d32', connecting: '#ed6c02', disconnected: '#9e9e9e' };

/** Connected, connecting or offline (spec 4), with a way back when the client has given up. */
export function ConnectionState({ status, onReconnect }: { status: ConnectionStatus; onReconnect: () => void }) {
  const { t } = useTranslation('chat');
  const label = t(`connection.${status}`);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box
        role="status"
        aria-label={t('connection.state', { state: label })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: COLOURS[status],
            animation: status === 'connecting' ? 'chat-pulse 1.2s ease-in-out infinite' : undefined,
            '@keyframes chat-pulse': { '50%': { opacity: 0.3 } },
          }}
        />
        <Typography variant="body2" component="span" aria-hidden>
          {label}
        </Typography>
      </Box>
      {status === 'disconnected' && (
        <Button size="small" onClick={onReconnect} sx={{ minHeight: 32, py: 0 }}>
          {t('connection.reconnect')}
        </Button>
      )}
    </Stack>
  );
}

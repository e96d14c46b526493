import { Box } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useSyncSnapshot } from '../session/use-hall-session.ts';

/** 'Saved' / 'Saving…' / 'Offline — answers saved on this device', from the answer queue's state. */
export function SaveIndicator({ session, compact = false }: { session: HallSession; compact?: boolean }) {
  const { t } = useTranslation('examHall');
  const online = useOnline();
  const { status, pending, persistent } = useSyncSnapshot(session);

  let key: 'saved' | 'saving' | 'retrying' | 'offline' | 'memoryOnly';
  if (pending > 0 && !persistent) key = 'memoryOnly';
  else if (!online || status === 'offline') key = 'offline';
  else if (status === 'retrying' && pending > 0) key = 'retrying';
  else if (pending > 0) key = 'saving';
  else key = 'saved';

  const Icon = {
    saved: CloudDoneOutlinedIcon,
    saving: CloudUploadOutlinedIcon,
    retrying: CloudUploadOutlinedIcon,
    offline: CloudOffOutlinedIcon,
    memoryOnly: WarningAmberIcon,
  }[key];
  const color = {
    saved: 'success.main',
    saving: 'text.secondary',
    retrying: 'warning.dark',
    offline: 'warning.dark',
    memoryOnly: 'error.main',
  }[key];
  const text = t(`save.${key}`);
  const short = t(`save.short.${key}`);

  return (
    <Box
      title={text}
      data-testid="save-indicator"
      data-state={key}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color, fontSize: '0.85rem', fontWeight: 600, minWidth: 0 }}
    >
      <Icon fontSize="small" aria-hidden />
      {!compact && (
        <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {short}
        </Box>
      )}
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    </Box>
  );
}

import { Link as RouterLink } from 'react-router';
import { Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@pariksha/shared/schemas/groups';
import { paths } from '../../../app/paths.ts';
import type { ConnectionStatus } from '../context/chat-context.ts';
import { ConnectionState } from './ConnectionState.tsx';

type Props = { group: GroupDetail; status: ConnectionStatus; onReconnect: () => void };

/** The group's name, member count and flags, the connection state, and the way back to the groups. */
export function ChatHeader({ group, status, onReconnect }: Props) {
  const { t } = useTranslation('chat');
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 0.5, sm: 1.5 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton component={RouterLink} to={paths.groupManagement} aria-label={t('page.backLabel')}>
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="h1"
          variant="h6"
          sx={{
            fontWeight: 700,
            lineHeight: 1.25,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
          }}
        >
          {group.name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', rowGap: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('page.members', { count: group.memberCount })}
          </Typography>
          <Typography variant="body2" color="text.disabled" aria-hidden>
            ·
          </Typography>
          <ConnectionState status={status} onReconnect={onReconnect} />
        </Stack>
      </Box>
      <Stack direction="row" sx={{ gap: 0.5, display: { xs: 'none', sm: 'flex' } }}>
        {group.announcementsOnly && <Chip size="small" label={t('page.announcements')} />}
        {group.archived && <Chip size="small" label={t('page.archived')} />}
      </Stack>
    </Stack>
  );
}

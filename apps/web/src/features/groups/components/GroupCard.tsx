import { Link as RouterLink, generatePath } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@pariksha/shared/schemas/groups';
import { paths } from '../../../app/paths.ts';
import { formatRelativeTime } from '../../../components/notifications/relative-time.ts';

type Props = { group: GroupSummary; now: number; onManage?: (group: GroupSummary) => void };

/** One group: name, flags, member count, unread count, the newest message, and the ways in (chat, manage). */
export function GroupCard({ group, now, onManage }: Props) {
  const { t, i18n } = useTranslation('groups');
  const last = group.lastMessage;
  const unread = group.unreadCount;
  const unreadLabel = unread > 99 ? t('card.unreadMany') : t('card.unread', { count: unread });

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={group.name}
      sx={{
        p: 2,
        borderRadius: '14px',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
        borderColor: unread ? 'primary.main' : undefined,
      }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ color: group.archived ? 'text.disabled' : 'primary.main', mt: 0.25 }} aria-hidden>
          {group.announcementsOnly ? <CampaignOutlinedIcon /> : <ForumOutlinedIcon />}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          {group.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {group.description}
            </Typography>
          )}
        </Box>
        {unread > 0 && (
          <Chip
            color="primary"
            size="small"
            label={unread > 99 ? '99+' : unread}
            aria-label={unreadLabel}
            title={unreadLabel}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        )}
      </Stack>

      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t('card.members', { count: group.memberCount })} />
        {/* Default-coloured labels: info and warning text on white falls below 4.5:1 contrast. */}
        {group.isBatch && (
          <Chip size="small" variant="outlined" icon={<SchoolOutlinedIcon aria-hidden color="info" />} label={t('card.batch')} />
        )}
        {group.announcementsOnly && (
          <Chip
            size="small"
            variant="outlined"
            icon={<CampaignOutlinedIcon aria-hidden color="warning" />}
            label={t('card.announcements')}
          />
        )}
        {group.myRole === 'moderator' && <Chip size="small" variant="outlined" label={t('card.moderator')} />}
        {group.archived && <Chip size="small" label={t('card.archived')} />}
      </Stack>

      <Box sx={{ minHeight: 44 }}>
        {last ? (
          <>
            <Typography
              variant="body2"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
            >
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t('card.from', { name: last.senderName })}
              </Box>{' '}
              {last.deleted ? (
                <Box component="em" sx={{ color: 'text.secondary' }}>
                  {t('card.deleted')}
                </Box>
              ) : (
                <>
                  {last.hasAttachment && (
                    <AttachFileIcon aria-label={t('card.attachment')} sx={{ fontSize: 16, verticalAlign: 'text-bottom' }} />
                  )}
                  {last.text}
                </>
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={last.createdAt}>
              {formatRelativeTime(t, i18n.language, Date.parse(last.createdAt), now)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('card.noMessages')}
          </Typography>
        )}
      </Box>

      <Stack direction="row" sx={{ gap: 1, mt: 'auto', pt: 0.5 }}>
        <Button
          component={RouterLink}
          to={generatePath(paths.groupChat, { groupId: group.id })}
          variant="contained"
          startIcon={<ForumOutlinedIcon aria-hidden />}
          aria-label={t('card.openChatOf', { name: group.name })}
          sx={{ flex: 1, minHeight: 44 }}
        >
          {t('card.openChat')}
        </Button>
        {onManage && group.canManage && (
          <Button
            variant="outlined"
            startIcon={<SettingsOutlinedIcon aria-hidden />}
            onClick={() => onManage(group)}
            aria-label={t('card.manageOf', { name: group.name })}
            sx={{ flex: 1, minHeight: 44 }}
          >
            {t('card.manage')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

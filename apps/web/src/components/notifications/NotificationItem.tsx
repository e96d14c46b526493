import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Checkbox, Collapse, ListItemButton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { localizeNotification, pickLanguage } from '@pariksha/shared/notification-text';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { formatRelativeTime } from './relative-time.ts';

type Props = {
  notification: Notification;
  now: number;
  expanded: boolean;
  /** Expanding an unread one also marks it read (the list's onOpen). */
  onToggleExpanded: () => void;
  /** Absent where the list is read-only (no checkbox). */
  selection?: { selected: boolean; onToggle: () => void };
  /** Following the linked test (the bell closes its panel). */
  onFollowLink?: () => void;
};

/** The test's page: /exams/:examId (paths.examEntry). */
const examPath = (examId: string) => `/exams/${encodeURIComponent(examId)}`;

/**
 * One notification: its title in the reader's language (or the other one written) and age; a
 * click shows the body and the linked test (spec 2.9), the checkbox selects it. An unread one
 * is bold on a tinted background with a dot, and says "unread" to a screen reader.
 */
export function NotificationItem({ notification, now, expanded, onToggleExpanded, selection, onFollowLink }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const bodyId = useId();
  const text = localizeNotification(notification, i18n.language);
  // lang on the text when it is not the page's language (the other one was all that was written).
  const lang = text.language && text.language !== i18n.language ? text.language : undefined;
  const unread = !notification.read;
  return (
    <Box
      component="li"
      data-unread={unread || undefined}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        bgcolor: (theme) => (unread ? alpha(theme.palette.primary.main, 0.08) : 'transparent'),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {selection && (
          <Checkbox
            size="small"
            checked={selection.selected}
            onChange={selection.onToggle}
            sx={{ mt: 0.75, ml: 0.5 }}
            slotProps={{ input: { 'aria-label': t('selectItem', { title: text.title }) } }}
          />
        )}
        <ListItemButton
          onClick={onToggleExpanded}
          aria-expanded={expanded}
          aria-controls={bodyId}
          sx={{ alignItems: 'flex-start', gap: 1, py: 1, pl: selection ? 0.5 : 2, minWidth: 0 }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" lang={lang} sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
              {unread && <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
              {text.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="span">
              {formatRelativeTime(t, i18n.language, notification.timestamp, now)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
            {unread && (
              <Box
                component="span"
                aria-hidden
                data-testid="unread-dot"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
            )}
            <ExpandMoreIcon
              fontSize="small"
              aria-hidden
              sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
            />
          </Box>
        </ListItemButton>
      </Box>
      <Collapse in={expanded} id={bodyId} unmountOnExit>
        <Box sx={{ px: 2, pb: 1.5, pl: selection ? 6 : 2 }}>
          <Typography variant="body2" lang={lang} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}>
            {text.body}
          </Typography>
          {notification.exam && (
            <Button
              component={RouterLink}
              to={examPath(notification.exam.id)}
              onClick={onFollowLink}
              size="small"
              variant="outlined"
              endIcon={<OpenInNewIcon />}
              sx={{ mt: 1, textAlign: 'start' }}
            >
              {t('openTest', { title: pickLanguage(notification.exam.title, i18n.language) })}
            </Button>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}

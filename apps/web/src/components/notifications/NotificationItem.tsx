import { useId } from 'react';
import { Box, Checkbox, Collapse, ListItemButton, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { formatRelativeTime } from './relative-time.ts';

type Props = {
  notification: Notification;
  now: number;
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Absent where the list is read-only (no checkbox). */
  selection?: { selected: boolean; onToggle: () => void };
};

/** One notification: its title and age; a click shows the body (spec 2.9), the checkbox selects it. */
export function NotificationItem({ notification, now, expanded, onToggleExpanded, selection }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const bodyId = useId();
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {selection && (
          <Checkbox
            size="small"
            checked={selection.selected}
            onChange={selection.onToggle}
            sx={{ mt: 0.75, ml: 0.5 }}
            slotProps={{ input: { 'aria-label': t('selectItem', { title: notification.title }) } }}
          />
        )}
        <ListItemButton
          onClick={onToggleExpanded}
          aria-expanded={expanded}
          aria-controls={bodyId}
          sx={{ alignItems: 'flex-start', gap: 1, py: 1, pl: selection ? 0.5 : 2, minWidth: 0 }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {notification.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="span">
              {formatRelativeTime(t, i18n.language, notification.timestamp, now)}
            </Typography>
          </Box>
          <ExpandMoreIcon
            fontSize="small"
            aria-hidden
            sx={{ mt: 0.25, color: 'text.secondary', transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
          />
        </ListItemButton>
      </Box>
      <Collapse in={expanded} id={bodyId} unmountOnExit>
        <Typography
          variant="body2"
          sx={{ px: 2, pb: 1.5, pl: selection ? 6 : 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
        >
          {notification.body}
        </Typography>
      </Collapse>
    </Box>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Box, CircularProgress, IconButton, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from '@pariksha/shared/text';
import { NOTIFICATION_BADGE_CAP } from '@pariksha/shared/constants';
import { useLiveNotifications, useNotifications } from './use-notifications.ts';

// The panel's list loads when the bell is first opened: it stays out of the first page's bundle.
const NotificationList = lazy(() => import('./NotificationList.tsx').then((m) => ({ default: m.NotificationList })));

/** Spec 2.9: the popover is 280px wide and at most 80vh high; its content scrolls inside. */
export const PANEL_WIDTH = 280;

/** The header's bell (spec 2.6): the count badge, capped at '10+', opens the notifications panel. */
export function NotificationBell() {
  // Only the common namespace here: the header has no Suspense boundary of its own, so the
  // panel's namespace is loaded inside the popover, below.
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const panelId = useId();
  useLiveNotifications();
  const { notifications, count, isLoading, isError, refetch, remove, open: openItem, markAll } = useNotifications();
  const open = !!anchor;

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={count > 0 ? t('header.notificationsWithCount', { count }) : t('header.notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <Badge badgeContent={badgeLabel(count, NOTIFICATION_BADGE_CAP)} color="error" invisible={count === 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: PANEL_WIDTH,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: '80vh',
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
            },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            pl: 2,
            pr: 0.5,
            py: 0.5,
            flexShrink: 0,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('header.notifications')}
          </Typography>
          <IconButton size="small" onClick={() => setAnchor(null)} aria-label={t('close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} aria-label={t('loading')} />
            </Box>
          }
        >
          <NotificationList
            notifications={notifications}
            isLoading={isLoading}
            isError={isError}
            onRetry={refetch}
            onDelete={async (ids) => {
              await remove.mutateAsync(ids);
            }}
            deleting={remove.isPending}
            onOpen={openItem}
            onMarkAllRead={() => markAll.mutate()}
            onFollowLink={() => setAnchor(null)}
          />
        </Suspense>
      </Popover>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Button, IconButton, Tooltip } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useAuth, useSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import { UserMenu } from './UserMenu.tsx';

// The bell brings socket.io-client and IndexedDB code: loaded after the first paint so the
// first page stays light on a slow phone.
const NotificationBell = lazy(() =>
  import('../../components/notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The signed-in half of the header: admin button, streak badge, bell and user menu. The streak
 * is a student's: admins and teachers do not get the badge (issue 13, roles).
 */
export function SignedInActions() {
  const { t } = useTranslation();
  const { isSuperAdmin, isStaff } = useAuth();
  const currentStreak = useSession((s) => s.currentStreak);
  // The prerendered shell (entry-shell.tsx) draws a session with no one in it: no count until the
  // app knows the reader's, rather than a "0" that turns into their streak a moment later.
  const known = useSession((s) => !!s.userName);
  return (
    <>
      {isSuperAdmin && (
        <>
          <Button
            component={RouterLink}
            to={paths.adminDashboard}
            variant="outlined"
            startIcon={<DashboardIcon />}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {t('header.adminDashboard')}
          </Button>
          <IconButton
            component={RouterLink}
            to={paths.adminDashboard}
            aria-label={t('header.adminDashboard')}
            sx={{ display: { md: 'none' } }}
          >
            <DashboardIcon />
          </IconButton>
        </>
      )}
      {!isStaff && (
        <Tooltip title={t('header.streak')}>
          <IconButton
            component={RouterLink}
            to={paths.potd}
            aria-label={known ? `${t('header.streak')}: ${currentStreak}` : t('header.streak')}
          >
            <Badge badgeContent={String(currentStreak)} color="warning" showZero invisible={!known}>
              <LocalFireDepartmentIcon sx={{ color: '#f57c00' }} />
            </Badge>
          </IconButton>
        </Tooltip>
      )}
      <Suspense
        fallback={
          <IconButton disabled aria-label={t('header.notifications')}>
            <NotificationsIcon />
          </IconButton>
        }
      >
        <NotificationBell />
      </Suspense>
      <UserMenu />
    </>
  );
}

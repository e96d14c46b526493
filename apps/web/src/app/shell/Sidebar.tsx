import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Divider, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Toolbar, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/session.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { navFor } from '../nav.ts';
import { SIDEBAR_PX, sidebarWidth } from '../theme.ts';

type Props = {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
};

function isCurrent(pathname: string, path: string) {
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

/** Spec 2.5-2.6: the role's navigation, current path highlighted; collapsible on desktop. */
export function Sidebar({ collapsed, onToggleCollapsed, mobileOpen, onMobileClose }: Props) {
  const { t } = useTranslation();
  const { role } = useAuth();
  const { pathname } = useLocation();
  const entries = navFor(role);

  const list = (compact: boolean, onNavigate?: () => void) => (
    <List component="nav" aria-label={t('nav.label')} sx={{ py: 1 }}>
      {entries.map(({ key, path, icon: Icon }) => {
        const label = t(`nav.${key}`);
        const item = (
          <ListItemButton
            key={key}
            component={RouterLink}
            to={path}
            selected={isCurrent(pathname, path)}
            aria-current={isCurrent(pathname, path) ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ minHeight: 44, px: compact ? 2.5 : 2, justifyContent: compact ? 'center' : 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: compact ? 0 : 40, justifyContent: 'center' }}>
              <Icon />
            </ListItemIcon>
            {compact ? (
              <Box component="span" sx={visuallyHidden}>
                {label}
              </Box>
            ) : (
              <ListItemText primary={label} />
            )}
          </ListItemButton>
        );
        return compact ? (
          <Tooltip key={key} title={label} placement="right">
            {item}
          </Tooltip>
        ) : (
          item
        );
      })}
    </List>
  );

  const width = sidebarWidth(collapsed);
  return (
    <>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 200ms', boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1, pt: 1 }}>
          <IconButton onClick={onToggleCollapsed} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!collapsed}>
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
        <Divider />
        {list(collapsed)}
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: false }}
        // Above the fixed header (drawer + 1), so its close button is not covered.
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 2,
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: SIDEBAR_PX.expanded },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={onMobileClose} aria-label={t('nav.closeMenu')}>
            <ChevronLeftIcon />
          </IconButton>
        </Box>
        <Divider />
        {list(false, onMobileClose)}
      </Drawer>
    </>
  );
}

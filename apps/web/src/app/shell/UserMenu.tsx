import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonIcon from '@mui/icons-material/Person';
import EventNoteIcon from '@mui/icons-material/EventNote';
import TranslateIcon from '@mui/icons-material/Translate';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { AVATAR_COLOR, USER_MENU_WIDTH } from '@pariksha/shared/constants';
import { capitalizeWords, initialOf } from '@pariksha/shared/text';
import { decodeProfilePicture, useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { paths } from '../paths.ts';

/** Spec 2.6: the avatar (picture, or the initial in #1976d2) opens the user menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useSession((s) => s.userName);
  const picture = decodeProfilePicture(useSession((s) => s.profilePicture));
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const showPicture = !!picture && failedPicture !== picture;
  const name = capitalizeWords(userName, t('header.defaultUser'));

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('header.openUserMenu')} aria-haspopup="menu" sx={{ p: 0.5 }}>
        {showPicture ? (
          <Avatar src={picture} alt={name} slotProps={{ img: { onError: () => setFailedPicture(picture) } }} />
        ) : (
          <Avatar sx={{ bgcolor: AVATAR_COLOR }} aria-hidden>
            {/* No name yet only in the prerendered shell (entry-shell.tsx): MUI's person outline, not a "?" that then turns into the initial. */}
            {userName ? initialOf(userName) : undefined}
          </Avatar>
        )}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: { xs: USER_MENU_WIDTH.small, sm: USER_MENU_WIDTH.wide } } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {t('header.hi', { name })}
          </Typography>
          <IconButton size="small" onClick={() => setAnchor(null)} aria-label={t('header.closeUserMenu')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Divider />
        <MenuItem onClick={() => go(paths.profile)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('header.myProfile')}
        </MenuItem>
        <MenuItem onClick={() => go(paths.potdManagement)}>
          <ListItemIcon>
            <EventNoteIcon fontSize="small" />
          </ListItemIcon>
          {t('header.potdManagement')}
        </MenuItem>
        <MenuItem onClick={() => go(paths.languageSelector)}>
          <ListItemIcon>
            <TranslateIcon fontSize="small" />
          </ListItemIcon>
          {t('header.languageSettings')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut().then(() => navigate(paths.signIn));
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('header.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

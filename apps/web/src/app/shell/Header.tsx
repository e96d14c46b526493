import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { useAuth, useSession } from '../../lib/session.ts';
import { useProductName } from '../../lib/product.ts';
import { paths } from '../paths.ts';
import { LanguageToggle } from './LanguageToggle.tsx';

// Menus, tooltips, the bell and its socket are only for signed-in people: a visitor's first
// page on a slow phone does not download them.
const SignedInActions = lazy(() => import('./SignedInActions.tsx').then((m) => ({ default: m.SignedInActions })));

type Props = { showMenuToggle: boolean; onMenuToggle: () => void };

/** Spec 2.6 header: logo, title and tagline, the हिं / EN toggle, streak badge, bell, admin button, user menu. */
export function Header({ showMenuToggle, onMenuToggle }: Props) {
  const { t } = useTranslation();
  const { isSignedIn, claims } = useAuth();
  const organization = useSession((s) => s.organization);
  const selectedLanguage = useSession((s) => s.selectedLanguage);
  const productName = useProductName();

  // The product name for the default organisation or users without a role, else the organisation's.
  const ownBrand = !!claims?.role && !!organization && organization.id !== DEFAULT_ORG_ID;
  const title = ownBrand ? organization.name : productName;
  const logo = ownBrand && organization.logoUrl ? organization.logoUrl : '/favicon.svg';

  return (
    <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {showMenuToggle && (
          <IconButton onClick={onMenuToggle} aria-label={t('nav.openMenu')} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={selectedLanguage ? paths.home : paths.languageSelector}
          aria-label={t(selectedLanguage ? 'header.homeLink' : 'header.languageLink', { name: title })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, flexShrink: 1 }}
        >
          {/* data-brand: /boot.js draws an institute's name and logo into the prerendered signed-in shell (which is the same file for everyone) before the app arrives. */}
          <Box
            component="img"
            src={logo}
            alt=""
            data-brand="logo"
            sx={{ width: 36, height: 36, borderRadius: 1, objectFit: 'contain', flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="span"
              variant="h6"
              noWrap
              data-brand="title"
              data-default-org={DEFAULT_ORG_ID}
              sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2, fontSize: { xs: '1rem', sm: '1.25rem' } }}
            >
              {title}
            </Typography>
            <Typography component="span" variant="caption" noWrap color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {t('productTagline')}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageToggle />
        {isSignedIn ? (
          <Suspense fallback={null}>
            <SignedInActions />
          </Suspense>
        ) : (
          <Button component={RouterLink} to={paths.signIn} variant="contained">
            {t('header.loginRegister')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

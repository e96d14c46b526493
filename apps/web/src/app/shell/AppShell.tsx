import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { Box, CircularProgress, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { storage } from '../../lib/storage.ts';
import { useAuth, useSession } from '../../lib/session.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useShowPotdDialogOnce } from '../../lib/potd-dialog-flag.ts';
import { paths } from '../paths.ts';
import { sidebarWidth } from '../theme.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { NoInternet } from './NoInternet.tsx';
import { NavigationProgress, useNavigationPending } from './NavigationProgress.tsx';
import { HydrateWhenVisible } from '../../lib/deferred-hydration.tsx';
import { useSnackbar } from '../../lib/snackbar.ts';
import { useAppUpdate } from '../../lib/pwa.ts';

// The navigation drawer is only for signed-in people with a language chosen.
const Sidebar = lazy(() => import('./Sidebar.tsx').then((m) => ({ default: m.Sidebar })));
// The daily-problem dialog is fetched only when it opens.
const PotdDialog = lazy(() => import('../../features/potd/components/PotdDialog.tsx').then((m) => ({ default: m.PotdDialog })));
const StreakSync = lazy(() => import('../../features/potd/components/StreakSync.tsx').then((m) => ({ default: m.StreakSync })));

// The snackbar and the update prompt (MUI's Snackbar, Alert and their transitions) are fetched
// the first time there is something to show, not with the first page (issue 15). A chunk that
// cannot be fetched (offline, no service worker yet) shows nothing rather than break the page.
const quiet: { default: ComponentType } = { default: () => null };
const AppSnackbar = lazy(() =>
  import('./AppSnackbar.tsx').then(
    (m) => ({ default: m.AppSnackbar }),
    () => quiet,
  ),
);
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt.tsx').then(
    (m) => ({ default: m.UpdatePrompt }),
    () => quiet,
  ),
);

/** True from the first time `flag` is true on (so a closing snackbar keeps its exit transition). */
function useLatch(flag: boolean) {
  const [latched, setLatched] = useState(flag);
  if (flag && !latched) setLatched(true);
  return latched || flag;
}

/** `withUpdate` false during a test, which a reload would interrupt. */
function Snackbars({ withUpdate }: { withUpdate: boolean }) {
  const snackbar = useLatch(useSnackbar((s) => s.open));
  const update = useLatch(useAppUpdate((s) => s.waiting !== null)) && withUpdate;
  return (
    <Suspense fallback={null}>
      {snackbar && <AppSnackbar />}
      {update && <UpdatePrompt />}
    </Suspense>
  );
}

/**
 * The permanent drawer's place on a laptop while its chunk loads. Without it the page is drawn
 * full width and then pushed 256 px right when the drawer arrives: a layout shift of 0.2 on
 * every signed-in page at 1280 px (issue 15). Phones have no permanent drawer.
 */
function SidebarSpace({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      aria-hidden
      data-testid="sidebar-space"
      sx={{ display: { xs: 'none', md: 'block' }, width: sidebarWidth(collapsed), flexShrink: 0 }}
    />
  );
}

const NO_SIDEBAR = new Set<string>([paths.signIn, paths.signUp]);

/**
 * An exam attempt in progress keeps working offline (its answers queue on the device; decisions,
 * "Where we do better") and has the screen to itself (issue 13, the focused exam mode): no site
 * header, bell, streak, sidebar or footer. The hall pages draw their own bar (logo, exam name,
 * timer, language, Submit) from their lazy chunk, so the shell adds nothing for them.
 */
const ATTEMPT_ROUTES = [paths.examSections, paths.examHall];
export const isAttemptRoute = (pathname: string) => ATTEMPT_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);

/** A page's code on its way: one named progress indicator (axe: aria-progressbar-name), the spinner inside is decoration. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('loading')} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * The fixed header, the sidebar (only with a token and a chosen language, never on sign-in
 * or sign-up) and the footer around every page; the no-internet page replaces all of it offline
 * (except during an exam attempt).
 */
export function AppShell() {
  const online = useOnline();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const { isStaff } = useAuth();
  const selectedLanguage = useSession((s) => s.selectedLanguage);
  const [collapsed, setCollapsed] = useState(() => storage.get('isCollapsed') === 'true');
  const [mobileOpen, setMobileOpen] = useState(() => storage.get('sidebarOpen') === 'true');
  const [potdOpen, closePotd] = useShowPotdDialogOnce();
  const pending = useNavigationPending();
  // While the next page loads, the old one fades (after a beat, so a fast switch does not
  // flicker) and takes no clicks: it must not look like the page you asked for.
  const pendingSx = pending ? { opacity: 0.35, pointerEvents: 'none' as const, transition: 'opacity 150ms ease 120ms' } : { opacity: 1 };

  const inAttempt = isAttemptRoute(pathname);
  const sidebarVisible = !!token && !!selectedLanguage && !NO_SIDEBAR.has(pathname);
  if (!online && !inAttempt) return <NoInternet />;
  if (inAttempt) {
    return (
      <>
        <NavigationProgress active={pending} />
        <Box component="main" id="main" aria-busy={pending} sx={{ minHeight: '100vh', ...pendingSx }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
          <Snackbars withUpdate={false} />
        </Box>
      </>
    );
  }

  const toggleCollapsed = () => {
    storage.set('isCollapsed', !collapsed);
    setCollapsed(!collapsed);
  };
  const setMobile = (open: boolean) => {
    storage.set('sidebarOpen', open);
    setMobileOpen(open);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <NavigationProgress active={pending} />
      <Header showMenuToggle={sidebarVisible} onMenuToggle={() => setMobile(!mobileOpen)} />
      {sidebarVisible && (
        <Suspense fallback={<SidebarSpace collapsed={collapsed} />}>
          <Sidebar
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            mobileOpen={mobileOpen}
            onMobileClose={() => setMobile(false)}
          />
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {/* At least a screen tall: the footer starts below the fold, so a page that grows as its
            code and data arrive never pushes a visible footer down (layout shift, issue 15). */}
        <Box component="main" id="main" aria-busy={pending} sx={{ flexGrow: 1, minHeight: '100vh', ...pendingSx }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {/* Below the fold on a prerendered page: hydrated when it nears the screen. */}
        <HydrateWhenVisible name="footer">
          <Footer />
        </HydrateWhenVisible>
      </Box>
      {token && !isStaff && (
        <Suspense fallback={null}>
          <StreakSync />
        </Suspense>
      )}
      {potdOpen && (
        <Suspense fallback={null}>
          <PotdDialog open onClose={closePotd} />
        </Suspense>
      )}
      <Snackbars withUpdate />
    </Box>
  );
}

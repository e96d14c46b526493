import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * React Router renders a navigation inside startTransition: while the next page's lazy chunk
 * downloads, React keeps the old page on screen, fully interactive, with nothing to say a click
 * worked. The router itself knows at once: its state moves to the new location immediately,
 * while the location the page was rendered with (useLocation) moves only when the new page
 * commits. The difference is "navigating". (The data router's context is the only way to reach
 * the router instance from inside its tree; it is marked UNSAFE but is React Router's own.)
 */
export function useNavigationPending(): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const shown = useLocation().key;
  const [target, setTarget] = useState<{ key: string; busy: boolean } | null>(null);
  useEffect(() => {
    if (!router) return;
    // A plain setState outside the router's transition: it renders at once, over the old page.
    return router.subscribe((state) => setTarget({ key: state.location.key, busy: state.navigation.state !== 'idle' }));
  }, [router]);
  return target !== null && (target.busy || target.key !== shown);
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin indeterminate bar across the top of the screen while a navigation is pending. Drawn
 * by hand (a box and one animation) rather than MUI's LinearProgress: it sits in the first
 * page's bundle, which has no room to spare.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 'tooltip',
        overflow: 'hidden',
        // Over the blue header as well as a white page (the exam hall has no header).
        bgcolor: 'rgba(25, 118, 210, 0.35)',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: '#ffb300',
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        },
      }}
    />
  );
}

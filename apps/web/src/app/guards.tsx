import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Paper, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/session.ts';
import { paths } from './paths.ts';

/** Spec 2.1: protected routes show 'Login Required' with 'Login Now' when no one is signed in. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isSignedIn } = useAuth();
  const { t } = useTranslation();
  const location = useLocation();
  if (isSignedIn) return children;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 420, textAlign: 'center' }}>
        <LockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
          {t('guard.loginRequired')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t('guard.loginRequiredBody')}
        </Typography>
        {/* The sign-in page returns here afterwards. */}
        <Button variant="contained" component={RouterLink} to={paths.signIn} state={{ from: location }}>
          {t('guard.loginNow')}
        </Button>
      </Paper>
    </Box>
  );
}

/** Spec 2.1 and 6: admin-only routes redirect to / unless the role is admin or superAdmin. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  return isAdmin ? children : <Navigate to={paths.home} replace />;
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Typography } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/session.ts';
import { paths } from '../app/paths.ts';

type Props = { children: ReactNode; /** Why this page is for platform administrators only. */ body: string };

/**
 * The admin route guard lets plain admins through (spec 6), but these pages call superAdmin-only
 * endpoints, and a 403 signs the user out. So a plain admin sees this explanation instead, and
 * the children (with their queries) are never mounted: no request is made.
 */
export function SuperAdminOnly({ children, body }: Props) {
  const { isSuperAdmin } = useAuth();
  // The title and button texts were written with the admin dashboard and stay in its namespace.
  const { t } = useTranslation('admin');
  if (isSuperAdmin) return children;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, textAlign: 'center' }}>
        <AdminPanelSettingsIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
          {t('superAdminOnly.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {body}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.organizationAdminDashboard}>
          {t('superAdminOnly.toOrganizationDashboard')}
        </Button>
      </Paper>
    </Box>
  );
}

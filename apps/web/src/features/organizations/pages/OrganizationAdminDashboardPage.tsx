import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Divider, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import SellIcon from '@mui/icons-material/Sell';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { paths } from '../../../app/paths.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { NotificationList } from '../../../components/notifications/NotificationList.tsx';
import { useNotifications } from '../../../components/notifications/use-notifications.ts';
import { organizationKey, organizationQuery, toSummary } from '../components/admin-dashboard/api.ts';
import { BrandingForm } from '../components/admin-dashboard/BrandingForm.tsx';
import { InviteCard } from '../components/admin-dashboard/InviteCard.tsx';
import { LogoUploader } from '../components/admin-dashboard/LogoUploader.tsx';
import { SendNotificationForm } from '../components/admin-dashboard/SendNotificationForm.tsx';
import { InstituteOverview } from '../components/institute/InstituteOverview.tsx';
import { NotificationDelivery } from '../components/admin-dashboard/NotificationDelivery.tsx';
import { ScheduledNotifications } from '../components/admin-dashboard/ScheduledNotifications.tsx';

/**
 * /organization/admin-dashboard (admin or superAdmin): the signed-in person's own organisation
 * (for a superAdmin, the default one): branding, invite code and members, notifications.
 */
export function OrganizationAdminDashboardPage() {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const organizationId = useAuth().claims?.organizationId ?? '';
  const org = useQuery({ ...organizationQuery(organizationId), enabled: !!organizationId });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {org.data ? t('subtitleFor', { name: org.data.name }) : t('subtitle')}
      </Typography>
      {organizationId && <InstituteOverview organizationId={organizationId} />}
      <QueryState query={org} loading={<DashboardSkeleton />} errorFallback={t('loadError')}>
        {(data) => <Dashboard org={data} />}
      </QueryState>
    </Box>
  );
}

function Dashboard({ org }: { org: OrganizationDetail }) {
  const { t } = useTranslation(['orgDashboard', 'notifySend']);
  const queryClient = useQueryClient();
  const notifications = useNotifications();

  // The header and footer show the session's copy of the branding: update it at once.
  const apply = (next: OrganizationSummary | OrganizationDetail) => {
    const merged = { ...queryClient.getQueryData<OrganizationDetail>(organizationKey(org.id)), ...next } as OrganizationDetail;
    queryClient.setQueryData(organizationKey(org.id), merged);
    useSession.getState().setOrganization(toSummary(merged));
  };

  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Section title={t('branding.title')} hint={org.id === DEFAULT_ORG_ID ? t('branding.defaultHint') : t('branding.hint')}>
          <LogoUploader org={org} onUploaded={apply} />
          <Divider sx={{ my: 3 }} />
          <BrandingForm org={org} onSaved={apply} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={{ xs: 2, md: 3 }}>
          <Section title={t('students.title')} hint={t('students.hint')}>
            <Button component={RouterLink} to={paths.organizationStudents} variant="contained" startIcon={<SchoolIcon aria-hidden />}>
              {t('students.open')}
            </Button>
          </Section>
          <Section title={t('plans.title')} hint={t('plans.hint')}>
            <Button component={RouterLink} to={paths.organizationPlans} variant="contained" startIcon={<SellIcon aria-hidden />}>
              {t('plans.open')}
            </Button>
          </Section>
          <Section title={t('invite.title')}>
            <InviteCard org={org} />
          </Section>
        </Stack>
      </Grid>
      <Grid size={12}>
        <Section title={t('notify.title')} hint={t('notify.hint', { name: org.name })}>
          <Grid container spacing={{ xs: 2, md: 4 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <SendNotificationForm organizationId={org.id} organizationName={org.name} onSent={(n) => notifications.add(n)} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('notifySend:scheduledTitle')}
              </Typography>
              <ScheduledNotifications organizationId={org.id} />
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
                {t('notify.recent')}
              </Typography>
              <Paper variant="outlined" sx={{ maxHeight: 420, display: 'flex', flexDirection: 'column' }}>
                <NotificationList
                  notifications={notifications.notifications}
                  isLoading={notifications.isLoading}
                  isError={notifications.isError}
                  onRetry={notifications.refetch}
                />
              </Paper>
            </Grid>
          </Grid>
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={t('delivery.title')} hint={t('delivery.hint')}>
          <NotificationDelivery organizationId={org.id} organizationName={org.name} />
        </Section>
      </Grid>
    </Grid>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {!hint && <Box sx={{ mb: 2 }} />}
      {children}
    </Paper>
  );
}

function DashboardSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true">
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={560} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={300} />
        </Stack>
      </Grid>
    </Grid>
  );
}

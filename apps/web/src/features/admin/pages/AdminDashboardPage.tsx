import { Box, Grid, Skeleton, Typography } from '@mui/material';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NEW_SIGNUP_WINDOW_DAYS, type AdminStats } from '@pariksha/shared/schemas/admin';
import { paths } from '../../../app/paths.ts';
import { adminStatsQuery } from '../api.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { SuperAdminOnly } from '../../../components/SuperAdminOnly.tsx';
import { StatCard } from '../components/StatCard.tsx';
import { NewestOrganizations, OpenFeedback } from '../components/RecentLists.tsx';
import { PlatformGrowth } from '../components/PlatformGrowth.tsx';
import { PlatformOrganizations } from '../components/PlatformOrganizations.tsx';

/** /admin-dashboard: the superAdmin's overview of the whole platform. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly body={t('superAdminOnly.overviewBody')}>
      <Overview />
    </SuperAdminOnly>
  );
}

function Overview() {
  const { t } = useTranslation(['admin', 'common']);
  const stats = useQuery(adminStatsQuery());

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>

      <QueryState query={stats} loading={<OverviewSkeleton />}>
        {(data) => <OverviewContent stats={data} />}
      </QueryState>
    </Box>
  );
}

function OverviewContent({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  const cards = [
    { key: 'organizations', value: stats.organizations, icon: <CorporateFareIcon />, to: paths.organizationManage },
    { key: 'usersTotal', value: stats.users.total, icon: <GroupsIcon /> },
    { key: 'roleUser', value: stats.users.user, icon: <SchoolIcon /> },
    { key: 'roleAdmin', value: stats.users.admin, icon: <ManageAccountsIcon /> },
    { key: 'roleSuperAdmin', value: stats.users.superAdmin, icon: <AdminPanelSettingsIcon /> },
    {
      key: 'newSignUps',
      value: stats.newSignUps,
      icon: <PersonAddIcon />,
      hint: t('stats.newSignUpsHint', { count: NEW_SIGNUP_WINDOW_DAYS }),
    },
    { key: 'feedbackOpen', value: stats.feedback.open, icon: <MarkEmailUnreadIcon />, to: paths.userFeedback },
    { key: 'feedbackHandled', value: stats.feedback.handled, icon: <MarkEmailReadIcon />, to: paths.userFeedback },
  ];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('stats.heading')}
      </Typography>
      <Grid container spacing={{ xs: 1.5, sm: 2 }} sx={{ mb: 4 }}>
        {cards.map((c) => (
          <Grid key={c.key} size={{ xs: 6, sm: 4, md: 3 }}>
            <StatCard label={t(`stats.${c.key}`)} value={c.value} icon={c.icon} to={c.to} hint={c.hint} />
          </Grid>
        ))}
      </Grid>
      <PlatformGrowth />
      <PlatformOrganizations />
      <Grid container spacing={{ xs: 2, sm: 3 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NewestOrganizations items={stats.newestOrganizations} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OpenFeedback items={stats.openFeedback} />
        </Grid>
      </Grid>
    </>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Grid key={i} size={{ xs: 6, sm: 4, md: 3 }}>
            <Skeleton variant="rounded" height={88} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={280} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={280} />
        </Grid>
      </Grid>
    </Box>
  );
}

import { Box, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { useStaffHome } from '../api.ts';
import { cardState } from '../components/personal/HomeCard.tsx';
import { Greeting } from '../components/personal/Greeting.tsx';
import { LiveTestsCard } from '../components/personal/LiveTestsCard.tsx';
import { AttendanceCard, AttentionCard, QuickActions, StaffResultsCard } from '../components/personal/StaffCards.tsx';

/**
 * The institute's day for admins and teachers (issue 13): quick actions, today's live tests,
 * attendance still to take, recent results and the students who need attention. One request.
 */
export function StaffHomePage() {
  const { t } = useTranslation('myHome');
  const { isAdmin } = useAuth();
  const query = useStaffHome();
  const name = useSession((s) => s.userName);
  const organization = useSession((s) => s.organization);
  const data = query.data;
  const offsetMs = data ? Date.parse(data.serverNow) - data.receivedAt : 0;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Greeting name={name} subtitle={t('staff.subtitle', { organization: data?.organizationName ?? organization?.name ?? '' })} />
      <QuickActions isAdmin={isAdmin} />
      {query.isError && !data && (
        <Typography role="alert" color="error.dark" sx={{ mb: 2 }}>
          {t('loadError')}
        </Typography>
      )}
      <Grid container spacing={{ xs: 1.5, md: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LiveTestsCard
            staff
            state={cardState(query, (d) => d.tests)}
            offsetMs={offsetMs}
            title={t('tests.todayTitle')}
            empty={{ text: t('tests.noneToday'), action: { to: `${paths.examDashboard}/tests/new`, label: t('actions.createTest') } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AttendanceCard state={cardState(query, (d) => d.attendance)} isAdmin={isAdmin} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StaffResultsCard state={cardState(query, (d) => d.recentResults)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AttentionCard state={cardState(query, (d) => d.needsAttention)} isAdmin={isAdmin} />
        </Grid>
      </Grid>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { MyAttendance } from '../../../components/attendance/MyAttendance.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { profileQuery } from '../api.ts';
import { AccountSummary } from '../components/AccountSummary.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { ExamGoalsForm } from '../components/ExamGoalsForm.tsx';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm.tsx';
import { ProfilePictureEditor } from '../components/ProfilePictureEditor.tsx';

/** /profile (protected): picture, details, password; role and organisation are read-only. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const query = useQuery(profileQuery());
  // A student's own attendance (issue 11); staff take attendance instead of having it.
  const { isStaff } = useAuth();

  // Every change answers with the fresh profile: keep the page and the header (session) in step.
  const onUpdated = (me: MeResponse) => {
    queryClient.setQueryData(profileQuery().queryKey, me);
    useSession.getState().setUser(me.user, me.organization);
  };

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>

      <QueryState query={query} loading={<ProfileSkeleton label={t('common:loading')} />} errorFallback={t('loadFailed')}>
        {(me) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ borderRadius: 3 }}>
                <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                  <Stack spacing={3}>
                    <ProfilePictureEditor me={me} onUpdated={onUpdated} />
                    <AccountSummary me={me} />
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={3}>
                <Section title={t('details.title')} hint={t('details.hint')}>
                  {/* Keyed by user so a refetch after another tab's change starts from fresh values. */}
                  <ProfileDetailsForm key={me.user.id} me={me} onUpdated={onUpdated} />
                </Section>
                {!isStaff && (
                  <Section title={t('goals.title')} hint={t('goals.hint')}>
                    <ExamGoalsForm key={me.user.examGoals.join()} me={me} onUpdated={onUpdated} />
                  </Section>
                )}
                <Section title={t('password.title')} hint={t('password.sectionHint')}>
                  <ChangePasswordForm />
                </Section>
                {/* Purchases and their GST receipts (payments) have their own page. */}
                <Section title={t('purchases.title')} hint={t('purchases.hint')}>
                  <Button
                    component={RouterLink}
                    to={paths.purchases}
                    variant="outlined"
                    startIcon={<ReceiptLongOutlinedIcon aria-hidden />}
                  >
                    {t('purchases.open')}
                  </Button>
                </Section>
                {!isStaff && <MyAttendance />}
              </Stack>
            </Grid>
          </Grid>
        )}
      </QueryState>
    </Box>
  );
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Grid container spacing={3} role="progressbar" aria-busy="true" aria-label={label}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined" sx={{ borderRadius: 3, p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Skeleton variant="circular" width={112} height={112} />
          <Skeleton width="60%" height={32} />
          <Skeleton width="40%" />
          <Skeleton width="80%" height={48} />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
          <Skeleton width="30%" height={32} />
          <Skeleton width="60%" />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        </Card>
      </Grid>
    </Grid>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { useAuth, useSession } from '../../../lib/session.ts';
import { paths } from '../../../app/paths.ts';
import { useSchedule, useSummary } from '../api.ts';
import { BookmarkedProblems } from '../components/BookmarkedProblems.tsx';
import { SolvedCalendar } from '../components/SolvedCalendar.tsx';
import { StreakCards } from '../components/StreakCards.tsx';
import { syncStreak } from '../lib/streak-session.ts';
import { SchedulePanel } from '../staff/SchedulePanel.tsx';
import { ScheduleList } from '../staff/ScheduleList.tsx';

function Section({ title, aside, children, id }: { title: string; aside?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Box component="section" aria-labelledby={id ? `${id}-title` : undefined} sx={{ scrollMarginTop: 80 }} id={id}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.25, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" id={id ? `${id}-title` : undefined} sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Box>
  );
}

/**
 * /potd-management (decisions.md "Practice"): every signed-in user sees their streaks, a calendar
 * of solved days and their bookmarked problems; admins and teachers also schedule problems by
 * date and see who solved each day. For a student it is titled as their own history (issue 13).
 */
export function PotdManagementPage() {
  const { t } = useTranslation('potd');
  const { claims, isStaff } = useAuth();
  const organization = useSession((s) => s.organization);
  const userId = claims?.sub;
  const summary = useSummary(userId);
  const schedule = useSchedule(isStaff);
  const today = schedule.data?.today;
  const [date, setDate] = useState('');

  useEffect(() => {
    if (summary.data) syncStreak(summary.data.streak, summary.data.bookmarkedProblems);
  }, [summary.data]);
  useEffect(() => {
    if (today && !date) setDate(today);
  }, [today, date]);

  const pickDay = (day: string) => {
    setDate(day);
    document.getElementById('potd-schedule')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      {/* A student reaches this page from "POTD Management" in the profile menu (the spec's label),
          but what they find is their own record: the heading says so, the menu's name stays above it. */}
      {!isStaff && (
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
          {t('management.title')}
        </Typography>
      )}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {isStaff ? t('management.title') : t('management.studentTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {isStaff ? t('management.staffIntro') : t('management.studentIntro')}
      </Typography>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Section title={t('management.streaks')}>
            {summary.isPending ? (
              <Skeleton variant="rounded" height={84} role="progressbar" aria-label={t('management.streaks')} />
            ) : summary.isError ? (
              <RetryAlert onRetry={() => void summary.refetch()}>{t('management.summaryError')}</RetryAlert>
            ) : (
              <Stack sx={{ gap: 1.5 }}>
                <StreakCards streak={summary.data.streak} />
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Chip
                    color={summary.data.solvedToday ? 'success' : 'warning'}
                    // Dark text on the orange: white on it is too faint to read.
                    sx={{ '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' } }}
                    label={summary.data.solvedToday ? t('management.solvedToday') : t('management.notSolvedToday')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('management.totalSolved', { count: summary.data.totalSolved })}
                  </Typography>
                  {!summary.data.solvedToday && (
                    <Button component={RouterLink} to={paths.potd} size="small" variant="contained">
                      {t('management.solveNow')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            )}
          </Section>
          <Section title={t('management.history')}>
            <SolvedCalendar userId={userId} />
          </Section>
        </Stack>
        <Section
          title={t('management.bookmarks')}
          aside={
            summary.data && (
              <Typography variant="body2" color="text.secondary">
                {t('management.bookmarksCount', { count: summary.data.bookmarkedProblems })}
              </Typography>
            )
          }
        >
          <BookmarkedProblems />
        </Section>
      </Box>

      {isStaff && (
        <Stack sx={{ gap: 3, mt: 4 }}>
          <Section title={t('staff.schedule')} id="potd-schedule">
            {schedule.isError ? (
              <RetryAlert onRetry={() => void schedule.refetch()}>{t('staff.scheduleError')}</RetryAlert>
            ) : today ? (
              <SchedulePanel today={today} date={date} onDate={setDate} />
            ) : (
              <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('staff.schedule')} />
            )}
          </Section>
          <Section
            title={t('staff.upcoming')}
            aside={
              <Typography variant="body2" color="text.secondary">
                {t('staff.upcomingHint')}
              </Typography>
            }
          >
            <ScheduleList isDefaultOrg={organization?.id === DEFAULT_ORG_ID} onPickDay={pickDay} />
          </Section>
        </Stack>
      )}
    </Box>
  );
}

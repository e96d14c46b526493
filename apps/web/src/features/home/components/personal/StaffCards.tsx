import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Chip, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/Checklist';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import CampaignIcon from '@mui/icons-material/Campaign';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslation } from 'react-i18next';
import type { AttentionReason } from '@pariksha/shared/schemas/dashboards';
import type { StaffHome } from '@pariksha/shared/schemas/home';
import { pickText } from '../../../../lib/bilingual.ts';
import { paths } from '../../../../app/paths.ts';
import { homeLinks } from '../../links.ts';
import { CardEmpty, HomeCard, type CardState } from './HomeCard.tsx';

type Part<K extends keyof StaffHome> = CardState<NonNullable<StaffHome[K]>>;

/**
 * What staff start their day with, as links. Admin-only pages (attendance, students, the
 * notification form on the organisation dashboard) are offered to admins only: a teacher
 * would be sent back home by their guard.
 */
export function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('myHome');
  const actions: { to: string; label: string; icon: ReactNode }[] = [
    { to: `${paths.examDashboard}/tests/new`, label: t('actions.createTest'), icon: <AddCircleIcon /> },
    ...(isAdmin
      ? [
          { to: paths.attendanceManagement, label: t('actions.attendance'), icon: <FactCheckIcon /> },
          { to: paths.organizationAdminDashboard, label: t('actions.notify'), icon: <CampaignIcon /> },
          { to: paths.organizationStudents, label: t('actions.students'), icon: <PersonAddIcon /> },
        ]
      : []),
  ];
  return (
    <Paper component="nav" aria-label={t('actions.title')} variant="outlined" sx={{ p: 1.25, mb: 2, borderRadius: '14px' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {actions.map((a, i) => (
          <Button
            key={a.to}
            component={RouterLink}
            to={a.to}
            variant={i === 0 ? 'contained' : 'outlined'}
            startIcon={a.icon}
            sx={{ flex: { xs: '1 1 calc(50% - 8px)', sm: '0 0 auto' }, justifyContent: { xs: 'flex-start', sm: 'center' } }}
          >
            {a.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

export function AttendanceCard({ state, isAdmin }: { state: Part<'attendance'>; isAdmin: boolean }) {
  const { t } = useTranslation('myHome');
  return (
    <HomeCard id="home-attendance" title={t('attendance.title')} icon={<ChecklistIcon />} color="#2e7d32" state={state} lines={4} reserve>
      {() => {
        if (state.status !== 'ready') return null;
        const { batches, total } = state.value;
        if (total === 0)
          return (
            <CardEmpty
              text={t('attendance.noBatches')}
              action={isAdmin ? { to: paths.groupManagement, label: t('attendance.makeBatch') } : undefined}
            />
          );
        if (!batches.length) return <CardEmpty text={t('attendance.allDone', { count: total })} />;
        return (
          <List dense disablePadding>
            {batches.map((b) => (
              <ListItem key={b.batchId} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {b.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {b.marked === 0
                      ? t('attendance.notMarked', { count: b.students })
                      : t('attendance.partly', { marked: b.marked, students: b.students })}
                  </Typography>
                </Stack>
                {isAdmin && (
                  <Button
                    component={RouterLink}
                    to={homeLinks.attendance(b.batchId)}
                    size="small"
                    variant="contained"
                    color="success"
                    aria-label={t('attendance.takeFor', { name: b.name })}
                    sx={{ flexShrink: 0 }}
                  >
                    {t('attendance.take')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        );
      }}
    </HomeCard>
  );
}

export function StaffResultsCard({ state }: { state: Part<'recentResults'> }) {
  const { t, i18n } = useTranslation('myHome');
  const pct = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  return (
    <HomeCard
      id="home-results"
      title={t('results.staffTitle')}
      icon={<TrendingUpIcon />}
      color="#1565c0"
      more={{ to: `${paths.examDashboard}/results`, label: t('seeAll') }}
      state={state}
      lines={5}
      reserve
    >
      {() => {
        if (state.status !== 'ready') return null;
        if (!state.value.length)
          return (
            <CardEmpty text={t('results.staffNone')} action={{ to: `${paths.examDashboard}/tests`, label: t('results.staffTests') }} />
          );
        return (
          <List dense disablePadding>
            {state.value.map((r) => (
              <ListItem key={r.attemptId} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {r.studentName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {pickText(r.examTitle, i18n.language)}
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0 }}>
                  {r.percent === null ? '—' : `${pct(r.percent)}%`}
                </Typography>
              </ListItem>
            ))}
          </List>
        );
      }}
    </HomeCard>
  );
}

export function AttentionCard({ state, isAdmin }: { state: Part<'needsAttention'>; isAdmin: boolean }) {
  const { t } = useTranslation('myHome');
  return (
    <HomeCard
      id="home-attention"
      title={t('attention.title')}
      icon={<PriorityHighIcon />}
      color="#ef6c00"
      more={isAdmin ? { to: paths.organizationAdminDashboard, label: t('seeAll') } : undefined}
      state={state}
      lines={4}
      reserve
    >
      {() => {
        if (state.status !== 'ready') return null;
        const { students, total } = state.value;
        if (!students.length) return <CardEmpty text={t('attention.none')} />;
        return (
          <>
            <List dense disablePadding>
              {students.map((s) => (
                <ListItem key={s.studentId} disableGutters divider sx={{ display: 'block' }}>
                  {isAdmin ? (
                    <Link
                      component={RouterLink}
                      to={homeLinks.studentPerformance(s.studentId)}
                      sx={{ fontWeight: 700, color: 'primary.dark' }}
                    >
                      {s.name}
                    </Link>
                  ) : (
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {s.name}
                    </Typography>
                  )}
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {s.reasons.map((r) => (
                      <Reason key={r.kind} reason={r} />
                    ))}
                  </Stack>
                </ListItem>
              ))}
            </List>
            {total > students.length && (
              <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
                {t('attention.more', { count: total - students.length })}
              </Typography>
            )}
          </>
        );
      }}
    </HomeCard>
  );
}

function Reason({ reason }: { reason: AttentionReason }) {
  const { t, i18n } = useTranslation('myHome');
  const pct = (n: number) => `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(n)}%`;
  const label =
    reason.kind === 'lowAttendance'
      ? t('attention.lowAttendance', { percentage: pct(reason.percentage) })
      : reason.kind === 'fallingScores'
        ? t('attention.fallingScores', { scores: reason.percents.map(pct).join(' → ') })
        : t('attention.inactive', { count: reason.days });
  // Dark amber text: the theme's warning orange on white is only 3:1.
  return <Chip size="small" variant="outlined" label={label} sx={{ color: '#8a4b00', borderColor: '#e0a040' }} />;
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { AttentionReason, OrganizationDashboard } from '@pariksha/shared/schemas/dashboards';
import { paths, studentPerformancePath } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { pickText } from '../../../../lib/bilingual.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { dashboardQuery, useDigestSwitch } from './api.ts';
import { pct, shortDay } from './format.ts';

const WARN = { color: '#8a3c00', borderColor: '#ed6c02' };

/** The institute at a glance, above the branding and notifications of /organization/admin-dashboard. */
export function InstituteOverview({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('institute');
  const query = useQuery(dashboardQuery(organizationId));
  return (
    <Box component="section" aria-labelledby="institute-overview" sx={{ mb: { xs: 2, md: 3 } }}>
      <Typography id="institute-overview" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('overview.title')}
      </Typography>
      <QueryState query={query} loading={<OverviewSkeleton />} errorFallback={t('overview.loadError')}>
        {(data) => <Overview organizationId={organizationId} data={data} />}
      </QueryState>
    </Box>
  );
}

function Overview({ organizationId, data }: { organizationId: string; data: OrganizationDashboard }) {
  const { t, i18n } = useTranslation('institute');
  const tiles = [
    { key: 'students', value: String(data.students.total) },
    { key: 'activeThisWeek', value: String(data.students.activeThisWeek) },
    { key: 'testsRun', value: String(data.tests.run), hint: t('overview.last30Days') },
    { key: 'averageScore', value: pct(data.tests.averagePercent), hint: t('overview.attemptsCount', { count: data.tests.attempts }) },
    { key: 'potdToday', value: `${data.potd.solvedToday}/${data.potd.students}` },
  ];
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }}>
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, sm: 4, md: 12 / 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {tile.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`overview.tiles.${tile.key}`)}
            </Typography>
            {tile.hint && (
              <Typography variant="caption" color="text.secondary">
                {tile.hint}
              </Typography>
            )}
          </Paper>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={t('attention.title')} hint={t('attention.hint', { threshold: data.attendanceThreshold })}>
          <NeedsAttention items={data.needsAttention} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel
          title={t('today.title')}
          hint={t('today.hint', { day: shortDay(data.today, i18n.language) })}
          action={
            <Link component={RouterLink} to={paths.attendanceManagement}>
              {t('today.open')}
            </Link>
          }
        >
          <TodayAttendance batches={data.attendanceToday} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Panel title={t('charts.title')} hint={t('charts.hint')}>
          <WeeklyCharts weekly={data.weekly} />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={{ xs: 1.5, md: 2 }}>
          <Panel title={t('recent.title')}>
            <RecentResults items={data.recentResults} />
          </Panel>
          <Panel title={t('digest.title')} hint={t('digest.hint')}>
            <DigestSwitch organizationId={organizationId} enabled={data.guardianDigestEnabled} />
          </Panel>
        </Stack>
      </Grid>
    </Grid>
  );
}

function Panel({ title, hint, action, children }: { title: string; hint?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export function ReasonChip({ reason }: { reason: AttentionReason }) {
  const { t } = useTranslation('institute');
  const label =
    reason.kind === 'lowAttendance'
      ? t('attention.lowAttendance', { percentage: pct(reason.percentage) })
      : reason.kind === 'fallingScores'
        ? t('attention.fallingScores', { scores: reason.percents.map((p) => pct(p)).join(' → ') })
        : t('attention.inactive', { count: reason.days });
  // Dark amber text: the theme's warning orange on white is only 3:1.
  return <Chip size="small" variant="outlined" label={label} sx={reason.kind === 'inactive' ? undefined : WARN} />;
}

function NeedsAttention({ items }: { items: OrganizationDashboard['needsAttention'] }) {
  const { t } = useTranslation('institute');
  if (!items.length) return <Alert severity="success">{t('attention.none')}</Alert>;
  return (
    <List dense disablePadding aria-label={t('attention.title')} sx={{ maxHeight: 360, overflow: 'auto' }}>
      {items.map((s) => (
        <ListItem key={s.studentId} disableGutters divider sx={{ display: 'block' }}>
          <Link component={RouterLink} to={studentPerformancePath(s.studentId)} sx={{ fontWeight: 600 }}>
            {s.name}
          </Link>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {s.reasons.map((r) => (
              <ReasonChip key={r.kind} reason={r} />
            ))}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

function TodayAttendance({ batches }: { batches: OrganizationDashboard['attendanceToday'] }) {
  const { t } = useTranslation('institute');
  if (!batches.length) return <Typography color="text.secondary">{t('today.noBatches')}</Typography>;
  return (
    <List dense disablePadding>
      {batches.map((b) => (
        <ListItem
          key={b.batchId}
          disableGutters
          divider
          secondaryAction={
            b.marked ? (
              <Chip
                size="small"
                variant={b.marked < b.students ? 'outlined' : 'filled'}
                color={b.marked < b.students ? 'default' : 'success'}
                sx={b.marked < b.students ? WARN : undefined}
                label={t('today.present', { percentage: pct(b.percentage) })}
              />
            ) : (
              <Chip size="small" variant="outlined" label={t('today.notMarked')} />
            )
          }
        >
          <ListItemText
            primary={b.name}
            secondary={t('today.marked', { marked: b.marked, students: b.students })}
            sx={{ pr: 14, '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function RecentResults({ items }: { items: OrganizationDashboard['recentResults'] }) {
  const { t, i18n } = useTranslation('institute');
  if (!items.length) return <Typography color="text.secondary">{t('recent.none')}</Typography>;
  return (
    <List dense disablePadding>
      {items.map((r) => (
        <ListItem key={r.attemptId} disableGutters divider secondaryAction={<strong>{pct(r.percent)}</strong>}>
          <ListItemText
            sx={{ pr: 6 }}
            primary={
              <Link component={RouterLink} to={studentPerformancePath(r.studentId)}>
                {r.studentName}
              </Link>
            }
            secondary={`${pickText(r.examTitle, i18n.language)} · ${new Date(r.submittedAt).toLocaleDateString(
              i18n.language === 'en' ? 'en-IN' : 'hi-IN',
            )}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

function WeeklyCharts({ weekly }: { weekly: OrganizationDashboard['weekly'] }) {
  const { t, i18n } = useTranslation('institute');
  const labels = weekly.map((w) => shortDay(w.weekStart, i18n.language));
  return (
    <Grid container spacing={1}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography component="h4" variant="subtitle2">
          {t('charts.percentages')}
        </Typography>
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: labels, tickInterval: (_v, i) => i % 3 === 0, height: 28 }]}
          yAxis={[{ min: 0, max: 100, width: 40, valueFormatter: (v: number) => `${v}%` }]}
          series={[
            {
              data: weekly.map((w) => w.averagePercent),
              label: t('charts.averageScore'),
              color: '#1976d2',
              connectNulls: true,
              showMark: true,
            },
            {
              data: weekly.map((w) => w.attendancePercent),
              label: t('charts.attendance'),
              color: '#2e7d32',
              connectNulls: true,
              showMark: true,
            },
          ]}
          margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography component="h4" variant="subtitle2">
          {t('charts.activity')}
        </Typography>
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: labels, tickInterval: (_v, i) => i % 3 === 0, height: 28 }]}
          // An empty quarter still gets a readable 0-1 axis.
          yAxis={[{ min: 0, max: Math.max(1, ...weekly.map((w) => Math.max(w.attempts, w.potdSolves))), tickMinStep: 1, width: 40 }]}
          series={[
            { data: weekly.map((w) => w.attempts), label: t('charts.attempts'), color: '#1976d2' },
            { data: weekly.map((w) => w.potdSolves), label: t('charts.potdSolves'), color: '#ed6c02' },
          ]}
          margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
        />
      </Grid>
    </Grid>
  );
}

function DigestSwitch({ organizationId, enabled }: { organizationId: string; enabled: boolean }) {
  const { t } = useTranslation('institute');
  const toggle = useDigestSwitch(organizationId);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={toggle.isPending} onChange={(e) => toggle.mutate(e.target.checked)} />}
        label={t('digest.switch')}
      />
      {toggle.isError && <Alert severity="error">{errorMessage(toggle.error, t('digest.saveError'))}</Alert>}
    </>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <Grid container spacing={2}>
        {Array.from({ length: 5 }, (_, i) => (
          <Grid key={i} size={{ xs: 6, sm: 4, md: 12 / 5 }}>
            <Skeleton variant="rounded" height={84} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={240} />
        </Grid>
      </Grid>
    </Box>
  );
}

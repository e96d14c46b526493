import { useQuery } from '@tanstack/react-query';
import { Grid, Paper, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { platformGrowthQuery } from '../api.ts';

const weekLabel = (day: string, lang: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Tests and attempts on the platform, and its growth per week over 12 weeks. */
export function PlatformGrowth() {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(platformGrowthQuery());
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('growth.heading')}
      </Typography>
      <QueryState query={query} loading={<Skeleton variant="rounded" height={260} />}>
        {(g) => {
          const labels = g.weekly.map((w) => weekLabel(w.weekStart, i18n.language));
          const figures = [
            { key: 'tests', value: g.tests },
            { key: 'attempts', value: g.attempts },
            { key: 'suspended', value: g.suspended },
          ];
          return (
            <Grid container spacing={2}>
              {figures.map((f) => (
                <Grid key={f.key} size={{ xs: 4 }}>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                    {f.value.toLocaleString()}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`growth.${f.key}`)}
                  </Typography>
                </Grid>
              ))}
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography component="h3" variant="subtitle2">
                  {t('growth.signUps')}
                </Typography>
                <BarChart
                  height={220}
                  xAxis={[{ scaleType: 'band', data: labels, tickInterval: (_v, i) => i % 3 === 0, height: 28 }]}
                  yAxis={[
                    { min: 0, max: Math.max(1, ...g.weekly.map((w) => Math.max(w.users, w.organizations))), tickMinStep: 1, width: 40 },
                  ]}
                  series={[
                    { data: g.weekly.map((w) => w.users), label: t('growth.users'), color: '#1976d2' },
                    { data: g.weekly.map((w) => w.organizations), label: t('growth.organizations'), color: '#ed6c02' },
                  ]}
                  margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography component="h3" variant="subtitle2">
                  {t('growth.attemptsPerWeek')}
                </Typography>
                <BarChart
                  height={220}
                  xAxis={[{ scaleType: 'band', data: labels, tickInterval: (_v, i) => i % 3 === 0, height: 28 }]}
                  yAxis={[{ min: 0, max: Math.max(1, ...g.weekly.map((w) => w.attempts)), tickMinStep: 1, width: 40 }]}
                  series={[{ data: g.weekly.map((w) => w.attempts), label: t('growth.attempts'), color: '#2e7d32' }]}
                  margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
                />
              </Grid>
            </Grid>
          );
        }}
      </QueryState>
    </Paper>
  );
}

import { useSearchParams, Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import InsightsIcon from '@mui/icons-material/Insights';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { QuizDashboard } from '@pariksha/shared/schemas/quiz';
import { SUBJECTS, findSubject } from '@pariksha/shared/taxonomy/taxonomy';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../app/paths.ts';
import { useQuizDashboard } from '../api.ts';
import { AccuracyBySubject } from '../components/AccuracyBySubject.tsx';
import { RecentQuizzes } from '../components/RecentQuizzes.tsx';
import { WeakTopics } from '../components/WeakTopics.tsx';
import { RANGES, accuracySeries, dayLabel, percent, readRange } from '../lib/dashboard.ts';
import { asLang } from '../../../lib/bilingual.ts';

/** /quiz-dashboard: accuracy and volume by subject and topic over time, weak topics, recent quizzes. */
export function QuizDashboardPage() {
  const { t, i18n } = useTranslation('quiz');
  const lang = asLang(i18n.language);
  const [params, setParams] = useSearchParams();
  const days = readRange(params.get('days'));
  const subject = findSubject(params.get('subject') ?? '') ? params.get('subject')! : undefined;
  const topic = subject && params.get('topic') && findSubject(subject)!.topics[params.get('topic')!] ? params.get('topic')! : undefined;
  const query = useQuizDashboard(days, subject, topic);

  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <PageFrame
      title={t('dashboard.title')}
      subtitle={t('dashboard.intro')}
      maxWidth={1150}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_, v: number | null) => v && set({ days: String(v) })}
          aria-label={t('dashboard.range')}
        >
          {RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ px: 1.5 }}>
              {t('dashboard.days', { count: r })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError && !query.data ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, t('dashboard.loadError'))}</RetryAlert>
      ) : query.data.totals.answered === 0 && query.data.recent.length === 0 && !subject ? (
        <EmptyState
          icon={<InsightsIcon />}
          title={t('dashboard.empty')}
          body={t('dashboard.emptyBody')}
          action={
            <Button variant="contained" component={RouterLink} to={paths.quiz}>
              {t('dashboard.takeQuiz')}
            </Button>
          }
        />
      ) : (
        <Stack sx={{ gap: 2.5, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={query.isPlaceholderData}>
          {query.isError && (
            <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, t('dashboard.loadError'))}</RetryAlert>
          )}
          <Totals data={query.data} />
          <Paper variant="outlined" component="section" aria-labelledby="over-time" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 1 }}
            >
              <Typography id="over-time" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
                {t('dashboard.overTime')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
                <FormControl size="small" sx={{ minWidth: 190 }}>
                  <InputLabel id="dash-subject">{t('dashboard.subject')}</InputLabel>
                  <Select
                    labelId="dash-subject"
                    label={t('dashboard.subject')}
                    value={subject ?? ''}
                    onChange={(e) => set({ subject: e.target.value || undefined, topic: undefined })}
                  >
                    <MenuItem value="">{t('dashboard.allSubjects')}</MenuItem>
                    {SUBJECTS.map((s) => (
                      <MenuItem key={s.key} value={s.key}>
                        {s.label[lang]}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {subject && (
                  <FormControl size="small" sx={{ minWidth: 190 }}>
                    <InputLabel id="dash-topic">{t('dashboard.topic')}</InputLabel>
                    <Select
                      labelId="dash-topic"
                      label={t('dashboard.topic')}
                      value={topic ?? ''}
                      onChange={(e) => set({ topic: e.target.value || undefined })}
                    >
                      <MenuItem value="">{t('dashboard.allTopics')}</MenuItem>
                      {Object.entries(findSubject(subject)!.topics).map(([k, label]) => (
                        <MenuItem key={k} value={k}>
                          {label[lang]}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
              </Stack>
            </Stack>
            <OverTime data={query.data} lang={lang} />
          </Paper>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 7 }}>
              <AccuracyBySubject rows={query.data.bySubject} topics={query.data.byTopic} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack sx={{ gap: 2.5 }}>
                <WeakTopics rows={query.data.weakTopics} />
                <RecentQuizzes rows={query.data.recent} />
              </Stack>
            </Grid>
          </Grid>
        </Stack>
      )}
    </PageFrame>
  );
}

function Totals({ data }: { data: QuizDashboard }) {
  const { t } = useTranslation('quiz');
  const cards = [
    { key: 'quizzes', value: String(data.totals.quizzes), label: t('dashboard.quizzes') },
    { key: 'answered', value: String(data.totals.answered), label: t('dashboard.answered') },
    { key: 'accuracy', value: data.totals.answered ? `${percent(data.totals.accuracy)}%` : '—', label: t('dashboard.accuracy') },
  ];
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} component="dl" sx={{ m: 0 }}>
      {cards.map((c) => (
        <Grid key={c.key} size={4}>
          {/* The term comes first in the markup (dl order) and is shown under its value. */}
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 1.25, sm: 2 },
              borderRadius: '14px',
              height: '100%',
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.35rem', sm: '1.8rem' }, lineHeight: 1.2 }}>
              {c.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

function OverTime({ data, lang }: { data: QuizDashboard; lang: 'hi' | 'en' }) {
  const { t } = useTranslation('quiz');
  const labels = data.timeline.map((d) => dayLabel(d.date, lang));
  const answered = data.timeline.map((d) => d.answered);
  const accuracy = accuracySeries(data.timeline);
  const any = answered.some((n) => n > 0);
  // About six dated ticks whatever the range, the last day always among them.
  const step = Math.max(1, Math.ceil(labels.length / 6));
  const every = (_: unknown, i: number) => (labels.length - 1 - i) % step === 0;
  if (!any) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('dashboard.noAnswersInRange')}
      </Typography>
    );
  }
  const summary = t('dashboard.chartSummary', {
    answered: answered.reduce((a, b) => a + b, 0),
    days: data.days,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('dashboard.volume')}
        </Typography>
        <Box role="img" aria-label={summary}>
          <BarChart
            height={220}
            hideLegend
            xAxis={[{ scaleType: 'band', data: labels, tickInterval: every, height: 28 }]}
            yAxis={[{ tickMinStep: 1, width: 36 }]}
            series={[{ data: answered, label: t('dashboard.answered'), color: '#1976d2' }]}
            margin={{ left: 4, right: 22, top: 12, bottom: 4 }}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('dashboard.accuracyOverTime')}
        </Typography>
        <Box role="img" aria-label={t('dashboard.accuracyChartLabel')}>
          <LineChart
            height={220}
            hideLegend
            xAxis={[{ scaleType: 'point', data: labels, tickInterval: every, height: 28 }]}
            yAxis={[{ min: 0, max: 100, width: 46, valueFormatter: (v: number) => `${v}%` }]}
            series={[
              {
                data: accuracy,
                label: t('dashboard.accuracy'),
                color: '#2e7d32',
                connectNulls: true,
                showMark: true,
                valueFormatter: (v: number | null) => (v === null ? '—' : `${v}%`),
              },
            ]}
            margin={{ left: 4, right: 22, top: 12, bottom: 4 }}
          />
        </Box>
      </Grid>
    </Grid>
  );
}

function DashboardSkeleton() {
  return (
    <Stack sx={{ gap: 2.5 }} aria-hidden>
      <Grid container spacing={2}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={4}>
            <Skeleton variant="rounded" height={84} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={300} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}

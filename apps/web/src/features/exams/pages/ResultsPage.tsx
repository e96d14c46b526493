import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslation } from 'react-i18next';
import type { AttemptResult } from '@pariksha/shared/schemas/attempts';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useResult } from '../api.ts';
import { OutcomeDonut } from '../components/OutcomeDonut.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { RankPanel } from '../components/RankPanel.tsx';
import { NormalisedPanel } from '../components/NormalisedPanel.tsx';
import { SectionScoresTable } from '../components/SectionScoresTable.tsx';
import { Meter } from '../components/Meter.tsx';
import { examUrls } from '../lib/route-shape.ts';
import { barPercent } from '../lib/analysis.ts';
import { canRetake, rankState } from '../lib/status.ts';
import { formatClock, formatDateTime, formatNumber } from '../lib/time.ts';
import { asLang, pickText } from '../../../lib/bilingual.ts';

/** /exams/:examId/:setId/results (?attemptId=…; the latest submitted attempt by default). */
export function ResultsPage() {
  const { t, i18n } = useTranslation(['exams', 'common']);
  const { examId = '', setId = '' } = useParams();
  const attemptId = useSearchParams()[0].get('attemptId') ?? undefined;
  const result = useResult(setId, attemptId);
  const back = { to: examUrls.exam(examId, asLang(i18n.language)), label: t('instructions.backToSets') };

  if (result.isPending) {
    return (
      <PageFrame back={back}>
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      </PageFrame>
    );
  }
  if (result.isError) {
    return (
      <PageFrame back={back}>
        <RetryAlert onRetry={() => void result.refetch()}>{errorMessage(result.error, t('results.loadError'))}</RetryAlert>
      </PageFrame>
    );
  }
  return <Results result={result.data} back={back} onRanksDue={result.refetch} />;
}

/** Milliseconds we are willing to wait on one timer (setTimeout overflows past ~24.8 days). */
const MAX_WAIT = 24 * 3600_000;

export function Results({
  result,
  back,
  onRanksDue,
}: {
  result: AttemptResult;
  back: { to: string; label: string };
  onRanksDue?: () => unknown;
}) {
  const { t, i18n } = useTranslation('exams');
  const [now, setNow] = useState(() => Date.now());
  const rank = rankState(result, now);

  // A live test's ranks appear when it closes: fetch them then, without a reload.
  const ranksAt = rank.kind === 'pending' ? Date.parse(rank.ranksAt) : null;
  useEffect(() => {
    if (ranksAt === null) return;
    const wait = ranksAt - Date.now() + 2000;
    if (wait > MAX_WAIT) return;
    const id = window.setTimeout(
      () => {
        setNow(Date.now());
        void onRanksDue?.();
      },
      Math.max(0, wait),
    );
    return () => window.clearTimeout(id);
  }, [ranksAt, onRanksDue]);

  const title = pickText(result.title, i18n.language);
  const attempted = result.correct + result.wrong;
  const stats = [
    { label: t('results.accuracy'), value: `${formatNumber(result.accuracy, i18n.language)}%` },
    { label: t('results.attempted'), value: `${attempted} / ${attempted + result.unattempted}` },
    { label: t('results.timeTaken'), value: formatClock(result.timeTakenMs) },
    { label: t('results.passingMarks'), value: result.passingMarks },
  ];

  return (
    <PageFrame back={back} title={pickText(result.examTitle, i18n.language) || title} subtitle={`${title} · ${t('results.heading')}`}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('results.scoreHeading')}
            sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px', height: '100%' }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {t('results.yourScore')}
                </Typography>
                <Typography sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.4rem' }, lineHeight: 1.1 }} data-testid="score">
                  {result.score}
                  <Typography component="span" sx={{ fontSize: '1.2rem', color: 'text.secondary', fontWeight: 600 }}>
                    {' '}
                    / {result.totalMarks}
                  </Typography>
                </Typography>
              </Box>
              <Chip
                color={result.passed ? 'success' : 'error'}
                label={result.passed ? t('results.passed') : t('results.failed')}
                sx={{ fontWeight: 700 }}
              />
            </Stack>
            <Box sx={{ my: 1.5 }}>
              <Meter
                percent={barPercent(result.score, result.totalMarks)}
                label={t('results.scoreBar', { score: result.score, total: result.totalMarks })}
                color={result.passed ? 'success.main' : 'error.main'}
                height={10}
              />
            </Box>
            <OutcomeDonut
              correct={result.correct}
              wrong={result.wrong}
              unattempted={result.unattempted}
              centre={`${formatNumber(result.accuracy, i18n.language, 0)}%`}
              centreLabel={t('results.accuracy')}
            />
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.25, m: 0, mt: 2 }}
            >
              {stats.map((s) => (
                <Box key={s.label} sx={{ bgcolor: 'action.hover', borderRadius: '10px', p: 1.25 }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {s.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {s.value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {t(result.submittedBy === 'auto' ? 'results.submittedAuto' : 'results.submittedAt', {
                time: formatDateTime(result.submittedAt, i18n.language),
              })}
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 2.5, height: '100%' }}>
            <Paper
              variant="outlined"
              component="section"
              aria-label={t('results.rankHeading')}
              sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px' }}
            >
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('results.rankHeading')}
              </Typography>
              <RankPanel result={result} now={now} />
            </Paper>
            <Stack sx={{ gap: 1 }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={examUrls.analysis(result.examId, result.setId, result.attemptId)}
                startIcon={<InsightsIcon aria-hidden />}
              >
                {t('results.toAnalysis')}
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to={examUrls.leaderboard(result.setId)}
                startIcon={<LeaderboardIcon aria-hidden />}
              >
                {t('results.toLeaderboard')}
              </Button>
              {canRetake(result.examKind) && (
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={examUrls.instructions(result.examId, result.setId)}
                  startIcon={<ReplayIcon aria-hidden />}
                >
                  {t('status.retake')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid>
        {result.examKind === 'live' && (
          <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
            <NormalisedPanel setId={result.setId} attemptId={result.attemptId} />
          </Grid>
        )}
        <Grid size={12}>
          <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1, fontSize: '1.1rem' }}>
              {t('results.sectionsHeading')}
            </Typography>
            {result.sections.length ? (
              <SectionScoresTable sections={result.sections} />
            ) : (
              <Alert severity="info">{t('results.noSections')}</Alert>
            )}
          </Paper>
        </Grid>
      </Grid>
    </PageFrame>
  );
}

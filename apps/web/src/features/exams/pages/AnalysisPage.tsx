import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAnalysis } from '@pariksha/shared/schemas/attempts';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAnalysis } from '../api.ts';
import { ComparisonPanel } from '../components/ComparisonPanel.tsx';
import { NormalisedPanel } from '../components/NormalisedPanel.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { QuestionReviewList } from '../components/QuestionReviewList.tsx';
import { TopicAccuracyPanel } from '../components/TopicAccuracyPanel.tsx';
import { AttemptAdvicePanel } from '../components/AttemptAdvicePanel.tsx';
import { examUrls } from '../lib/route-shape.ts';
import { formatClock, formatDateTime, formatNumber } from '../lib/time.ts';
import { pickText } from '../../../lib/bilingual.ts';

const TABS = ['solutions', 'topics', 'compare'] as const;
/** A page left open past the release refetches; further off than this, a later visit will. */
const RELEASE_WATCH_MS = 6 * 3600_000;
type TabKey = (typeof TABS)[number];

/** /exams/:examId/:setId/analysis: solutions, topic strengths and the comparison with the topper. */
export function AnalysisPage() {
  const { t } = useTranslation(['exams', 'common']);
  const { examId = '', setId = '' } = useParams();
  const attemptId = useSearchParams()[0].get('attemptId') ?? undefined;
  const analysis = useAnalysis(setId, attemptId);
  const back = { to: examUrls.results(examId, setId, attemptId), label: t('analysis.backToResult') };
  const { refetch } = analysis;
  const releaseAt = analysis.data?.answersHidden && analysis.data.keyReleasedAt ? Date.parse(analysis.data.keyReleasedAt) : null;
  useEffect(() => {
    if (releaseAt === null) return;
    const wait = releaseAt - Date.now() + 2000;
    if (wait > RELEASE_WATCH_MS) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [releaseAt, refetch]);

  if (analysis.isPending) {
    return (
      <PageFrame back={back}>
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rounded" height={56} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} sx={{ borderRadius: '14px' }} />
          ))}
        </Stack>
      </PageFrame>
    );
  }
  if (analysis.isError) {
    return (
      <PageFrame back={back}>
        <RetryAlert onRetry={() => void analysis.refetch()}>{errorMessage(analysis.error, t('analysis.loadError'))}</RetryAlert>
      </PageFrame>
    );
  }
  return <Analysis analysis={analysis.data} back={back} />;
}

export function Analysis({ analysis, back }: { analysis: AttemptAnalysis; back: { to: string; label: string } }) {
  const { t, i18n } = useTranslation('exams');
  const [tab, setTab] = useState<TabKey>('solutions');
  const { result } = analysis;
  const summary = [
    `${t('results.score')}: ${result.score} / ${result.totalMarks}`,
    `${t('results.accuracy')}: ${formatNumber(result.accuracy, i18n.language)}%`,
    `${t('results.timeTaken')}: ${formatClock(result.timeTakenMs)}`,
  ];

  return (
    <PageFrame
      back={back}
      title={pickText(result.examTitle, i18n.language) || pickText(result.title, i18n.language)}
      subtitle={
        <>
          {`${pickText(result.title, i18n.language)} · ${t('analysis.heading')}`}
          <br />
          {summary.join(' · ')}
        </>
      }
      actions={
        <Button variant="outlined" size="small" component={RouterLink} to={examUrls.leaderboard(result.setId)}>
          {t('results.toLeaderboard')}
        </Button>
      }
    >
      {analysis.answersHidden && (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: '14px', mb: 2 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{t('analysis.keyHiddenTitle')}</AlertTitle>
          {analysis.keyReleasedAt
            ? t('analysis.keyHidden', { time: formatDateTime(analysis.keyReleasedAt, i18n.language) })
            : t('analysis.keyHiddenNoTime')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: '14px', mb: 2 }}>
        <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} variant="fullWidth" aria-label={t('analysis.tabs')}>
          {TABS.map((k) => (
            <Tab
              key={k}
              value={k}
              label={t(`analysis.tab.${k}`)}
              id={`analysis-tab-${k}`}
              aria-controls={`analysis-panel-${k}`}
              sx={{ minWidth: 0, px: 1 }}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`analysis-panel-${tab}`} aria-labelledby={`analysis-tab-${tab}`}>
        {tab === 'solutions' && <QuestionReviewList analysis={analysis} />}
        {tab === 'topics' && (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1.1rem' }}>
              {t('analysis.topicsHeading')}
            </Typography>
            {analysis.answersHidden ? (
              <Typography color="text.secondary">{t('analysis.topicsWithKey')}</Typography>
            ) : (
              <TopicAccuracyPanel topics={analysis.topics} />
            )}
          </Paper>
        )}
        {tab === 'topics' && <AttemptAdvicePanel setId={result.setId} attemptId={result.attemptId} />}
        {tab === 'compare' && (
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1.1rem' }}>
              {t('analysis.compareHeading')}
            </Typography>
            <ComparisonPanel analysis={analysis} />
          </Paper>
        )}
        {tab === 'compare' && analysis.result.examKind === 'live' && (
          <Box sx={{ mt: 2.5, '&:empty': { display: 'none' } }}>
            <NormalisedPanel setId={analysis.result.setId} attemptId={analysis.result.attemptId} />
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}

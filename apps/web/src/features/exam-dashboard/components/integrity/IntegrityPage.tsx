import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Divider, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import type { IntegrityFlag, IntegrityPair, IntegrityReport } from '@pariksha/shared/schemas/integrity';
import { QueryState } from '../../../../components/QueryState.tsx';
import { paths } from '../../../../app/paths.ts';
import { pickText } from '../../../../lib/bilingual.ts';
import { useIntegrityReport } from '../../api/integrity.ts';
import { useLang } from '../../lib/use-lang.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';
import { oddsOf, seconds } from './format.ts';

/**
 * /organization/exam-dashboard/results/:setId/integrity: the signals of a test's attempts with
 * their evidence. It flags; it never punishes: the page says so first.
 */
export function IntegrityPage() {
  const { t } = useTranslation('integrity');
  const { setId } = useParams();
  const report = useIntegrityReport(setId);
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={`${paths.examDashboard}/results`} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      </Box>
      <QueryState
        query={report}
        loading={<Skeleton variant="rounded" height={240} aria-label={t('loading')} />}
        errorFallback={t('loadError')}
      >
        {(data) => <ReportView report={data} refreshing={report.isFetching} onRefresh={() => void report.refetch()} />}
      </QueryState>
    </Stack>
  );
}

function ReportView({ report, refreshing, onRefresh }: { report: IntegrityReport; refreshing: boolean; onRefresh: () => void }) {
  const { t, i18n } = useTranslation('integrity');
  const lang = useLang();
  const time = new Date(report.computedAt).toLocaleTimeString(i18n.language === 'en' ? 'en-IN' : 'hi-IN', {
    hour: '2-digit',
    minute: '2-digit',
  });
  const title = [pickText(report.examTitle, lang), pickText(report.title, lang)].filter(Boolean).join(' · ');
  return (
    <Panel
      id="integrity"
      title={t('title')}
      hint={title}
      actions={
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
          {refreshing ? t('refreshing') : t('refresh')}
        </Button>
      }
    >
      <Stack spacing={3}>
        <Alert severity="info">{t('flagsNotPunishes')}</Alert>
        <Typography variant="body2" color="text.secondary">
          {t('summary', { attempts: report.attemptsChecked, pairs: report.pairsCompared, time })}
        </Typography>

        <Box component="section" aria-labelledby="integrity-pairs">
          <Typography id="integrity-pairs" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('pairs.title')}
          </Typography>
          {report.pairs.length === 0 ? (
            <Typography color="text.secondary">{t('pairs.none')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {report.pairs.map((p) => (
                <PairCard key={`${p.a.attemptId}:${p.b.attemptId}`} pair={p} />
              ))}
            </Stack>
          )}
        </Box>

        <Box component="section" aria-labelledby="integrity-flagged">
          <Typography id="integrity-flagged" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('flagged.title', { count: report.flagged.length })}
          </Typography>
          {report.flagged.length === 0 ? (
            <EmptyState title={t('flagged.none')} hint={t('flagged.noneHint')} />
          ) : (
            <Stack spacing={1.5}>
              {report.flagged.map((f) => (
                <FlagCard key={f.attemptId} flag={f} />
              ))}
            </Stack>
          )}
        </Box>

        <Divider />
        <Box component="section" aria-labelledby="integrity-how">
          <Typography id="integrity-how" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('how.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
              <li>{t('how.fast', { wpm: report.thresholds.readingWpm, seconds: seconds(report.thresholds.minReadMs, lang) })}</li>
              <li>
                {t('how.pairs', {
                  min: report.thresholds.minSharedWrong,
                  odds: oddsOf(report.thresholds.pairChance, lang).value,
                })}
              </li>
              <li>{t('how.tabs', { count: report.thresholds.tabSwitches })}</li>
              <li>{t('how.devices', { count: report.thresholds.devices })}</li>
            </ul>
          </Typography>
        </Box>
      </Stack>
    </Panel>
  );
}

function Odds({ chance }: { chance: number }) {
  const { t } = useTranslation('integrity');
  const lang = useLang();
  const odds = oddsOf(chance, lang);
  return <>{odds.capped ? t('oddsBelow', { value: odds.value }) : t('odds', { value: odds.value })}</>;
}

function PairCard({ pair }: { pair: IntegrityPair }) {
  const { t } = useTranslation('integrity');
  const lang = useLang();
  const expected = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1 }).format(pair.expected);
  return (
    <Paper variant="outlined" component="article" aria-label={t('pairs.label', { a: pair.a.name, b: pair.b.name })} sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {pair.a.name}{' '}
        <Typography component="span" color="text.secondary">
          (@{pair.a.username})
        </Typography>{' '}
        &amp; {pair.b.name}{' '}
        <Typography component="span" color="text.secondary">
          (@{pair.b.username})
        </Typography>
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{t('pairs.shared', { shared: pair.sharedWrong, both: pair.bothWrong, expected })}</Typography>
      <Typography sx={{ mt: 0.5 }}>
        {t('pairs.chance')}{' '}
        <strong>
          <Odds chance={pair.chance} />
        </strong>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {t('pairs.questions', { list: pair.positions.join(', ') })}
      </Typography>
    </Paper>
  );
}

function FlagCard({ flag }: { flag: IntegrityFlag }) {
  const { t, i18n } = useTranslation('integrity');
  const lang = useLang();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-IN' : 'hi-IN', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <Paper variant="outlined" component="article" aria-label={flag.name} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {flag.name}{' '}
          <Typography component="span" color="text.secondary">
            (@{flag.username})
          </Typography>
        </Typography>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          {flag.reasons.map((r) => (
            <Chip key={r} size="small" color="warning" variant="outlined" label={t(`reasons.${r}`)} />
          ))}
        </Stack>
      </Stack>
      <List dense disablePadding sx={{ mt: 1 }}>
        {flag.reasons.includes('fastAnswers') && (
          <ListItem disableGutters sx={{ display: 'block' }}>
            <Typography variant="body2">
              {t('evidence.fast', {
                count: flag.fastAnswers.length,
                correct: flag.fastAnswers.filter((f) => f.correct).length,
                answered: flag.answered,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {flag.fastAnswers
                .slice(0, 12)
                .map((f) =>
                  t(f.correct ? 'evidence.fastItemCorrect' : 'evidence.fastItem', {
                    q: f.position,
                    took: seconds(f.timeSpentMs, lang),
                    needs: seconds(f.minReadMs, lang),
                  }),
                )
                .join('; ')}
              {flag.fastAnswers.length > 12 ? '; …' : ''}
            </Typography>
          </ListItem>
        )}
        {flag.pairedWith.map((p) => (
          <ListItem key={p.attemptId} disableGutters sx={{ display: 'block' }}>
            <Typography variant="body2">
              {t('evidence.pair', { name: p.name, shared: p.sharedWrong })} (<Odds chance={p.chance} />)
            </Typography>
          </ListItem>
        ))}
        {flag.reasons.includes('tabSwitches') && (
          <ListItem disableGutters>
            <Typography variant="body2">{t('evidence.tabs', { count: flag.tabSwitches })}</Typography>
          </ListItem>
        )}
        {flag.reasons.includes('devices') && (
          <ListItem disableGutters sx={{ display: 'block' }}>
            <Typography variant="body2">{t('evidence.devices', { count: flag.devices.length })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {flag.devices.map((d) => `${d.agent} (${when(d.at)})`).join('; ')}
            </Typography>
          </ListItem>
        )}
      </List>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { SetDetail } from '@pariksha/shared/schemas/exams';
import { useSetDetail } from '../api.ts';
import { ExamChips } from '../components/ExamChips.tsx';
import { ExamLoadError } from '../components/ExamLoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { PaletteLegend } from '../components/PaletteLegend.tsx';
import { SectionsTable } from '../components/SectionsTable.tsx';
import { StartPanel } from '../components/StartPanel.tsx';
import { StrategyCard } from '../components/StrategyCard.tsx';
import { defaultTestLanguage, examUrls } from '../lib/route-shape.ts';
import { penaltyLabel } from '../lib/text.ts';
import { clockOffset } from '../lib/time.ts';
import { useServerNow } from '../lib/use-server-now.ts';
import { pickText } from '../../../lib/bilingual.ts';

/** /exams/:examId/:setId: what the paper is, how it is timed and marked, then Start or Resume. */
export function InstructionsPage({ examId, setId }: { examId: string; setId: string }) {
  const { t, i18n } = useTranslation(['exams', 'common']);
  const set = useSetDetail(setId);
  const lang = i18n.language.startsWith('en') ? 'en' : 'hi';
  const back = { to: examUrls.exam(examId, lang), label: t('instructions.backToSets') };

  return set.isPending ? (
    <PageFrame back={back}>
      <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    </PageFrame>
  ) : set.isError ? (
    <PageFrame back={back}>
      <ExamLoadError error={set.error} fallback={t('instructions.loadError')} onRetry={() => void set.refetch()} />
    </PageFrame>
  ) : (
    <Instructions set={set.data} receivedAt={set.dataUpdatedAt} />
  );
}

function Instructions({ set, receivedAt }: { set: SetDetail; receivedAt: number }) {
  const { t, i18n } = useTranslation('exams');
  const [params] = useSearchParams();
  const exam = set.exam;
  const wanted = params.get('lang');
  const initialLanguage =
    wanted === 'hi' || wanted === 'en'
      ? exam.languages.includes(wanted)
        ? wanted
        : defaultTestLanguage(exam.languages, i18n.language)
      : defaultTestLanguage(exam.languages, i18n.language);
  const now = useServerNow(clockOffset(set.serverNow, receivedAt), exam.kind === 'live');
  const title = pickText(set.title, i18n.language);
  const questions = set.sections.reduce((n, s) => n + s.questionCount, 0) || set.questionCount;
  const penalties = [...new Set(set.sections.map((s) => s.markWrong))];
  const facts = [
    { label: t('instructions.duration'), value: t('facts.minutes', { count: set.durationMinutes }) },
    { label: t('instructions.questions'), value: String(questions) },
    { label: t('instructions.totalMarks'), value: set.totalMarks },
    { label: t('instructions.passingMarks'), value: set.passingMarks },
  ];

  return (
    <PageFrame
      back={{ to: examUrls.exam(set.examId, initialLanguage), label: t('instructions.backToSets') }}
      title={pickText(exam.title, i18n.language) || title}
      subtitle={`${title} · ${t('instructions.heading')}`}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack sx={{ gap: 2.5 }}>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
              <ExamChips exam={exam} />
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, m: 0, mt: 1.5 }}
              >
                {facts.map((f) => (
                  <Box key={f.label} sx={{ bgcolor: 'action.hover', borderRadius: '10px', p: 1.25 }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {f.label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                      {f.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>

            <StrategyCard setId={set.id} />

            <Block title={t('instructions.sectionsHeading')}>
              <SectionsTable
                sections={set.sections}
                timingMode={set.timingMode}
                language={i18n.language}
                totals={{ questions, marks: set.totalMarks, minutes: set.durationMinutes }}
              />
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                {penalties.length === 1 && !penaltyLabel(penalties[0]!)
                  ? t('instructions.noNegative')
                  : penalties.length === 1
                    ? t('instructions.negativeAll', { mark: penalties[0] })
                    : t('instructions.negativeVaries')}
              </Typography>
            </Block>

            <Block title={set.timingMode === 'whole' ? t('instructions.timingWholeTitle') : t('instructions.timingPerSectionTitle')}>
              <Typography variant="body2">
                {set.timingMode === 'whole'
                  ? t('instructions.timingWhole', { minutes: set.durationMinutes })
                  : t('instructions.timingPerSection')}
              </Typography>
            </Block>

            <Block title={t('palette.title')}>
              <PaletteLegend />
              <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                {t('palette.counted')}
              </Typography>
            </Block>

            <Block title={t('instructions.generalTitle')}>
              <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
                {(['clock', 'autoSubmit', 'saved', 'language', 'navigate'] as const).map((k) => (
                  <Typography component="li" variant="body2" key={k}>
                    {t(`instructions.general.${k}`)}
                  </Typography>
                ))}
              </Box>
            </Block>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <StartPanel set={set} now={now} initialLanguage={initialLanguage} />
          </Box>
        </Grid>
      </Grid>
    </PageFrame>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.25, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

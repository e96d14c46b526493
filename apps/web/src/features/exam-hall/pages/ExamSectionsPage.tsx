import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';
import { sectionPhase } from '../model/countdown.ts';
import { summarize } from '../model/palette.ts';
import { hallUrls } from '../hall-urls.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall, useHallSession, useServerNow } from '../session/use-hall-session.ts';
import { usePrefetchForOffline, useResultsWhenFinished } from '../session/use-hall-effects.ts';
import { HallBar } from '../components/HallBar.tsx';
import { HallLoad } from '../components/HallLoad.tsx';
import { LeaveGuard } from '../components/LeaveGuard.tsx';
import { HallTimer } from '../components/HallTimer.tsx';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import { SaveIndicator } from '../components/SaveIndicator.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { SubmitDialog } from '../components/SubmitDialog.tsx';
import { TimeUpDialog } from '../components/TimeUpDialog.tsx';
import { pickText } from '../../../lib/bilingual.ts';

const loadHallPage = () => import('./ExamHallPage.tsx');

/** /exams/:examId/:setId/sections — the attempt's sections, their state and time, and Submit. */
export function ExamSectionsPage() {
  const { examId = '', setId = '' } = useParams();
  const load = useHallSession(setId);
  return (
    <HallLoad load={load} examId={examId} setId={setId}>
      {(session) => <Sections key={session.state.view.id} session={session} examId={examId} setId={setId} />}
    </HallLoad>
  );
}

function Sections({ session, examId, setId }: { session: HallSession; examId: string; setId: string }) {
  const { t } = useTranslation('examHall');
  const online = useOnline();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const now = useServerNow(session, 1000);
  const view = useHall(session, (s) => s.view);
  const sections = useHall(session, (s) => s.sections);
  const questions = useHall(session, (s) => s.questions);
  const answers = useHall(session, (s) => s.answers);
  const language = useHall(session, (s) => s.language);
  const schedule = useHall(session, (s) => s.schedule);
  const deadline = useHall(session, (s) => s.deadline);
  const phase = useHall(session, (s) => s.phase);
  const [submitOpen, setSubmitOpen] = useState(false);
  useResultsWhenFinished(session, examId, setId);
  usePrefetchForOffline(session, loadHallPage);

  const summary = summarize(sections, questions, answers);
  const started = (sectionId: string) => questions.some((q) => q.sectionId === sectionId && answers[q.id]);

  return (
    <>
      {/* The timer and Submit stay in view here too (issue 13: on every view, at every scroll position). */}
      <HallBar
        heading={false}
        title={pickText(view.examTitle, language)}
        subtitle={pickText(view.title, language)}
        timer={<HallTimer session={session} />}
        language={<LanguageToggle value={language} onChange={(l) => session.setLanguage(l)} />}
        extra={<SaveIndicator session={session} compact={!wide} />}
        wide={wide}
        onSubmit={() => setSubmitOpen(true)}
        submitDisabled={phase !== 'active'}
      />
      <LeaveGuard session={session} />
      <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('sections.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {pickText(view.examTitle, language)} · {pickText(view.title, language)}
        </Typography>
        {view.timingMode === 'perSection' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('sections.perSectionHelp')}
          </Typography>
        )}
        {!online && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {t('offline.banner')}
          </Alert>
        )}

        <Stack sx={{ gap: 2 }}>
          {sections.map((section, i) => {
            const slot = schedule?.find((s) => s.sectionId === section.id);
            const sPhase = sectionPhase(schedule, section.id, now, deadline);
            return (
              <SectionCard
                key={section.id}
                section={section}
                counts={summary.sections[i]!}
                language={language}
                timing={
                  slot ? { phase: sPhase, leftMs: Math.max(0, slot.endsAt - now), startsInMs: Math.max(0, slot.startsAt - now) } : null
                }
                started={started(section.id)}
                enterUrl={hallUrls.section(examId, setId, section.id)}
                canEnter={phase === 'active' && sPhase === 'active'}
              />
            );
          })}
        </Stack>

        <Button
          variant="contained"
          color="error"
          size="large"
          onClick={() => setSubmitOpen(true)}
          disabled={phase !== 'active'}
          sx={{ mt: 3, minHeight: 48, width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          {t('actions.submitTest')}
        </Button>
        <SubmitDialog session={session} open={submitOpen && phase !== 'timeUp'} onClose={() => setSubmitOpen(false)} />
        <TimeUpDialog open={phase === 'timeUp'} />
      </Box>
    </>
  );
}

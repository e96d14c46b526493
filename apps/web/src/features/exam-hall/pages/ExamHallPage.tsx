import { useCallback, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Badge, Box, Button, IconButton, Paper, useMediaQuery, useTheme } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/use-online.ts';
import type { Warning } from '../model/countdown.ts';
import { hallUrls } from '../hall-urls.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall, useHallSession } from '../session/use-hall-session.ts';
import { useDocumentVisible, usePrefetchForOffline, useResultsWhenFinished } from '../session/use-hall-effects.ts';
import { ActionBar } from '../components/ActionBar.tsx';
import { HallBar } from '../components/HallBar.tsx';
import { HallLoad } from '../components/HallLoad.tsx';
import { HallTimer } from '../components/HallTimer.tsx';
import { LeaveGuard } from '../components/LeaveGuard.tsx';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import { Palette } from '../components/Palette.tsx';
import { PaletteDrawer } from '../components/PaletteDrawer.tsx';
import { QuestionPanel } from '../components/QuestionPanel.tsx';
import { SectionTabs } from '../components/SectionTabs.tsx';
import { SubmitDialog } from '../components/SubmitDialog.tsx';
import { TimeUpDialog } from '../components/TimeUpDialog.tsx';
import { pickText } from '../../../lib/bilingual.ts';

const loadSectionsPage = () => import('./ExamSectionsPage.tsx');

/** /exams/:examId/:setId/section/:sectionId — the exam hall. */
export function ExamHallPage() {
  const { examId = '', setId = '', sectionId = '' } = useParams();
  const load = useHallSession(setId);
  return (
    <HallLoad load={load} examId={examId} setId={setId}>
      {(session) => <Hall key={session.state.view.id} session={session} examId={examId} setId={setId} sectionId={sectionId} />}
    </HallLoad>
  );
}

/** The palette button's count of the section's unanswered questions: follows the answers on its own. */
function NotAnsweredBadge({ session, sectionId }: { session: HallSession; sectionId: string }) {
  const count = useHall(
    session,
    (s) => s.questions.filter((q) => q.sectionId === sectionId && s.answers[q.id]?.state === 'notAnswered').length,
  );
  return (
    <Badge color="error" badgeContent={count} max={99}>
      <AppsIcon />
    </Badge>
  );
}

type HallProps = { session: HallSession; examId: string; setId: string; sectionId: string };

function Hall({ session, examId, setId, sectionId }: HallProps) {
  const { t } = useTranslation('examHall');
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const online = useOnline();
  const visible = useDocumentVisible();
  const view = useHall(session, (s) => s.view);
  const sections = useHall(session, (s) => s.sections);
  const questions = useHall(session, (s) => s.questions);
  const language = useHall(session, (s) => s.language);
  const phase = useHall(session, (s) => s.phase);
  const schedule = useHall(session, (s) => s.schedule);
  // The question on screen, as the section's stored one or else its first: selected as the
  // resolved id (not the stored one and the answers), so that opening the hall, which stores the
  // current question and marks it visited, does not draw the whole hall a second time in the task
  // that first drew it (issue 15: that redraw was a third of the hall's longest task at 4x).
  const currentId = useHall(session, (s) => s.currentBySection[sectionId] ?? s.questions.find((q) => q.sectionId === sectionId)?.id);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [, setActive] = useState<string | null>(null);

  useResultsWhenFinished(session, examId, setId);
  usePrefetchForOffline(session, loadSectionsPage, sectionId);

  const section = sections.find((s) => s.id === sectionId);
  const inSection = questions.filter((q) => q.sectionId === sectionId);
  const index = inSection.findIndex((q) => q.id === currentId);
  const question = inSection[index];
  const sectionName = (id: string) => pickText(sections.find((s) => s.id === id)?.name, language);

  // Per-section timing: only the running section can be open; when it ends, on to the next.
  const onActiveSection = useCallback(
    (active: string | null) => {
      setActive(active);
      if (!schedule || !active || active === sectionId || session.phaseOf(sectionId) === 'active') return;
      if (session.phaseOf(sectionId) === 'ended') {
        const name = (id: string) => pickText(sections.find((s) => s.id === id)?.name, language);
        setNotice(t('sectionOver', { name: name(sectionId), next: name(active) }));
      }
      void navigate(hallUrls.section(examId, setId, active), { replace: true });
    },
    [schedule, sectionId, session, sections, language, examId, setId, navigate, t],
  );

  const onWarning = useCallback((w: Warning) => setWarning(w === 'timeUp' ? null : w), []);
  useEffect(() => {
    if (!warning) return;
    const id = setTimeout(() => setWarning(null), 10_000);
    return () => clearTimeout(id);
  }, [warning]);

  // The question on screen counts its time and becomes visited.
  useEffect(() => {
    if (!currentId || !visible || phase !== 'active') return;
    session.focus(currentId);
    return () => session.blur();
  }, [session, currentId, visible, phase]);

  // A new question starts at the top. In the next frame, before it is painted: scrolling at once
  // made the browser lay out the whole newly drawn hall inside the task that drew it (issue 15).
  useEffect(() => {
    const id = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(id);
  }, [currentId]);

  if (!section) return <Navigate to={hallUrls.sections(examId, setId)} replace />;

  const goTo = (questionId: string) => {
    const target = session.question(questionId);
    if (!target) return;
    session.setCurrent(questionId);
    if (target.sectionId !== sectionId) void navigate(hallUrls.section(examId, setId, target.sectionId));
  };
  const editable = phase === 'active' && session.canEdit(sectionId);
  const previousId = currentId ? session.previousQuestionId(currentId) : undefined;

  const palette = (
    <Palette
      session={session}
      sectionId={sectionId}
      currentId={currentId}
      onPick={(id) => {
        goTo(id);
        setPaletteOpen(false);
      }}
    />
  );
  const actions = currentId && (
    <ActionBar
      disabled={!editable}
      canGoBack={!!previousId && previousId !== currentId}
      onSaveNext={() => goTo(session.saveAndNext(currentId))}
      onMarkNext={() => goTo(session.markAndNext(currentId))}
      onClear={() => session.clearResponse(currentId)}
      onPrevious={() => previousId && goTo(previousId)}
    />
  );

  return (
    <Box sx={{ pb: { xs: 'calc(132px + env(safe-area-inset-bottom))', md: 3 } }}>
      <HallBar
        heading
        title={pickText(view.examTitle, language)}
        subtitle={pickText(view.title, language)}
        timer={<HallTimer session={session} onWarning={onWarning} onActiveSection={onActiveSection} />}
        language={<LanguageToggle value={language} onChange={(l) => session.setLanguage(l)} />}
        extra={
          wide ? (
            <Button
              component={RouterLink}
              to={hallUrls.sections(examId, setId)}
              startIcon={<ViewListIcon />}
              sx={{ minHeight: 40, flexShrink: 0 }}
            >
              {t('backToSections')}
            </Button>
          ) : (
            <IconButton onClick={() => setPaletteOpen(true)} aria-label={t('palette.open')} sx={{ width: 44, height: 44 }}>
              <NotAnsweredBadge session={session} sectionId={sectionId} />
            </IconButton>
          )
        }
        wide={wide}
        onSubmit={() => setSubmitOpen(true)}
        submitDisabled={phase !== 'active'}
      />
      <LeaveGuard session={session} />
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1, md: 2 } }}>
        <SectionTabs
          sections={sections}
          value={sectionId}
          language={language}
          isOpen={(id) => !schedule || session.phaseOf(id) === 'active'}
          onChange={(id) => void navigate(hallUrls.section(examId, setId, id))}
        />
        {!online && (
          <Alert severity="warning" role="status" sx={{ mb: 1.5 }}>
            {t('offline.banner')}
          </Alert>
        )}
        {notice && (
          <Alert severity="info" onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
            {notice}
          </Alert>
        )}
        {warning && (
          <Alert severity={warning === 'oneMinute' ? 'error' : 'warning'} onClose={() => setWarning(null)} sx={{ mb: 1.5 }}>
            {t(`timer.${warning}`)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, gap: 2, alignItems: 'start', mt: 1 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
            {question ? (
              <QuestionPanel
                session={session}
                question={question}
                section={section}
                number={index + 1}
                total={inSection.length}
                language={language}
                disabled={!editable}
              />
            ) : (
              <Alert severity="info">{t('emptySection')}</Alert>
            )}
            {wide && <Box sx={{ mt: 3, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}>{actions}</Box>}
          </Paper>
          {wide && (
            <Paper
              variant="outlined"
              component="aside"
              aria-label={t('palette.title')}
              sx={{ p: 2, borderRadius: 3, position: 'sticky', top: 80 }}
            >
              {palette}
            </Paper>
          )}
        </Box>
      </Box>
      {!wide && (
        <Paper
          elevation={8}
          square
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: theme.zIndex.appBar,
            p: 1,
            pb: 'calc(8px + env(safe-area-inset-bottom))',
          }}
        >
          {actions}
        </Paper>
      )}
      {!wide && (
        <PaletteDrawer
          open={paletteOpen}
          onClose={() => setPaletteOpen(false)}
          title={sectionName(sectionId)}
          sectionsUrl={hallUrls.sections(examId, setId)}
        >
          {palette}
        </PaletteDrawer>
      )}
      <SubmitDialog session={session} open={submitOpen && phase !== 'timeUp'} onClose={() => setSubmitOpen(false)} />
      <TimeUpDialog open={phase === 'timeUp'} />
    </Box>
  );
}

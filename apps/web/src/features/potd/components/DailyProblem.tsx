import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PotdProblem, PotdToday, Streak } from '@pariksha/shared/schemas/potd';
import { MathText } from '../../../components/MathText.tsx';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { useAuth } from '../../../lib/session.ts';
import { useSnackbar, type Severity } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { confirmSolve, isFailure, potdKeys, submitAnswer, useToday } from '../api.ts';
import { recordSolve, syncStreak } from '../lib/streak-session.ts';
import { DifficultyChip } from './DifficultyChip.tsx';
import { ShareMenu } from './ShareMenu.tsx';
import { DailyProblemSkeleton } from './DailyProblemSkeleton.tsx';
import { StreakCards } from './StreakCards.tsx';

type Props = {
  /** In the dialog the title is the dialog's own. */
  mode: 'page' | 'dialog';
  /** Called once a solve is recorded (the dialog closes 1500 ms later). */
  onSolved?: () => void;
  /**
   * Where messages go: the app's snackbar by default. A modal dialog hides the rest of the page
   * from assistive technology, so the dialog shows them in a snackbar of its own.
   */
  notify?: Notify;
};

export type Notify = (message: string, severity: Severity) => void;

/**
 * The daily problem (spec 2.8, 4, 5, 8): loading -> no data, no problem or unsolved ->
 * submitting -> solved. The choice is checked against isCorrect first: a wrong one shows
 * 'Incorrect answer. Try again' without any call; only a correct one is sent (the server checks
 * it again), followed by the record call.
 */
export function DailyProblem({ mode, onSolved, notify }: Props) {
  const { t, i18n } = useTranslation('potd');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const today = useToday(lang);
  const appSnackbar = useSnackbar((s) => s.show);
  const show = notify ?? appSnackbar;

  // Spec 8: a failed fetch shows the error snackbar (and the page keeps a retry button).
  useEffect(() => {
    if (today.isError) show(t('fetchError'), 'error');
  }, [today.isError, today.errorUpdatedAt, show, t]);

  useEffect(() => {
    if (today.data) syncStreak(today.data.streak);
  }, [today.data]);

  if (today.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('loading')}>
        <DailyProblemSkeleton />
      </Box>
    );
  }
  if (today.isError) {
    return <RetryAlert onRetry={() => void today.refetch()}>{t('fetchError')}</RetryAlert>;
  }
  if (today.data === null) {
    return <Notice icon={<EventBusyIcon />} title={t('noProblem')} body={t('noProblemBody')} onRefresh={() => void today.refetch()} />;
  }
  const data = today.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <StreakCards streak={data.streak} dense={mode === 'dialog'} />
      {data.problem ? (
        <ProblemCard key={data.problem.id} today={data} problem={data.problem} mode={mode} onSolved={onSolved} notify={show} />
      ) : (
        <Notice icon={<HourglassTopIcon />} title={t('working')} body={t('checkBack')} onRefresh={() => void today.refetch()} />
      )}
    </Stack>
  );
}

function Notice({ icon, title, body, onRefresh }: { icon: ReactNode; title: string; body: string; onRefresh: () => void }) {
  const { t } = useTranslation('potd');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: '16px' }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }} aria-hidden>
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {body}
      </Typography>
      <Button sx={{ mt: 2 }} onClick={onRefresh}>
        {t('refresh')}
      </Button>
    </Paper>
  );
}

function ProblemCard({ today, problem, mode, onSolved, notify: show }: { today: PotdToday; problem: PotdProblem; notify: Notify } & Props) {
  const { t, i18n } = useTranslation('potd');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const { claims } = useAuth();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string>('');
  const [submitting, setSubmitting] = useState(false);
  const solved = today.alreadySolved;
  const questionId = useId();

  const markSolved = (streak: Streak, explanation: string | null | undefined) => {
    // Every language's copy of today's problem is now solved, with the new streak.
    client.setQueriesData<PotdToday | null>({ queryKey: [...potdKeys.all, 'today'] }, (old) =>
      old && old.date === today.date ? { ...old, alreadySolved: true, streak } : old,
    );
    // The server sends the explanation only with a right answer, in this page's language; the
    // other language's copy fetches its own when next shown.
    if (explanation !== undefined) {
      client.setQueryData<PotdToday | null>(potdKeys.today(lang), (old) =>
        old?.problem && old.date === today.date ? { ...old, problem: { ...old.problem, explanation } } : old,
      );
      void client.invalidateQueries({ queryKey: [...potdKeys.all, 'today'], refetchType: 'none' });
    }
    void client.invalidateQueries({ queryKey: [...potdKeys.all, 'summary'] });
    void client.invalidateQueries({ queryKey: [...potdKeys.all, 'history'] });
  };

  const submit = async () => {
    if (!selected) {
      show(t('selectOption'), 'warning');
      return;
    }
    const option = problem.options.find((o) => o.id === selected);
    if (!option?.isCorrect) {
      show(t('incorrect'), 'error');
      return;
    }
    setSubmitting(true);
    try {
      const res = await submitAnswer(option.text, problem.id);
      if (isFailure(res)) {
        show(res.error.message || t('submitError'), 'error');
        return;
      }
      if (!res.success) {
        show(res.message || t('submitError'), 'error');
        return;
      }
      const streak = recordSolve(today.streak, res.streak);
      markSolved(streak, res.explanation);
      const follow = claims ? await confirmSolve(claims.sub, today.date) : null;
      if (isFailure(follow)) show(t('syncFailed'), 'error');
      else {
        if (follow) syncStreak(streak, follow.data.bookmarkedProblems);
        show(t('correct', { count: streak.current }), 'success');
      }
      onSolved?.();
    } catch {
      show(t('submitError'), 'error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <DifficultyChip
          difficulty={problem.difficulty}
          aria-label={`${t('difficultyLabel')}: ${t(`difficulty.${problem.difficulty}`)}`}
          data-testid="potd-difficulty"
        />
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          label={problem.category}
          aria-label={`${t('categoryLabel')}: ${problem.category}`}
        />
        {problem.isPlatform && <Chip size="small" variant="outlined" label={t('platformProblem')} />}
        <Box sx={{ flexGrow: 1 }} />
        <BookmarkButton questionId={problem.questionId} source="potd" />
      </Stack>
      <Typography component="div" id={questionId} sx={{ fontSize: { xs: '1.05rem', sm: '1.15rem' }, fontWeight: 600, mb: 1.5 }}>
        <MathText text={problem.questionText} component="div" />
      </Typography>
      {problem.imageUrl && (
        <Box component="img" src={problem.imageUrl} alt="" sx={{ maxWidth: '100%', maxHeight: 280, borderRadius: 1, mb: 1.5 }} />
      )}
      <RadioGroup aria-labelledby={questionId} value={selected} onChange={(e) => setSelected(e.target.value)} sx={{ gap: 1 }}>
        {problem.options.map((o) => {
          const highlight = solved && o.isCorrect;
          return (
            <FormControlLabel
              key={o.id}
              value={o.id}
              disabled={solved || submitting}
              control={<Radio checked={solved ? o.isCorrect : selected === o.id} />}
              label={
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <MathText text={o.text} />
                  {highlight && <CheckCircleIcon color="success" fontSize="small" titleAccess={t('correctAnswer')} />}
                </Stack>
              }
              data-correct={highlight ? 'true' : undefined}
              sx={{
                m: 0,
                pr: 1.5,
                py: 0.25,
                border: 1,
                borderRadius: '10px',
                borderColor: highlight ? 'success.main' : selected === o.id && !solved ? 'primary.main' : 'divider',
                bgcolor: highlight ? 'rgba(46, 125, 50, 0.12)' : 'transparent',
                '& .MuiFormControlLabel-label.Mui-disabled': { color: highlight ? 'success.dark' : undefined },
                '& .MuiRadio-root.Mui-disabled.Mui-checked': { color: highlight ? 'success.main' : undefined },
              }}
            />
          );
        })}
      </RadioGroup>
      {solved ? (
        <Stack sx={{ mt: 2.5, gap: 2 }}>
          <Alert icon={<EmojiEventsIcon fontSize="inherit" />} severity="success" variant="outlined" sx={{ borderRadius: '12px' }}>
            <AlertTitle sx={{ fontWeight: 800 }}>{t('completed')}</AlertTitle>
            {t('comeBack')}
          </Alert>
          {problem.explanation && (
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {t('explanation')}
              </Typography>
              <Typography component="div" variant="body2" color="text.secondary">
                <MathText text={problem.explanation} component="div" />
              </Typography>
            </Box>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <ShareMenu streak={today.streak} />
            {mode === 'dialog' && (
              <Button component={RouterLink} to={paths.potd}>
                {t('dialog.openPage')}
              </Button>
            )}
          </Stack>
        </Stack>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={() => void submit()}
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2.5, width: { xs: '100%', sm: 'auto' }, minWidth: 200 }}
        >
          {t('submit')}
        </Button>
      )}
    </Paper>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, ButtonBase, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '@pariksha/shared/schemas/quiz';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAnswerQuestion, useFinishQuiz } from '../api.ts';
import { firstUnanswered, unansweredCount } from '../lib/quiz-state.ts';
import { OPTION_LETTERS, asLang, pickText, shownLang, type Lang } from '../../../lib/bilingual.ts';
import { FinishDialog } from './FinishDialog.tsx';
import { QuizLanguageToggle } from './QuizLanguageToggle.tsx';

/** Read by screen readers, not shown: the option's letter is drawn as a circle. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;

type Props = {
  quiz: QuizView;
  /** The language the questions are shown in (the हिं / EN toggle), apart from the interface's. */
  lang: Lang;
  onLangChange: (lang: Lang) => void;
};

/**
 * One question at a time: tap an option, see at once whether it was right and why, move on.
 * Previous / Next stay in a bar at the bottom of the screen, so a phone reaches "Next" without
 * scrolling past a long explanation; finishing with questions unanswered asks first.
 */
export function QuizPlayer({ quiz, lang, onLangChange }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const uiLang = asLang(i18n.language);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [index, setIndex] = useState(() => firstUnanswered(quiz));
  const answer = useAnswerQuestion(quiz.id);
  const finish = useFinishQuiz(quiz.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = quiz.items[index]!;
  const q = item.question;
  const answered = item.chosenOptionId !== null;
  const isLast = index === quiz.items.length - 1;
  const allAnswered = quiz.answered === quiz.total;
  const unanswered = unansweredCount(quiz);

  // Moving to another question puts the focus on its heading (keyboard and screen readers).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  const choose = (optionId: string) => {
    if (answered || answer.isPending) return;
    answer.mutate({ questionId: q.id, optionId });
  };
  // The result is at the top of the page: show it from there.
  const end = () => finish.mutate(undefined, { onSuccess: () => window.scrollTo({ top: 0 }) });
  const askToFinish = () => (unanswered > 0 ? setConfirmOpen(true) : end());
  const go = (next: number) => {
    answer.reset();
    setIndex(next);
  };
  const correctLetter = OPTION_LETTERS[q.options.findIndex((o) => item.correctOptionIds?.includes(o.id))];
  const explanation = pickText(item.explanation, lang);

  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('play.progress', { n: index + 1, total: quiz.total })}</Typography>
          <Chip size="small" color="primary" variant="outlined" label={t('play.score', { score: quiz.score, answered: quiz.answered })} />
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <QuizLanguageToggle value={lang} onChange={onLangChange} />
            <Button size="small" color="inherit" startIcon={<FlagIcon aria-hidden />} onClick={askToFinish} disabled={finish.isPending}>
              {t('play.finishNow')}
            </Button>
          </Box>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(quiz.answered / quiz.total) * 100}
          aria-label={t('play.answeredOf', { answered: quiz.answered, total: quiz.total })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="quiz-q-heading" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            id="quiz-q-heading"
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            sx={{ fontWeight: 800, fontSize: '1rem', outline: 'none' }}
          >
            {t('play.questionN', { n: index + 1 })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {topicLabel(q.subject, q.topic, uiLang)}
          </Typography>
          {quiz.generated ? null : (
            <Box sx={{ ml: 'auto', my: -0.5 }}>
              <BookmarkButton questionId={q.id} source="quiz" />
            </Box>
          )}
        </Stack>
        <Box lang={shownLang(q.text, lang)}>
          <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1.1rem', mb: 2 }} />
        </Box>
        {q.imageUrl && (
          <Box
            component="img"
            src={q.imageUrl}
            alt={t('play.figure', { n: index + 1 })}
            sx={{ maxWidth: '100%', mb: 2, borderRadius: 1 }}
          />
        )}
        <Stack role="group" aria-labelledby="quiz-q-heading" sx={{ gap: 1 }}>
          {q.options.map((o, i) => {
            const isCorrect = answered && (item.correctOptionIds ?? []).includes(o.id);
            const isChosen = item.chosenOptionId === o.id || (answer.isPending && answer.variables?.optionId === o.id);
            const tone = isCorrect ? 'success' : answered && isChosen ? 'error' : null;
            return (
              <ButtonBase
                key={o.id}
                onClick={() => choose(o.id)}
                disabled={answered || answer.isPending}
                aria-pressed={isChosen}
                sx={{
                  font: 'inherit',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  gap: 1.25,
                  p: 1.5,
                  minHeight: 52,
                  borderRadius: '12px',
                  border: '2px solid',
                  borderColor: tone ? `${tone}.main` : isChosen ? 'primary.main' : 'divider',
                  bgcolor: tone === 'success' ? 'rgba(46,125,50,0.10)' : tone === 'error' ? 'rgba(211,47,47,0.08)' : 'background.paper',
                  transition: 'border-color .15s, background-color .15s',
                  '&:hover': answered ? undefined : { borderColor: 'primary.light', bgcolor: 'rgba(25,118,210,0.04)' },
                  '&.Mui-disabled': { color: 'text.primary' },
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {t('play.optionPrefix', { letter: OPTION_LETTERS[i] })}
                </Box>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 30,
                    height: 30,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    bgcolor: tone ? `${tone}.main` : 'action.selected',
                    color: tone ? 'common.white' : 'text.primary',
                  }}
                >
                  {OPTION_LETTERS[i]}
                </Box>
                <MathText text={pickText(o.text, lang)} sx={{ flexGrow: 1, minWidth: 0, fontSize: '1rem' }} />
                {tone === 'success' && <CheckCircleIcon color="success" aria-hidden />}
                {tone === 'error' && <CancelIcon color="error" aria-hidden />}
              </ButtonBase>
            );
          })}
        </Stack>

        <Box aria-live="polite" sx={{ mt: answered || answer.isError ? 2 : 0 }}>
          {answered && (
            <Alert severity={item.correct ? 'success' : 'error'} variant="filled" sx={{ fontWeight: 600 }}>
              {item.correct ? t('play.correct') : t('play.wrong', { letter: correctLetter })}
            </Alert>
          )}
          {answer.isError && <Alert severity="error">{errorMessage(answer.error, t('play.answerFailed'))}</Alert>}
        </Box>
        {answered && explanation && (
          <Box sx={{ mt: 1.5, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('explanation')}
            </Typography>
            <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem' }} />
          </Box>
        )}
      </Paper>

      {finish.isError && <Alert severity="error">{errorMessage(finish.error, t('play.finishFailed'))}</Alert>}
      <Paper
        elevation={0}
        role="group"
        aria-label={t('play.actions')}
        sx={(theme) => ({
          position: 'sticky',
          bottom: { xs: 0, sm: 8 },
          zIndex: theme.zIndex.appBar - 1,
          mx: { xs: -1.5, sm: 0 },
          px: 1.5,
          py: 1,
          pb: { xs: 'calc(8px + env(safe-area-inset-bottom))', sm: 1 },
          // A phone: a full-width strip at the screen's foot; wider: a card like the others, just above it.
          border: '1px solid',
          borderWidth: { xs: '1px 0 0', sm: '1px' },
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: '14px' },
          display: 'flex',
          gap: 1,
          justifyContent: 'space-between',
        })}
      >
        <Button startIcon={<ArrowBackIcon aria-hidden />} disabled={index === 0} onClick={() => go(index - 1)}>
          {t('play.previous')}
        </Button>
        {isLast || (allAnswered && answered) ? (
          <Button variant="contained" onClick={askToFinish} disabled={finish.isPending}>
            {finish.isPending ? t('play.finishing') : t('play.seeResult')}
          </Button>
        ) : (
          <Button variant={answered ? 'contained' : 'outlined'} endIcon={<ArrowForwardIcon aria-hidden />} onClick={() => go(index + 1)}>
            {answered ? t('play.next') : t('play.skip')}
          </Button>
        )}
      </Paper>
      <FinishDialog
        open={confirmOpen}
        unanswered={unanswered}
        busy={finish.isPending}
        onFinish={end}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}

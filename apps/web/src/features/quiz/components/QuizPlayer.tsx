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
import { firstUnanswered } from '../lib/quiz-state.ts';
import { OPTION_LETTERS, asLang, pickText } from '../../../lib/bilingual.ts';

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

/** One question at a time: tap an option, see at once whether it was right and why, move on. */
export function QuizPlayer({ quiz }: { quiz: QuizView }) {
  const { t, i18n } = useTranslation('quiz');
  const lang = asLang(i18n.language);
  const [index, setIndex] = useState(() => firstUnanswered(quiz));
  const answer = useAnswerQuestion(quiz.id);
  const finish = useFinishQuiz(quiz.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const item = quiz.items[index]!;
  const q = item.question;
  const answered = item.chosenOptionId !== null;
  const isLast = index === quiz.items.length - 1;
  const allAnswered = quiz.answered === quiz.total;

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
          <Button
            size="small"
            color="inherit"
            startIcon={<FlagIcon aria-hidden />}
            onClick={end}
            disabled={finish.isPending}
            sx={{ ml: 'auto' }}
          >
            {t('play.finishNow')}
          </Button>
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
            {topicLabel(q.subject, q.topic, lang)}
          </Typography>
          <Box sx={{ ml: 'auto', my: -0.5 }}>
            <BookmarkButton questionId={q.id} source="quiz" />
          </Box>
        </Stack>
        <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1.1rem', mb: 2 }} />
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
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Button startIcon={<ArrowBackIcon aria-hidden />} disabled={index === 0} onClick={() => go(index - 1)}>
          {t('play.previous')}
        </Button>
        {isLast || (allAnswered && answered) ? (
          <Button variant="contained" onClick={end} disabled={finish.isPending}>
            {finish.isPending ? t('play.finishing') : t('play.seeResult')}
          </Button>
        ) : (
          <Button variant={answered ? 'contained' : 'outlined'} endIcon={<ArrowForwardIcon aria-hidden />} onClick={() => go(index + 1)}>
            {answered ? t('play.next') : t('play.skip')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslation } from 'react-i18next';
import type { QuizItem, QuizView } from '@pariksha/shared/schemas/quiz';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MakeCardButton } from '../../../components/MakeCardButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { paths } from '../../../app/paths.ts';
import { percentOf, verdictOf } from '../lib/quiz-state.ts';
import { asLang, pickText, type Lang } from '../../../lib/bilingual.ts';
import { ReviewOptions } from '../../../components/ReviewOptions.tsx';
import { QuizLanguageToggle } from './QuizLanguageToggle.tsx';

const RESULT_COLOR = { excellent: '#2e7d32', good: '#1976d2', keepGoing: '#ed6c02' } as const;

type Props = {
  quiz: QuizView;
  /** Another quiz: for a generated one, as many fresh questions again. */
  onRetry: (generate?: { count: number }) => void;
  retrying: boolean;
  backTo: { to: string; label: string };
  /** The questions' language (the हिं / EN toggle), apart from the interface's. */
  lang: Lang;
  onLangChange: (lang: Lang) => void;
};

/** The end of a quiz: the score, then every question with the student's choice, the answer and why. */
export function QuizReview({ quiz, onRetry, retrying, backTo, lang, onLangChange }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const uiLang = asLang(i18n.language);
  const percent = percentOf(quiz.score, quiz.total);
  const verdict = verdictOf(percent);
  const wrong = quiz.items.filter((i) => i.correct === false).length;
  const skipped = quiz.items.filter((i) => i.chosenOptionId === null).length;

  return (
    <Stack sx={{ gap: 2.5 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="quiz-result-heading"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', borderTop: `6px solid ${RESULT_COLOR[verdict]}` }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 2, sm: 3 }, alignItems: { sm: 'center' } }}>
          <Box
            role="img"
            aria-label={t('result.scoreLabel', { score: quiz.score, total: quiz.total, percent })}
            sx={{
              width: 116,
              height: 116,
              flexShrink: 0,
              borderRadius: '50%',
              alignSelf: { xs: 'center', sm: 'auto' },
              background: `conic-gradient(${RESULT_COLOR[verdict]} 0deg ${percent * 3.6}deg, #e0e0e0 ${percent * 3.6}deg 360deg)`,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Box
              sx={{
                width: 88,
                height: 88,
                borderRadius: '50%',
                bgcolor: 'background.paper',
                display: 'grid',
                placeItems: 'center',
                textAlign: 'center',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.1 }}>
                  {quiz.score}/{quiz.total}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {percent}%
                </Typography>
              </Box>
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
            <Typography id="quiz-result-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
              {t(`result.${verdict}`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('result.summary', { score: quiz.score, total: quiz.total })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
              <Chip size="small" color="success" label={t('result.correctN', { count: quiz.score })} />
              <Chip size="small" color="error" label={t('result.wrongN', { count: wrong })} />
              {skipped > 0 && <Chip size="small" label={t('result.skippedN', { count: skipped })} />}
            </Stack>
          </Box>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2.5 }}>
          <Button
            variant="contained"
            startIcon={<ReplayIcon aria-hidden />}
            onClick={() => onRetry(quiz.generated ? { count: quiz.total } : undefined)}
            disabled={retrying}
          >
            {quiz.generated ? t('result.generateMore', { count: quiz.total }) : t('result.another')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={backTo.to}>
            {backTo.label}
          </Button>
          <Button variant="text" component={RouterLink} to={paths.quizDashboard} startIcon={<InsightsIcon aria-hidden />}>
            {t('result.dashboard')}
          </Button>
        </Stack>
      </Paper>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('review.title')}
        </Typography>
        <QuizLanguageToggle value={lang} onChange={onLangChange} />
      </Stack>
      <Stack sx={{ gap: 2 }}>
        {quiz.items.map((item, i) => (
          <ReviewCard key={item.question.id} item={item} number={i + 1} lang={lang} uiLang={uiLang} />
        ))}
      </Stack>
    </Stack>
  );
}

type CardProps = { item: QuizItem; number: number; lang: Lang; uiLang: Lang };

const ReviewCard = memo(function ReviewCard({ item, number, lang, uiLang }: CardProps) {
  const { t } = useTranslation('quiz');
  const q = item.question;
  const outcome = item.chosenOptionId === null ? 'skipped' : item.correct ? 'correct' : 'wrong';
  const explanation = pickText(item.explanation, lang);
  const color = { correct: '#2e7d32', wrong: '#d32f2f', skipped: '#b0bec5' }[outcome];
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('review.questionN', { n: number })}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px', borderLeft: `4px solid ${color}` }}
    >
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'flex-start', mb: 1 }}>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', flexGrow: 1, minWidth: 0, pt: 0.75 }}>
          <Typography component="h3" sx={{ fontWeight: 800 }}>
            {t('review.questionN', { n: number })}
          </Typography>
          <Chip
            size="small"
            color={outcome === 'correct' ? 'success' : outcome === 'wrong' ? 'error' : 'default'}
            label={t(`review.${outcome}`)}
          />
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 0 }}>
            {topicLabel(q.subject, q.topic, uiLang)}
          </Typography>
        </Stack>
        {/* A generated question is no bank question: nothing to bookmark or report; its code brings it back. */}
        {item.generated ? null : (
          <Box sx={{ flexShrink: 0, my: -0.25 }}>
            <BookmarkButton questionId={q.id} source="quiz" />
          </Box>
        )}
      </Stack>
      <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1rem', mb: 1.5 }} />
      <ReviewOptions
        options={q.options}
        correctIds={item.correctOptionIds ?? null}
        chosenIds={item.chosenOptionId ? [item.chosenOptionId] : []}
        lang={lang}
        labels={{ correct: t('review.correctAnswer'), yours: t('review.yourAnswer') }}
      />
      {explanation && (
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('explanation')}
          </Typography>
          <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem' }} />
        </Box>
      )}
      {item.generated && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('review.generatedCode', { code: `${item.generated.generator} #${item.generated.seed}` })}
        </Typography>
      )}
      {outcome !== 'correct' && !item.generated && (
        <Box sx={{ mt: 1.5 }}>
          <MakeCardButton questionId={q.id} chosenOptionId={item.chosenOptionId ?? undefined} />
        </Box>
      )}
    </Paper>
  );
});

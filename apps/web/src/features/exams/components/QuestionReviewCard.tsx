import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '@pariksha/shared/schemas/attempts';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MakeCardButton } from '../../../components/MakeCardButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { formatClock } from '../lib/time.ts';
import { OUTCOME_COLORS } from './OutcomeDonut.tsx';
import { asLang, pickText, type Lang } from '../../../lib/bilingual.ts';
import { isMarked } from '../lib/analysis.ts';
import { ReviewOptions } from '../../../components/ReviewOptions.tsx';

const OUTCOME_CHIP = { correct: 'success', wrong: 'error', unattempted: 'default' } as const;
const DIFFICULTY_CHIP = { easy: 'success', medium: 'warning', hard: 'error' } as const;

type Props = {
  question: ReviewQuestion;
  number: number;
  sectionName: string;
  /** The language the question is shown in (the solutions' हिं / EN switch); the interface's by default. */
  contentLang?: Lang;
  /** Opens "report a question"; absent where reporting is not offered. */
  onReport?: (questionId: string) => void;
  /** Reported in this visit: the button says so instead. */
  reported?: boolean;
  /** The question's discussion (issue 16); absent until a live test's window has closed. */
  discussHref?: string;
};

/**
 * One question after the test: the student's answer against the correct one, and why. While a
 * live test's key is withheld (no outcome) only the student's own choice is shown.
 */
export const QuestionReviewCard = memo(function QuestionReviewCard({
  question: q,
  number,
  sectionName,
  contentLang,
  onReport,
  reported,
  discussHref,
}: Props) {
  const { t, i18n } = useTranslation('exams');
  const uiLang = asLang(i18n.language);
  const lang = contentLang ?? uiLang;
  const explanation = q.explanation ? pickText(q.explanation, lang) : '';
  const keyHidden = q.outcome === null;
  // Chosen but left 'marked' (not saved): the hall did not count it.
  const markedOnly = q.state === 'marked' && q.selectedOptionIds.length > 0;
  const unanswered = q.outcome === 'unattempted' || (keyHidden && (markedOnly || q.selectedOptionIds.length === 0));

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('analysis.questionN', { n: number })}
      id={`review-q-${q.id}`}
      tabIndex={-1}
      sx={{
        scrollMarginTop: 72,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: '14px',
        borderLeft: `4px solid ${OUTCOME_COLORS[q.outcome ?? 'unattempted']}`,
      }}
    >
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 800, mr: 0.5 }}>
          {t('analysis.questionN', { n: number })}
        </Typography>
        {q.outcome && <Chip size="small" color={OUTCOME_CHIP[q.outcome]} label={t(`outcome.${q.outcome}`)} />}
        {isMarked(q) && <Chip size="small" variant="outlined" color="secondary" label={t('analysis.filter.marked')} />}
        <Chip size="small" variant="outlined" color={DIFFICULTY_CHIP[q.difficulty]} label={t(`difficulty.${q.difficulty}`)} />
        <Chip
          size="small"
          variant="outlined"
          icon={<TimerOutlinedIcon aria-hidden />}
          label={formatClock(q.timeSpentMs)}
          aria-label={t('analysis.timeSpent', { time: formatClock(q.timeSpentMs) })}
        />
        {/* A question of a live test not yet over cannot be bookmarked (its answer is withheld). */}
        {!keyHidden && (
          <Box sx={{ ml: 'auto', my: -0.5 }}>
            <BookmarkButton questionId={q.id} source="exam" />
          </Box>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {sectionName} · {topicLabel(q.subject, q.topic, uiLang)}
      </Typography>
      <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1rem', mb: 1.5 }} />
      {q.imageUrl && (
        <Box
          component="img"
          src={q.imageUrl}
          alt={t('analysis.figure', { n: number })}
          loading="lazy"
          sx={{ maxWidth: '100%', height: 'auto', mb: 1.5, borderRadius: 1 }}
        />
      )}
      <ReviewOptions
        options={q.options}
        correctIds={q.correctOptionIds}
        chosenIds={q.selectedOptionIds}
        lang={lang}
        labels={{ correct: t('analysis.correctAnswer'), yours: t('analysis.yourAnswer') }}
      />
      {unanswered && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {markedOnly ? t('analysis.markedNotCounted') : t('analysis.notAnswered')}
        </Typography>
      )}
      {explanation && (
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('analysis.explanation')}
          </Typography>
          <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem' }} />
        </Box>
      )}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {q.outcome === 'wrong' && (
          <MakeCardButton questionId={q.id} chosenOptionId={q.selectedOptionIds.find((id) => !q.correctOptionIds?.includes(id))} />
        )}
        {discussHref && (
          <Button
            size="small"
            component={RouterLink}
            to={discussHref}
            startIcon={<ForumOutlinedIcon aria-hidden />}
            aria-label={t('discuss.openN', { n: number })}
          >
            {t('discuss.open')}
          </Button>
        )}
        {onReport && (
          <Button
            size="small"
            color="inherit"
            startIcon={<FlagOutlinedIcon aria-hidden />}
            onClick={() => onReport(q.id)}
            disabled={reported}
            aria-label={reported ? t('report.reportedN', { n: number }) : t('report.openN', { n: number })}
            sx={{ ml: 'auto', color: 'text.secondary' }}
          >
            {reported ? t('report.reported') : t('report.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
});

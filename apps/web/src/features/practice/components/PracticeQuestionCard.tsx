import { memo, useState } from 'react';
import { Alert, Box, Button, Chip, FormControlLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import type { PracticeListItem } from '@pariksha/shared/schemas/practice';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useCheckAnswer, useCheckGenerated, useGeneratedAnswer, useShowAnswer, type GeneratedName } from '../api.ts';
import { OPTION_LETTERS, pickText, type Lang } from '../../../lib/bilingual.ts';

export const DIFFICULTY_CHIP = { easy: 'success', medium: 'warning', hard: 'error' } as const;

type Props = {
  question: PracticeListItem;
  number: number;
  lang: Lang;
  bookmarked?: boolean;
  /** A generated maths question: checked against the question rebuilt from this name, not bookmarkable. */
  generated?: GeneratedName;
  /** The card's heading, when not "Question N". */
  heading?: string;
};

/**
 * One practice question: pick an option and check it (recorded), or just show the answer
 * (fetched on demand, so the list itself never carries answers).
 */
export const PracticeQuestionCard = memo(function PracticeQuestionCard({
  question: q,
  number,
  lang,
  bookmarked,
  generated,
  heading,
}: Props) {
  const { t } = useTranslation('practice');
  const [chosen, setChosen] = useState<string>('');
  const [reveal, setReveal] = useState(false);
  const bankCheck = useCheckAnswer(q.id);
  const generatedCheck = useCheckGenerated(generated);
  const check = generated ? generatedCheck : bankCheck;
  const bankAnswer = useShowAnswer(q.id, !generated && (reveal || check.isSuccess));
  const generatedAnswer = useGeneratedAnswer(generated, reveal || check.isSuccess);
  const answer = generated ? generatedAnswer : bankAnswer;
  const shown = (reveal || check.isSuccess) && answer.data ? answer.data : null;
  const correctIds = shown?.correctOptionIds ?? [];
  const explanation = shown ? pickText(shown.explanation, lang) : '';
  const checkedOption = check.variables;
  const titleId = `pq-${q.id}`;

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'flex-start', mb: 1 }}>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', flexGrow: 1, minWidth: 0, pt: 0.75 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: '1rem' }}>
            {heading ?? t('question.number', { n: number })}
          </Typography>
          <Chip size="small" variant="outlined" color={DIFFICULTY_CHIP[q.difficulty]} label={t(`difficulty.${q.difficulty}`)} />
          {generated && <Chip size="small" color="primary" variant="outlined" label={t('generated.chip')} />}
          {q.lastAnswer && !check.isSuccess && (
            <Chip
              size="small"
              color={q.lastAnswer.correct ? 'success' : 'default'}
              label={q.lastAnswer.correct ? t('question.answeredRight') : t('question.answeredWrong')}
            />
          )}
        </Stack>
        {!generated && (
          <Box sx={{ flexShrink: 0, my: -0.25 }}>
            <BookmarkButton questionId={q.id} source="practice" initial={bookmarked} />
          </Box>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {topicLabel(q.subject, q.topic, lang)}
      </Typography>
      <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1.05rem', mb: 1.5 }} />
      {q.imageUrl && (
        <Box
          component="img"
          src={q.imageUrl}
          alt={t('question.figure', { n: number })}
          loading="lazy"
          sx={{ maxWidth: '100%', mb: 1.5, borderRadius: 1 }}
        />
      )}
      <RadioGroup
        aria-labelledby={titleId}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          if (check.isSuccess || check.isError) check.reset();
        }}
        sx={{ gap: 0.75 }}
      >
        {q.options.map((o, i) => {
          const isCorrect = correctIds.includes(o.id);
          const isWrongPick = check.isSuccess && checkedOption === o.id && !isCorrect;
          const tone = shown && isCorrect ? 'success' : isWrongPick ? 'error' : null;
          return (
            <FormControlLabel
              key={o.id}
              value={o.id}
              control={<Radio size="small" />}
              sx={{
                m: 0,
                pr: 1,
                py: 0.25,
                alignItems: 'flex-start',
                borderRadius: '10px',
                border: '1px solid',
                borderColor: tone ? `${tone}.main` : 'divider',
                bgcolor: tone === 'success' ? 'rgba(46,125,50,0.08)' : tone === 'error' ? 'rgba(211,47,47,0.07)' : 'transparent',
                '& .MuiFormControlLabel-label': { flexGrow: 1, pt: '7px', minWidth: 0 },
              }}
              label={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {OPTION_LETTERS[i]}.
                  </Typography>
                  <MathText text={pickText(o.text, lang)} sx={{ flexGrow: 1, minWidth: 0 }} />
                  {tone === 'success' && <CheckCircleIcon color="success" sx={{ fontSize: 20 }} aria-label={t('question.correctOption')} />}
                  {tone === 'error' && <CancelIcon color="error" sx={{ fontSize: 20 }} aria-label={t('question.yourWrongChoice')} />}
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!chosen || check.isPending} onClick={() => check.mutate(chosen)}>
          {check.isPending ? t('question.checking') : t('question.check')}
        </Button>
        <Button variant="text" onClick={() => setReveal((r) => !r)} aria-expanded={reveal}>
          {reveal ? t('question.hideAnswer') : t('question.showAnswer')}
        </Button>
      </Stack>
      <Box aria-live="polite">
        {check.isSuccess && (
          <Alert severity={check.data.correct ? 'success' : 'error'} sx={{ mt: 1.5 }}>
            {check.data.correct
              ? t('question.right')
              : t('question.wrong', { letter: OPTION_LETTERS[q.options.findIndex((o) => check.data.correctOptionIds.includes(o.id))] })}
          </Alert>
        )}
        {check.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {errorMessage(check.error, t('question.checkFailed'))}
          </Alert>
        )}
        {reveal && answer.isPending && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('question.loadingAnswer')}
          </Typography>
        )}
        {reveal && answer.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {errorMessage(answer.error, t('question.answerFailed'))}
          </Alert>
        )}
      </Box>
      {shown && (
        <Box sx={{ mt: 1.5, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('question.answerIs', {
              letters: q.options
                .map((o, i) => (correctIds.includes(o.id) ? OPTION_LETTERS[i] : null))
                .filter(Boolean)
                .join(', '),
            })}
          </Typography>
          {explanation && <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem', mt: 0.5 }} />}
        </Box>
      )}
    </Paper>
  );
});

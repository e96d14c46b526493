import { memo, useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { BookmarkItem } from '@pariksha/shared/schemas/bookmarks';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { BookmarkButton } from '../../../components/BookmarkButton.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { DIFFICULTY_CHIP } from './PracticeQuestionCard.tsx';
import { OPTION_LETTERS, pickText, type Lang } from '../../../lib/bilingual.ts';

const SOURCE_CHIP = { practice: 'primary', quiz: 'secondary', potd: 'warning', exam: 'info' } as const;

/** A bookmarked question: where it was saved, the question, its answer on demand, and remove. */
export const BookmarkedQuestionCard = memo(function BookmarkedQuestionCard({ item, lang }: { item: BookmarkItem; lang: Lang }) {
  const { t } = useTranslation('practice');
  const [reveal, setReveal] = useState(false);
  const q = item.question;
  const explanation = pickText(q.explanation, lang);
  const titleId = `bq-${q.id}`;

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px' }}>
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'flex-start', mb: 1 }}>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', flexGrow: 1, minWidth: 0, pt: 0.75 }}>
          <Chip size="small" color={SOURCE_CHIP[item.source]} label={t(`source.${item.source}`)} />
          <Chip size="small" variant="outlined" color={DIFFICULTY_CHIP[q.difficulty]} label={t(`difficulty.${q.difficulty}`)} />
        </Stack>
        <Box sx={{ flexShrink: 0, my: -0.25 }}>
          <BookmarkButton questionId={q.id} source={item.source} initial />
        </Box>
      </Stack>
      <Typography id={titleId} variant="caption" color="text.secondary" component="h2" sx={{ mb: 1 }}>
        {subjectLabel(q.subject, lang)} · {topicLabel(q.subject, q.topic, lang)}
      </Typography>
      <MathText text={pickText(q.text, lang)} component="div" sx={{ fontSize: '1.05rem', mb: 1.5 }} />
      {q.imageUrl && <Box component="img" src={q.imageUrl} alt="" loading="lazy" sx={{ maxWidth: '100%', mb: 1.5, borderRadius: 1 }} />}
      <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
        {q.options.map((o, i) => {
          const correct = reveal && q.correctOptionIds.includes(o.id);
          return (
            <Box
              component="li"
              key={o.id}
              sx={{
                display: 'flex',
                gap: 1,
                p: 1,
                borderRadius: '10px',
                border: '1px solid',
                borderColor: correct ? 'success.main' : 'divider',
                bgcolor: correct ? 'rgba(46,125,50,0.08)' : 'transparent',
              }}
            >
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {OPTION_LETTERS[i]}.
              </Typography>
              <MathText text={pickText(o.text, lang)} sx={{ flexGrow: 1, minWidth: 0 }} />
              {correct && <CheckCircleIcon color="success" sx={{ fontSize: 20 }} aria-label={t('question.correctOption')} />}
            </Box>
          );
        })}
      </Stack>
      <Button variant="text" onClick={() => setReveal((r) => !r)} aria-expanded={reveal} sx={{ mt: 1 }}>
        {reveal ? t('question.hideAnswer') : t('question.showAnswer')}
      </Button>
      {reveal && explanation && (
        <Box sx={{ mt: 1, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('question.explanation')}
          </Typography>
          <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem' }} />
        </Box>
      )}
    </Paper>
  );
});

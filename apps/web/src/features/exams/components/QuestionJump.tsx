import { useId, useState } from 'react';
import { Box, Button, ButtonBase, Collapse, Stack, useMediaQuery, useTheme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '@pariksha/shared/schemas/attempts';
import { isMarked } from '../lib/analysis.ts';
import { OUTCOME_COLORS } from './OutcomeDonut.tsx';

/** Marked-for-review purple, as in the hall's palette. */
const MARKED = '#7b1fa2';
/** Answered while the key is withheld: no verdict yet, only "you answered". */
const ANSWERED_NO_KEY = '#1976d2';

type Props = { questions: ReviewQuestion[]; numbers: Map<string, number>; onJump: (id: string) => void };

/**
 * Every question's number coloured by its outcome (a ring for marked for review): a tap opens
 * that question. Open by default on a wide screen; on a phone it folds away behind one button.
 */
export function QuestionJump({ questions, numbers, onJump }: Props) {
  const { t } = useTranslation('exams');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(!phone);
  const panelId = useId();

  const describe = (q: ReviewQuestion) => {
    const parts = [t('analysis.questionLong', { n: numbers.get(q.id) })];
    if (q.outcome) parts.push(t(`outcome.${q.outcome}`));
    else parts.push(t(q.selectedOptionIds.length ? 'analysis.answered' : 'analysis.notAnsweredShort'));
    if (isMarked(q)) parts.push(t('analysis.filter.marked'));
    return parts.join(', ');
  };

  return (
    <Box component="nav" aria-label={t('analysis.jumpLabel')}>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}
        sx={{ fontWeight: 700, px: 0.5 }}
      >
        {t('analysis.jumpToggle')}
      </Button>
      <Collapse in={open} id={panelId}>
        <Stack component="ol" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 0.75, flexWrap: 'wrap' }}>
          {questions.map((q) => {
            const colour = q.outcome
              ? OUTCOME_COLORS[q.outcome]
              : q.selectedOptionIds.length
                ? ANSWERED_NO_KEY
                : OUTCOME_COLORS.unattempted;
            const filled = q.outcome !== 'unattempted' && colour !== OUTCOME_COLORS.unattempted;
            return (
              <li key={q.id}>
                <ButtonBase
                  onClick={() => onJump(q.id)}
                  aria-label={describe(q)}
                  sx={{
                    width: 38,
                    height: 38,
                    borderRadius: '10px',
                    fontWeight: 700,
                    fontSize: '0.85rem',
                    bgcolor: filled ? colour : 'background.paper',
                    color: filled ? '#fff' : 'text.primary',
                    border: `2px solid ${colour}`,
                    boxShadow: isMarked(q) ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${MARKED}` : 'none',
                    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 3 },
                  }}
                >
                  {numbers.get(q.id)}
                </ButtonBase>
              </li>
            );
          })}
        </Stack>
      </Collapse>
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, Skeleton, Snackbar, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { AuthoringSection } from '@pariksha/shared/schemas/exams';
import { MathText } from '../../../../components/MathText.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useSetSectionQuestions, useUpdateSection } from '../../api/authoring.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useBankQuestions } from '../../api/bank.ts';
import { plannedState } from '../../lib/exam-checks.ts';
import { appendUnique, move } from '../../lib/reorder.ts';
import { useLang } from '../../lib/use-lang.ts';
import { QuestionMeta } from '../bank/QuestionMeta.tsx';
import { QuestionPicker } from './QuestionPicker.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/**
 * The section's questions in order: reorder, remove, and add more from the bank. Each change is
 * saved at once, and a removal can be undone from the snackbar. Once students have taken the test (`locked`) the list is read-only, as the server says.
 */
export function SectionQuestions({ section, locked }: { section: AuthoringSection; locked: boolean }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const save = useSetSectionQuestions();
  const [picking, setPicking] = useState(false);
  const ids = section.questionIds;
  const questions = useBankQuestions(ids, true);
  const state = plannedState(section);

  const updatePlan = useUpdateSection();
  // The last removal, kept until the snackbar closes so Undo can put it back where it was.
  const [removed, setRemoved] = useState<{ id: string; index: number; before: string[] } | null>(null);

  const put = (questionIds: string[]) => save.mutate({ sectionId: section.id, questionIds });
  const busy = save.isPending || updatePlan.isPending;
  const remove = (id: string, index: number) =>
    save.mutate(
      { sectionId: section.id, questionIds: ids.filter((x) => x !== id) },
      { onSuccess: () => setRemoved({ id, index, before: ids }) },
    );
  const undo = () => {
    if (!removed) return;
    // Back at its old place in today's list (others may have moved meanwhile).
    const next = ids.filter((x) => x !== removed.id);
    next.splice(Math.min(removed.index, next.length), 0, removed.id);
    setRemoved(null);
    save.mutate({ sectionId: section.id, questionIds: next }, { onSuccess: () => useSnackbar.getState().show(t('questions.restored')) });
  };
  /** "Change plan and add": the plan grows on purpose, then the questions go in. */
  const addWithPlan = (picked: string[]) => {
    const questionIds = appendUnique(ids, picked);
    updatePlan.mutate(
      { sectionId: section.id, body: { plannedQuestionCount: questionIds.length } },
      { onSuccess: () => save.mutate({ sectionId: section.id, questionIds }, { onSuccess: () => setPicking(false) }) },
    );
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('questions.title', { attached: ids.length, planned: section.plannedQuestionCount })}
        </Typography>
        {!locked && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPicking(true)} disabled={busy}>
            {t('questions.add')}
          </Button>
        )}
      </Stack>
      {state !== 'ok' && ids.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {state === 'short'
            ? t('questions.short', { count: section.plannedQuestionCount - ids.length })
            : t('questions.over', { count: ids.length - section.plannedQuestionCount })}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(save.error, t('errors.generic'))}
        </Alert>
      )}
      {ids.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 2 }}>
          {t('questions.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('questions.listLabel')} aria-busy={busy}>
          {ids.map((id, index) => {
            const q = questions[index];
            const n = index + 1;
            return (
              <ListItem key={id} divider sx={{ alignItems: 'flex-start', gap: 1, px: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <Typography sx={{ fontWeight: 700, minWidth: 28, pt: 0.25 }} aria-hidden>
                  {n}.
                </Typography>
                <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 40px)', sm: 'auto' } }}>
                  {q?.data ? (
                    <>
                      <MathText
                        text={pickText(q.data.text, lang)}
                        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                      />
                      <QuestionMeta question={q.data} dense />
                    </>
                  ) : q?.isError ? (
                    <Typography variant="body2" color="error">
                      {errorMessage(q.error, t('questions.loadOne'))}
                    </Typography>
                  ) : (
                    <Skeleton width="80%" />
                  )}
                </Box>
                {!locked && (
                  <Stack direction="row" sx={{ flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
                    <Tooltip title={t('questions.up')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('questions.upN', { n })}
                          disabled={busy || index === 0}
                          onClick={() => put(move(ids, index, -1))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('questions.down')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('questions.downN', { n })}
                          disabled={busy || index === ids.length - 1}
                          onClick={() => put(move(ids, index, 1))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('questions.remove')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('questions.removeN', { n })}
                          disabled={busy}
                          onClick={() => remove(id, index)}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <QuestionPicker
        open={picking}
        attached={ids}
        planned={section.plannedQuestionCount}
        busy={busy}
        onClose={() => setPicking(false)}
        onAdd={(picked) =>
          save.mutate({ sectionId: section.id, questionIds: appendUnique(ids, picked) }, { onSuccess: () => setPicking(false) })
        }
        onAddWithPlan={addWithPlan}
        error={
          save.isError
            ? errorMessage(save.error, t('errors.generic'))
            : updatePlan.isError
              ? errorMessage(updatePlan.error, t('errors.generic'))
              : null
        }
      />
      <Snackbar
        open={removed !== null}
        autoHideDuration={8000}
        onClose={(_e, reason) => reason !== 'clickaway' && setRemoved(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message={removed ? t('questions.removed', { n: removed.index + 1 }) : ''}
        action={
          <Button color="inherit" size="small" onClick={undo} sx={{ color: 'primary.light', fontWeight: 700 }}>
            {t('questions.undo')}
          </Button>
        }
      />
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { AuthoringSection } from '@pariksha/shared/schemas/exams';
import { MathText } from '../../../../components/MathText.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useSetSectionQuestions } from '../../api/authoring.ts';
import { useBankQuestions } from '../../api/bank.ts';
import { plannedState } from '../../lib/exam-checks.ts';
import { appendUnique, move } from '../../lib/reorder.ts';
import { useLang } from '../../lib/use-lang.ts';
import { QuestionMeta } from '../bank/QuestionMeta.tsx';
import { QuestionPicker } from './QuestionPicker.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/**
 * The section's questions in order: reorder, remove, and add more from the bank. Each change is
 * saved at once. Once students have taken the test (`locked`) the list is read-only, as the server says.
 */
export function SectionQuestions({ section, locked }: { section: AuthoringSection; locked: boolean }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const save = useSetSectionQuestions();
  const [picking, setPicking] = useState(false);
  const ids = section.questionIds;
  const questions = useBankQuestions(ids, true);
  const state = plannedState(section);

  const put = (questionIds: string[]) => save.mutate({ sectionId: section.id, questionIds });
  const busy = save.isPending;

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
                          onClick={() => put(ids.filter((x) => x !== id))}
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
        wanted={Math.max(0, section.plannedQuestionCount - ids.length)}
        busy={busy}
        onClose={() => setPicking(false)}
        onAdd={(picked) =>
          save.mutate({ sectionId: section.id, questionIds: appendUnique(ids, picked) }, { onSuccess: () => setPicking(false) })
        }
        error={save.isError ? errorMessage(save.error, t('errors.generic')) : null}
      />
    </Box>
  );
}

import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, OPTION_IDS, MIN_OPTIONS, questionInput } from '@pariksha/shared/schemas/question-bank';
import { ApiError, errorMessage } from '../../../../lib/api.ts';
import { newOption, toQuestionPayload, emptyQuestion, type QuestionFormValues, type QuestionPayload } from '../../lib/question-form.ts';
import { subjectOptions, topicOptions } from '../../lib/bank-filters.ts';
import { sharedResolver } from '../../lib/shared-resolver.ts';
import { useLang } from '../../lib/use-lang.ts';
import { BilingualText, FormSelect, FormText, useFieldError, type FormControlOf } from '../common/fields.tsx';
import { QuestionPreview } from './QuestionPreview.tsx';

type Props = {
  initial: QuestionFormValues;
  isNew: boolean;
  busy: boolean;
  error: unknown;
  /** `resetTo` clears the form for the next question, keeping the subject and topic. */
  onSubmit: (body: QuestionPayload, addAnother: boolean, resetTo: (subject: string, topic: string) => void) => void;
  onCancel: () => void;
};

const resolver = sharedResolver<QuestionFormValues, QuestionPayload>(questionInput);

/** The bilingual question form (Hindi and English side by side) with a live preview. */
export function QuestionEditor({ initial, isNew, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const form = useForm<QuestionFormValues, unknown, QuestionPayload>({ resolver, defaultValues: initial });
  const { control, setValue, reset, formState } = form;
  const options = useFieldArray({ control, name: 'options' });
  const subject = useWatch({ control, name: 'subject' });
  const optionsError = useFieldError(control, 'options');
  const [submitted, setSubmitted] = useState(false);
  // Read on every render so the form state subscribes to errors.
  const errorCount = Object.keys(formState.errors).length;

  const submit = (addAnother: boolean) =>
    form.handleSubmit(
      (values) => {
        setSubmitted(false);
        onSubmit(toQuestionPayload(values), addAnother, (s, tp) => reset(emptyQuestion(s, tp)));
      },
      () => setSubmitted(true),
    );

  const serverError = error ? (error instanceof ApiError ? error.userMessage : errorMessage(error, t('errors.generic'))) : null;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Box component="form" noValidate onSubmit={submit(false)} aria-busy={busy} aria-label={t('editorQ.formLabel')}>
          <Stack spacing={2.5}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {submitted && errorCount > 0 && <Alert severity="warning">{t('editorQ.fixErrors')}</Alert>}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormSelect
                  control={control}
                  name="subject"
                  label={t('fields.subject')}
                  options={[{ value: '', label: t('fields.choose') }, ...subjectOptions(lang)]}
                  onValueChange={() => setValue('topic', '')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormSelect
                  control={control}
                  name="topic"
                  label={t('fields.topic')}
                  options={[{ value: '', label: t('fields.choose') }, ...topicOptions(subject, lang)]}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormSelect
                  control={control}
                  name="difficulty"
                  label={t('fields.difficulty')}
                  options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
                />
              </Grid>
            </Grid>
            <BilingualText control={control} name="text" labels={{ hi: t('fields.questionHi'), en: t('fields.questionEn') }} multiline />
            <Typography variant="body2" color="text.secondary">
              {t('editorQ.mathHint')}
            </Typography>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
                {t('editorQ.options')}
              </Typography>
              <Stack spacing={1.5}>
                {options.fields.map((field, index) => {
                  const n = index + 1;
                  return (
                    <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('editorQ.optionN', { n })}>
                      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                        <CorrectToggle control={control} index={index} label={t('editorQ.correctN', { n })} />
                        <Tooltip title={t('editorQ.removeOption')}>
                          <span>
                            <IconButton
                              aria-label={t('editorQ.removeN', { n })}
                              onClick={() => options.remove(index)}
                              disabled={options.fields.length <= MIN_OPTIONS}
                              size="small"
                            >
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </Stack>
                      <BilingualText
                        control={control}
                        name={`options.${index}`}
                        labels={{ hi: t('editorQ.optionHi', { n }), en: t('editorQ.optionEn', { n }) }}
                      />
                    </Paper>
                  );
                })}
              </Stack>
              {optionsError && (
                <FormHelperText error sx={{ mt: 1 }}>
                  {optionsError}
                </FormHelperText>
              )}
              <Button
                sx={{ mt: 1 }}
                startIcon={<AddIcon />}
                onClick={() => options.append(newOption())}
                disabled={options.fields.length >= OPTION_IDS.length}
              >
                {t('editorQ.addOption')}
              </Button>
            </Box>

            <BilingualText
              control={control}
              name="explanation"
              labels={{ hi: t('fields.explanationHi'), en: t('fields.explanationEn') }}
              multiline
            />
            <FormText
              control={control}
              name="imageUrl"
              label={t('fields.imageUrl')}
              helperText={t('editorQ.imageHelp')}
              type="url"
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />

            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? t('saving') : t('editorQ.save')}
              </Button>
              {isNew && (
                <Button variant="outlined" disabled={busy} onClick={() => void submit(true)()}>
                  {t('editorQ.saveAndNew')}
                </Button>
              )}
              <Button onClick={onCancel} disabled={busy}>
                {t('actions.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <QuestionPreview control={control} />
        </Box>
      </Grid>
    </Grid>
  );
}

function CorrectToggle({ control, index, label }: { control: FormControlOf<QuestionFormValues>; index: number; label: string }) {
  return (
    <Controller
      control={control}
      name={`options.${index}.isCorrect`}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} color="success" />
          }
          label={label}
        />
      )}
    />
  );
}

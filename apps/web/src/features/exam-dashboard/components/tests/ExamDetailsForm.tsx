import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useUpdateExam } from '../../api/authoring.ts';
import { examDetailsDefaults, examDetailsForm, type ExamDetailsValues } from '../../lib/test-forms.ts';
import { BilingualText, FormCheckboxes, FormRadios, FormSelect } from '../common/fields.tsx';
import { Panel } from '../common/Panel.tsx';
import { LiveWindowFields } from './LiveWindowFields.tsx';
import { kindOptions, languageOptions, visibilityOptions } from './options.ts';

/** Title, description, kind, visibility, languages and (live tests) the window. */
export function ExamDetailsForm({ exam }: { exam: AuthoringExam }) {
  const { t } = useTranslation('examDashboard');
  const update = useUpdateExam(exam.id);
  const form = useForm<ExamDetailsValues, unknown, z.output<typeof examDetailsForm>>({
    resolver: zodResolver(examDetailsForm),
    defaultValues: examDetailsDefaults(exam),
  });
  const { control, reset, formState } = form;
  const kind = useWatch({ control, name: 'kind' });

  // Another save (publish, a set) brings a new exam: follow it unless something is being typed.
  useEffect(() => {
    if (!formState.isDirty) reset(examDetailsDefaults(exam));
  }, [exam, formState.isDirty, reset]);

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (next) => {
        reset(examDetailsDefaults(next));
        useSnackbar.getState().show(t('details.saved'));
      },
    }),
  );

  return (
    <Panel title={t('details.title')} hint={kind === 'live' ? t('details.liveHint') : undefined} id="test-details">
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={update.isPending}>
        <Stack spacing={2.5}>
          {update.isError && <Alert severity="error">{errorMessage(update.error, t('errors.generic'))}</Alert>}
          <BilingualText control={control} name="title" labels={{ hi: t('fields.titleHi'), en: t('fields.titleEn') }} />
          <BilingualText
            control={control}
            name="description"
            labels={{ hi: t('fields.descriptionHi'), en: t('fields.descriptionEn') }}
            multiline
          />
          <FormRadios control={control} name="kind" label={t('fields.kind')} options={kindOptions(t)} />
          {kind === 'live' && <LiveWindowFields control={control} />}
          <FormSelect
            control={control}
            name="visibility"
            label={t('fields.visibility')}
            options={visibilityOptions(t)}
            helperText={t('create.visibilityHelp')}
          />
          <FormCheckboxes control={control} name="languages" label={t('fields.languages')} options={languageOptions(t)} />
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending || !formState.isDirty}>
              {update.isPending ? t('saving') : t('details.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Panel>
  );
}

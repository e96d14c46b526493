import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, Grid, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useCreateExam } from '../../api/authoring.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { createTestDefaults, createTestForm, type CreateTestValues } from '../../lib/test-forms.ts';
import { useLang } from '../../lib/use-lang.ts';
import { BilingualText, FormCheckboxes, FormRadios, FormSelect } from '../common/fields.tsx';
import { Panel } from '../common/Panel.tsx';
import { TemplatePattern } from '../../../../components/TemplatePattern.tsx';
import { LiveWindowFields } from './LiveWindowFields.tsx';
import { kindOptions, languageOptions, templateOptions, timingOptions, visibilityOptions } from './options.ts';

/** A new test from one of the 24 templates: the first set and its sections are copied from it. */
export function CreateTest() {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateExam();
  const form = useForm<CreateTestValues, unknown, z.output<typeof createTestForm>>({
    resolver: zodResolver(createTestForm),
    defaultValues: createTestDefaults(),
  });
  const { control } = form;
  const [code, kind] = useWatch({ control, name: ['code', 'kind'] });

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (exam) => {
        useSnackbar.getState().show(t('create.created'));
        void navigate(dashboardLinks.test(exam.id));
      },
    }),
  );

  return (
    <Panel
      title={t('create.title')}
      hint={t('create.hint')}
      actions={
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={dashboardLinks.tests}>
          {t('tests.back')}
        </Button>
      }
      id="create-test"
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={create.isPending}>
        {create.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(create.error, t('errors.generic'))}
          </Alert>
        )}
        <Grid container spacing={3}>
          {/* Side by side only on very wide screens: beside the sidebar the pattern table needs the full width. */}
          <Grid size={{ xs: 12, xl: 5 }}>
            <Stack spacing={2}>
              <FormSelect
                control={control}
                name="code"
                label={t('fields.template')}
                options={templateOptions(lang)}
                helperText={t('create.templateHelp')}
              />
              <TemplatePattern code={code as ExamCode} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, xl: 7 }}>
            <Stack spacing={2.5}>
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
              <FormRadios control={control} name="timingMode" label={t('fields.timing')} options={timingOptions(t)} />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={create.isPending}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {create.isPending ? t('saving') : t('create.submit')}
                </Button>
              </Box>
            </Stack>
          </Grid>
        </Grid>
      </Box>
    </Panel>
  );
}

import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { organizationInput } from '@pariksha/shared/schemas/organizations';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { fieldProps } from '../../../../components/forms/form-field.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { OrganizationFields, blanksToNull, organizationToFields } from '../OrganizationFields.tsx';
import type { OrganizationPayload } from './api.ts';
import { isCommonTimeZone } from './time-zones.ts';

type FormValues = z.input<typeof organizationInput>;

export const emptyOrganization = (): FormValues => ({
  name: '',
  description: '',
  address: '',
  email: '',
  logoUrl: '',
  timeZone: 'Asia/Kolkata',
  socialMedia: { youtube: '', instagram: '', facebook: '', linkedin: '', twitter: '' },
});

/** The edit form starts from the stored organisation; nulls become empty fields. */
export const organizationToForm = (org: OrganizationDetail): FormValues => ({ ...organizationToFields(org), logoUrl: '' });

type Props = {
  /** On create the logo can be a link; on edit it has its own upload panel, so the field is hidden. */
  mode: 'create' | 'edit';
  defaultValues: FormValues;
  submitLabel: string;
  submitting: boolean;
  error?: string | null;
  onSubmit: (values: OrganizationPayload) => void;
  onCancel?: () => void;
  headingLevel?: 'h2' | 'h3';
};

/** Name, contact, time zone and social links of an organisation, checked with the shared schema. */
export function OrganizationForm({ mode, defaultValues, submitLabel, submitting, error, onSubmit, onCancel, headingLevel = 'h2' }: Props) {
  const { t } = useTranslation(['organizations', 'common']);
  const form = useForm<FormValues, unknown, OrganizationPayload>({ resolver: zodResolver(organizationInput), defaultValues });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit((v) => onSubmit(blanksToNull(v)));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('form.detailsHeading')}
      </Typography>
      <FormProvider {...form}>
        <OrganizationFields
          labels="organizations:form"
          timeZone={defaultValues.timeZone ?? 'Asia/Kolkata'}
          groupTimeZone={(zone) => (isCommonTimeZone(zone) ? t('form.timeZoneCommon') : t('form.timeZoneAll'))}
          headingLevel={headingLevel}
        >
          {mode === 'create' && (
            <Grid size={12}>
              <TextField
                label={t('form.logoUrl')}
                type="url"
                placeholder="https://"
                {...fieldProps(form, 'logoUrl')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                helperText={translateMessage(formState.errors.logoUrl?.message) || t('form.logoUrlHelp')}
              />
            </Grid>
          )}
        </OrganizationFields>
      </FormProvider>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={submitting}>
            {t('common:cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? t('common:saving') : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

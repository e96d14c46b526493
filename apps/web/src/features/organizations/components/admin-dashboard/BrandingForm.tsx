import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { organizationUpdate, type OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { OrganizationFields, blanksToNull, organizationToFields } from '../OrganizationFields.tsx';
import { saveOrganization, type OrganizationChanges } from './api.ts';

// The logo has its own upload; this form never sends logoUrl.
const schema = organizationUpdate.omit({ logoUrl: true });
type FormValues = z.input<typeof schema>;

type Props = { org: OrganizationDetail; onSaved: (org: OrganizationDetail) => void };

/** Name, description, contact, time zone and social links, checked with the shared organizationUpdate schema. */
export function BrandingForm({ org, onSaved }: Props) {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const show = useSnackbar((s) => s.show);
  const form = useForm<FormValues, unknown, OrganizationChanges>({
    resolver: zodResolver(schema),
    defaultValues: organizationToFields(org),
  });
  const { handleSubmit, reset, formState } = form;
  const save = useMutation({
    mutationFn: (changes: OrganizationChanges) => saveOrganization(org.id, changes),
    onSuccess: (saved) => {
      reset(organizationToFields(saved));
      onSaved(saved);
      show(t('branding.saved'));
    },
  });

  const submit = handleSubmit((v) => save.mutate(blanksToNull(v)));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(save.error, t('common:errors.generic'))}
        </Alert>
      )}
      <FormProvider {...form}>
        <OrganizationFields labels="orgDashboard:branding" timeZone={org.timeZone} headingLevel="h3" />
      </FormProvider>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button onClick={() => reset(organizationToFields(org))} disabled={save.isPending || !formState.isDirty}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending || !formState.isDirty}>
          {save.isPending ? t('common:saving') : t('common:save')}
        </Button>
      </Box>
    </Box>
  );
}

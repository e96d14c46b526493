import { useForm, Controller, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { serverFieldErrors } from '../../../components/forms/field-errors.ts';
import { updateProfile } from '../api.ts';
import { profileDetailsForm, type ProfileDetailsValues } from '../schemas.ts';

type Props = { me: MeResponse; onUpdated: (me: MeResponse) => void };
const FIELDS = ['name', 'username', 'phone', 'preferredLanguage'] as const;

const valuesOf = ({ user }: MeResponse): ProfileDetailsValues => ({
  name: user.name,
  username: user.username,
  phone: user.phone ?? '',
  preferredLanguage: user.preferredLanguage,
});

/** Name, username, phone and preferred language; email is the account's key and stays as it is. */
export function ProfileDetailsForm({ me, onUpdated }: Props) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileDetailsValues>({
    resolver: zodResolver(profileDetailsForm) as unknown as Resolver<ProfileDetailsValues>,
    defaultValues: valuesOf(me),
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileDetailsValues) => updateProfile({ ...values, phone: values.phone.trim() || null }),
    onSuccess: (next) => {
      onUpdated(next);
      // Choosing another preferred language here also switches the app on this device; saving
      // other details leaves the device's language alone.
      if (next.user.preferredLanguage !== me.user.preferredLanguage) useSession.getState().setLanguage(next.user.preferredLanguage);
      form.reset(valuesOf(next));
      useSnackbar.getState().show(t('details.saved'));
    },
    onError: (err) => {
      for (const { field, message } of serverFieldErrors(err, FIELDS, translateMessage))
        form.setError(field, { message }, { shouldFocus: true });
    },
  });
  const inlineErrors = serverFieldErrors(mutation.error, FIELDS, translateMessage).length > 0;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      {mutation.isError && !inlineErrors && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(mutation.error, t('common:errors.generic'))}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(form, 'name')} label={t('details.name')} autoComplete="name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'username')}
            label={t('details.username')}
            autoComplete="username"
            autoCapitalize="none"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'phone')}
            label={t('details.phone')}
            type="tel"
            autoComplete="tel"
            helperText={fieldProps(form, 'phone').helperText ?? t('details.phoneHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="preferredLanguage"
            render={({ field }) => (
              <TextField {...field} inputRef={field.ref} select label={t('details.preferredLanguage')}>
                <MenuItem value="hi">हिंदी</MenuItem>
                <MenuItem value="en">English</MenuItem>
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {form.formState.isDirty && (
          <Button variant="text" disabled={mutation.isPending} onClick={() => form.reset(valuesOf(me))}>
            {t('common:cancel')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={mutation.isPending || !form.formState.isDirty}
          startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          {mutation.isPending ? t('common:saving') : t('details.save')}
        </Button>
      </Box>
    </Box>
  );
}

import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { serverFieldErrors } from '../../../components/forms/field-errors.ts';
import { changePassword } from '../api.ts';
import { changePasswordForm, type ChangePasswordValues } from '../schemas.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one proves it is really the owner at this device. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordForm) as unknown as Resolver<ChangePasswordValues>,
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordValues) => changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      form.reset(EMPTY);
      useSnackbar.getState().show(t('password.changed'));
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
        <Grid size={12}>
          <PasswordField {...fieldProps(form, 'currentPassword')} label={t('password.current')} autoComplete="current-password" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            {...fieldProps(form, 'newPassword')}
            label={t('password.new')}
            autoComplete="new-password"
            required
            helperText={fieldProps(form, 'newPassword').helperText ?? t('password.hint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField {...fieldProps(form, 'confirmPassword')} label={t('password.confirm')} autoComplete="new-password" required />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        >
          {t('password.submit')}
        </Button>
      </Box>
    </Box>
  );
}

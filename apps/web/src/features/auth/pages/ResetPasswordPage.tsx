import { Link as RouterLink, useSearchParams } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Link, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { resetPassword } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthError, AuthOutcome, AuthSubmit, BackToSignIn } from '../components/AuthParts.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { isRateLimited } from '../../../components/forms/field-errors.ts';
import { resetPasswordForm, type ResetPasswordFormValues } from '../schemas.ts';

/** /reset-password?token=...: the link from the reset mail (single use, 30 minutes). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordForm) as unknown as Resolver<ResetPasswordFormValues>,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useMutation({ mutationFn: (password: string) => resetPassword(token, password) });

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <AuthOutcome
          icon={<LinkOffIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />}
          severity="warning"
          title={t('reset.missingTitle')}
          body={t('reset.missingBody')}
        >
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained" size="large" fullWidth>
            {t('reset.askNew')}
          </Button>
        </AuthOutcome>
      </AuthLayout>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthLayout title={t('reset.title')}>
        <AuthOutcome
          icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
          severity="success"
          role="status"
          title={t('reset.doneTitle')}
          body={t('reset.doneBody')}
        >
          <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth>
            {t('reset.goSignIn')}
          </Button>
        </AuthOutcome>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}>
        <Stack spacing={2}>
          {mutation.isError && (
            <AuthError error={mutation.error}>
              {!isRateLimited(mutation.error) && (
                <Box sx={{ mt: 1 }}>
                  <Link component={RouterLink} to={paths.forgotPassword}>
                    {t('reset.askNew')}
                  </Link>
                </Box>
              )}
            </AuthError>
          )}
          <PasswordField
            {...fieldProps(form, 'password')}
            label={t('reset.newPassword')}
            autoComplete="new-password"
            autoFocus
            required
            helperText={fieldProps(form, 'password').helperText ?? t('signUp.passwordHint')}
          />
          <PasswordField {...fieldProps(form, 'confirmPassword')} label={t('reset.confirmPassword')} autoComplete="new-password" required />
          <AuthSubmit pending={mutation.isPending}>{t('reset.submit')}</AuthSubmit>
          <BackToSignIn />
        </Stack>
      </Box>
    </AuthLayout>
  );
}

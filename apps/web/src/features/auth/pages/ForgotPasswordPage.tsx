import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Stack, TextField } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_TTL_MINUTES } from '@pariksha/shared/constants';
import { forgotPasswordRequest } from '@pariksha/shared/schemas/auth';
import { paths } from '../../../app/paths.ts';
import { requestPasswordReset } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthError, AuthOutcome, AuthSubmit, BackToSignIn } from '../components/AuthParts.tsx';
import { fieldProps } from '../../../components/forms/form-field.ts';

/**
 * /forgot-password. The confirmation is the same whether or not an account has this email, so
 * the form cannot be used to find out who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } });
  const mutation = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={mutation.isSuccess ? undefined : t('forgot.subtitle')}>
      {mutation.isSuccess ? (
        <AuthOutcome
          icon={<MarkEmailReadIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
          severity="success"
          role="status"
          title={t('forgot.sentTitle')}
          body={t('forgot.sentBody', { minutes: PASSWORD_RESET_TTL_MINUTES })}
        >
          <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth>
            {t('backToSignIn')}
          </Button>
          <Button onClick={() => mutation.reset()} variant="text">
            {t('forgot.tryAgain')}
          </Button>
        </AuthOutcome>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit(({ email }) => mutation.mutate(email))}>
          <Stack spacing={2}>
            {mutation.isError && <AuthError error={mutation.error} />}
            <TextField
              {...fieldProps(form, 'email')}
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              autoFocus
              required
            />
            <AuthSubmit pending={mutation.isPending}>{t('forgot.submit')}</AuthSubmit>
            <BackToSignIn />
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}

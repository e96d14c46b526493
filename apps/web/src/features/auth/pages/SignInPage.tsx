import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Link, Stack, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { useTranslation } from 'react-i18next';
import type { AuthResponse, SignInRequest } from '@pariksha/shared/schemas/auth';
import { useSession } from '../../../lib/session.ts';
import { paths } from '../../../app/paths.ts';
import { signInUser } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthError, AuthSubmit, AuthSwitch } from '../components/AuthParts.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { lazyResolver } from '../../../components/forms/lazy-resolver.ts';
import { afterSignInPath } from '../redirect.ts';

// The mobile-number form is opened by a button; zod (the validation) comes on the first submit.
const OtpSignInForm = lazy(() => import('../components/OtpSignInForm.tsx').then((m) => ({ default: m.OtpSignInForm })));
const resolver = lazyResolver<SignInRequest>(() => import('../sign-in-resolver.ts').then((m) => m.signInResolver));

/** /signin: email, username or mobile number plus password (decisions.md "Identity and roles"), or a mobile OTP. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<SignInRequest>({ resolver, defaultValues: { identifier: '', password: '' } });
  const [withOtp, setWithOtp] = useState(false);
  const signedIn = (auth: AuthResponse) => {
    const session = useSession.getState();
    // The language the page is in stays: it is what the person just chose to read. The account's
    // language (which the header toggle saves) applies on a device that has no choice yet.
    session.signIn(auth);
    navigate(afterSignInPath(location.state), { replace: true });
  };
  const mutation = useMutation({ mutationFn: signInUser, onSuccess: signedIn });

  const modeSwitch = (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      startIcon={withOtp ? <KeyIcon aria-hidden /> : <SmsOutlinedIcon aria-hidden />}
      onClick={() => setWithOtp(!withOtp)}
      sx={{ mt: 2 }}
    >
      {withOtp ? t('signIn.withPassword') : t('signIn.withOtp')}
    </Button>
  );

  if (withOtp) {
    return (
      <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
        <Suspense fallback={null}>
          <OtpSignInForm onSignedIn={signedIn} />
        </Suspense>
        {modeSwitch}
        <AuthSwitch prompt={t('signIn.noAccount')} to={paths.signUp} link={t('signIn.signUp')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <Box component="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          {mutation.isError && <AuthError error={mutation.error} rateLimitedTitle={t('signIn.rateLimitedTitle')} />}
          <TextField
            {...fieldProps(form, 'identifier')}
            label={t('signIn.identifier')}
            autoComplete="username"
            autoCapitalize="none"
            autoFocus
            required
          />
          <PasswordField {...fieldProps(form, 'password')} label={t('signIn.password')} autoComplete="current-password" required />
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2" underline="hover">
              {t('signIn.forgot')}
            </Link>
          </Box>
          <AuthSubmit pending={mutation.isPending}>{t('signIn.submit')}</AuthSubmit>
        </Stack>
      </Box>
      {modeSwitch}
      <AuthSwitch prompt={t('signIn.noAccount')} to={paths.signUp} link={t('signIn.signUp')} />
    </AuthLayout>
  );
}

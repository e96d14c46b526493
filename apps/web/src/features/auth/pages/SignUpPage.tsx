import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, CircularProgress, Grid, Link, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { Trans, useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@pariksha/shared/constants';
import type { AuthResponse, SignUpRequest, SignUpStartedResponse } from '@pariksha/shared/schemas/auth';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { signUpUser } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthError, AuthSubmit, AuthSwitch } from '../components/AuthParts.tsx';
import { ExamGoalStep } from '../components/ExamGoalStep.tsx';
import type { FieldError } from '../../../components/forms/field-errors.ts';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { serverFieldErrors } from '../../../components/forms/field-errors.ts';
import { lazyResolver } from '../../../components/forms/lazy-resolver.ts';
import type { SignUpFormValues } from '../schemas.ts';

type Mode = 'student' | 'institute';

// The code step and the form's validation (both need zod) load once the form is in use, not with
// the page: /signup's first paint on a cheap phone then runs only the form (issue 15).
const loadCodeStep = () => import('../components/SignUpCodeStep.tsx');
const SignUpCodeStep = lazy(() => loadCodeStep().then((m) => ({ default: m.SignUpCodeStep })));
const loadResolvers = () => import('../sign-up-resolver.ts').then((m) => m.signUpResolvers);
const FIELDS = [
  'name',
  'phone',
  'email',
  'username',
  'password',
  'confirmPassword',
  'preferredLanguage',
  'inviteCode',
  'instituteName',
] as const;

/**
 * /signup, and "Register Your Institute" at /signup?type=institute (a trial organisation). Two
 * steps: the form, then the code mailed to the address; the account exists only after the code.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('type') === 'institute' ? 'institute' : 'student';
  // The resolver reads the mode at validation time, so switching tabs needs no new form.
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [resolver] = useState(() =>
    lazyResolver<SignUpFormValues>(() =>
      loadResolvers().then(
        (resolvers): Resolver<SignUpFormValues> =>
          (values, context, options) =>
            resolvers[modeRef.current](values, context, options),
      ),
    ),
  );
  const form = useForm<SignUpFormValues>({
    resolver,
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      preferredLanguage: useSession.getState().selectedLanguage ?? 'hi',
      inviteCode: params.get('invite') ?? '',
      instituteName: '',
    },
  });

  // Set once the form is accepted: the code step shows until the code comes back (or "Change email").
  const [started, setStarted] = useState<{ body: SignUpRequest; response: SignUpStartedResponse } | null>(null);
  const backToForm = useRef(false);
  useEffect(() => {
    // The form's button was far down a phone's screen: the code step starts at the top.
    if (started) window.scrollTo({ top: 0 });
    if (!started && backToForm.current) {
      backToForm.current = false;
      // The field the server found wrong (a username taken meanwhile), else the address to change.
      form.setFocus(FIELDS.find((f) => form.getFieldState(f).invalid) ?? (form.getValues('phone') ? 'phone' : 'email'));
    }
  }, [started, form]);

  const mutation = useMutation({
    mutationFn: (body: SignUpRequest) => {
      void loadCodeStep(); // the next step's chunk, fetched while the server answers
      return signUpUser(body);
    },
    onSuccess: (response, body) => setStarted({ body, response }),
    onError: (err) => {
      for (const { field, message } of serverFieldErrors(err, FIELDS, translateMessage))
        form.setError(field, { message }, { shouldFocus: true });
    },
  });
  const fieldErrorsShown = serverFieldErrors(mutation.error, FIELDS, translateMessage).length > 0;

  const submit = form.handleSubmit(({ confirmPassword: _confirm, inviteCode, instituteName, ...values }) => {
    const body: SignUpRequest = mode === 'institute' ? { ...values, instituteName } : { ...values, inviteCode: inviteCode || undefined };
    mutation.mutate(body);
  });

  // Signed up: a student answers "which exam are you preparing for?" once (skippable), an institute's owner goes to the dashboard.
  const [goalStep, setGoalStep] = useState(false);
  const signedUp = (auth: AuthResponse) => {
    const session = useSession.getState();
    session.signIn(auth);
    session.setLanguage(started?.body.preferredLanguage ?? 'hi');
    useSnackbar.getState().show(t('signUp.welcome', { name: auth.user.name }));
    if (auth.user.role === 'admin') navigate(paths.organizationAdminDashboard, { replace: true });
    else setGoalStep(true);
  };

  if (goalStep) {
    return (
      <AuthLayout maxWidth={560} title={t('goal.title')} subtitle={t('goal.subtitle')}>
        <ExamGoalStep onDone={() => navigate(paths.home, { replace: true })} />
      </AuthLayout>
    );
  }

  const changeForm = (errors: FieldError<(typeof FIELDS)[number]>[] = []) => {
    mutation.reset();
    backToForm.current = true;
    setStarted(null);
    for (const { field, message } of errors) form.setError(field, { message });
  };

  if (started) {
    return (
      <AuthLayout
        maxWidth={520}
        title={started.response.channel === 'sms' ? t('signUpCode.smsTitle') : t('signUpCode.title')}
        subtitle={
          <Trans
            t={t}
            i18nKey={started.response.channel === 'sms' ? 'signUpCode.smsSubtitle' : 'signUpCode.subtitle'}
            values={{ email: started.response.email ?? started.response.phone }}
            components={{ email: <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }} /> }}
          />
        }
      >
        <Suspense fallback={<CircularProgress aria-label={t('signUpCode.loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />}>
          <SignUpCodeStep started={started.response} onVerified={signedUp} onBack={changeForm} />
        </Suspense>
        <AuthSwitch prompt={t('signUp.haveAccount')} to={paths.signIn} link={t('signUp.signIn')} />
      </AuthLayout>
    );
  }

  const switchMode = (next: Mode) => {
    mutation.reset();
    form.clearErrors();
    const nextParams = new URLSearchParams(params);
    if (next === 'institute') nextParams.set('type', 'institute');
    else nextParams.delete('type');
    setParams(nextParams, { replace: true });
  };

  return (
    <AuthLayout
      maxWidth={520}
      title={mode === 'institute' ? t('signUp.instituteTitle') : t('signUp.title')}
      subtitle={mode === 'institute' ? t('signUp.instituteSubtitle') : t('signUp.subtitle')}
    >
      <Tabs
        value={mode}
        onChange={(_, value: Mode) => switchMode(value)}
        variant="fullWidth"
        aria-label={t('signUp.accountType')}
        sx={{ mb: 3 }}
      >
        <Tab value="student" label={t('signUp.student')} icon={<SchoolIcon />} iconPosition="start" sx={{ minHeight: 48 }} />
        <Tab value="institute" label={t('signUp.institute')} icon={<ApartmentIcon />} iconPosition="start" sx={{ minHeight: 48 }} />
      </Tabs>
      <Box component="form" noValidate onFocus={resolver.preload} onSubmit={submit}>
        <Stack spacing={2}>
          {mode === 'institute' && (
            <Alert severity="info" icon={false} sx={{ bgcolor: '#e8f2fd' }}>
              <AlertTitle sx={{ fontWeight: 700 }}>{t('signUp.trialTitle', { days: TRIAL_DAYS })}</AlertTitle>
              {t('signUp.trialBody', { days: TRIAL_DAYS })}
            </Alert>
          )}
          {mutation.isError && !fieldErrorsShown && <AuthError error={mutation.error} />}
          {mode === 'institute' && (
            <TextField {...fieldProps(form, 'instituteName')} label={t('signUp.instituteName')} autoComplete="organization" required />
          )}
          <TextField {...fieldProps(form, 'name')} label={t('signUp.name')} autoComplete="name" required />
          <TextField
            {...fieldProps(form, 'phone')}
            label={t('signUp.phone')}
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            helperText={fieldProps(form, 'phone').helperText ?? t('signUp.phoneHint')}
          />
          <TextField
            {...fieldProps(form, 'email')}
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            helperText={fieldProps(form, 'email').helperText ?? t('signUp.emailHint')}
          />
          <TextField
            {...fieldProps(form, 'username')}
            label={t('signUp.username')}
            autoComplete="username"
            autoCapitalize="none"
            helperText={fieldProps(form, 'username').helperText ?? t('signUp.usernameHint')}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                {...fieldProps(form, 'password')}
                label={t('signUp.password')}
                autoComplete="new-password"
                required
                helperText={fieldProps(form, 'password').helperText ?? t('signUp.passwordHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                {...fieldProps(form, 'confirmPassword')}
                label={t('signUp.confirmPassword')}
                autoComplete="new-password"
                required
              />
            </Grid>
          </Grid>
          <TextField
            {...fieldProps(form, 'preferredLanguage')}
            select
            label={t('signUp.preferredLanguage')}
            defaultValue={form.getValues('preferredLanguage')}
          >
            <MenuItem value="hi">{t('language.hi')}</MenuItem>
            <MenuItem value="en">{t('language.en')}</MenuItem>
          </TextField>
          {mode === 'student' && (
            <TextField
              {...fieldProps(form, 'inviteCode')}
              label={t('signUp.inviteCode')}
              autoCapitalize="characters"
              helperText={fieldProps(form, 'inviteCode').helperText ?? t('signUp.inviteCodeHint')}
            />
          )}
          <AuthSubmit pending={mutation.isPending}>{mode === 'institute' ? t('signUp.submitInstitute') : t('signUp.submit')}</AuthSubmit>
          <Typography variant="caption" color="text.secondary" align="center">
            {t('signUp.agree')}{' '}
            <Link component={RouterLink} to={paths.termsConditions}>
              {t('signUp.terms')}
            </Link>{' '}
            {t('signUp.and')}{' '}
            <Link component={RouterLink} to={paths.privacyPolicy}>
              {t('signUp.privacy')}
            </Link>
            {t('signUp.agreeEnd')}
          </Typography>
        </Stack>
      </Box>
      <AuthSwitch prompt={t('signUp.haveAccount')} to={paths.signIn} link={t('signUp.signIn')} />
    </AuthLayout>
  );
}

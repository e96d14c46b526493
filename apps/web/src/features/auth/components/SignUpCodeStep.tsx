import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SmsIcon from '@mui/icons-material/Sms';
import { useTranslation } from 'react-i18next';
import { otpCode, SIGNUP_CODE_LENGTH, type AuthResponse, type SignUpStartedResponse } from '@pariksha/shared/schemas/auth';
import { translateMessage } from '../../../lib/translate-message.ts';
import { serverFieldErrors, type FieldError } from '../../../components/forms/field-errors.ts';
import { resendSignUpCode, verifySignUp } from '../api.ts';
import { AuthError, AuthSubmit } from './AuthParts.tsx';

/** Seconds before "Resend code" works again: a mail takes a moment, and each resend is one more mail. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Fields of the sign-up form that an answer to the code can point back at. */
export const FORM_FIELDS = ['email', 'phone', 'username', 'inviteCode'] as const;
type FormField = (typeof FORM_FIELDS)[number];

const codeForm = z.object({ code: otpCode });

type Props = {
  started: SignUpStartedResponse;
  onVerified: (auth: AuthResponse) => void;
  /** Back to the form, with the errors the server found in it (a username taken meanwhile). */
  onBack: (errors?: FieldError<FormField>[]) => void;
};

/** Ticks once a second until `until` (ms) has passed; the seconds left, 0 when done. */
function useSecondsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The second step of sign-up: the 6-digit code mailed to the address. Shown for every address,
 * new or not (the owner of an existing account gets a notice instead of a code), so the page
 * says nothing about who has an account.
 */
export function SignUpCodeStep({ started, onVerified, onBack }: Props) {
  const { t } = useTranslation('auth');
  const { expiresInMinutes } = started;
  // The code went by SMS when a mobile number was given, else by mail; the address it went to names the sign-up.
  const bySms = started.channel === 'sms';
  const address = bySms ? { phone: started.phone } : { email: started.email };
  const sentTo = (bySms ? started.phone : started.email) ?? '';
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendAt);

  const verify = useMutation({
    mutationFn: (code: string) => verifySignUp({ ...address, code }),
    onSuccess: onVerified,
    onError: (err) => {
      const formErrors = serverFieldErrors(err, FORM_FIELDS, translateMessage);
      if (formErrors.length) return onBack(formErrors);
      const [codeError] = serverFieldErrors(err, ['code'] as const, translateMessage);
      if (codeError) form.setError('code', { message: codeError.message }, { shouldFocus: true });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendSignUpCode(address),
    onMutate: () => {
      verify.reset();
      form.clearErrors();
    },
    onSuccess: () => {
      setResendAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
      form.setValue('code', '');
      form.setFocus('code');
    },
  });
  const codeErrorShown = serverFieldErrors(verify.error, ['code'] as const, translateMessage).length > 0;

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {bySms ? (
          <SmsIcon color="primary" sx={{ fontSize: 52 }} aria-hidden />
        ) : (
          <MarkEmailUnreadIcon color="primary" sx={{ fontSize: 52 }} aria-hidden />
        )}
      </Box>
      <Typography id="signup-code-hint" variant="body2" color="text.secondary" align="center">
        {bySms
          ? `${t('signUpCode.smsHint', { minutes: expiresInMinutes })} ${t('signUpCode.smsExistingHint')}`
          : `${t('signUpCode.hint', { minutes: expiresInMinutes })} ${t('signUpCode.existingHint')}`}
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
        <Stack spacing={2}>
          {verify.isError && !codeErrorShown && <AuthError error={verify.error} />}
          {resend.isError && <AuthError error={resend.error} />}
          {resend.isSuccess && !verify.isError && (
            <Alert severity="success" role="status">
              {t('signUpCode.resent', { email: sentTo })}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="code"
            render={({ field: { ref, onChange, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                // Pasted codes come with spaces or dashes; only the digits count.
                onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, SIGNUP_CODE_LENGTH))}
                id="signup-code"
                label={t('signUpCode.code')}
                required
                autoFocus
                error={!!fieldState.error}
                helperText={fieldState.error ? translateMessage(fieldState.error.message) : undefined}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    autoComplete: 'one-time-code',
                    pattern: '[0-9]*',
                    maxLength: SIGNUP_CODE_LENGTH,
                    // Its own error first (MUI's helper-text id), then how long the code works.
                    'aria-describedby': fieldState.error ? 'signup-code-helper-text signup-code-hint' : 'signup-code-hint',
                    // The indent balances the spacing after the last digit, so the code sits in the middle.
                    style: {
                      textAlign: 'center',
                      fontSize: '1.6rem',
                      letterSpacing: '0.5em',
                      textIndent: '0.5em',
                      fontVariantNumeric: 'tabular-nums',
                    },
                  },
                }}
              />
            )}
          />
          <AuthSubmit pending={verify.isPending}>{t('signUpCode.verify')}</AuthSubmit>
          <Button variant="outlined" size="large" fullWidth disabled={secondsLeft > 0 || resend.isPending} onClick={() => resend.mutate()}>
            {secondsLeft > 0 ? t('signUpCode.resendIn', { seconds: secondsLeft }) : t('signUpCode.resend')}
          </Button>
          <Typography variant="body2" align="center" color="text.secondary">
            {bySms ? t('signUpCode.wrongPhone') : t('signUpCode.wrongEmail')}{' '}
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="hover"
              sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
              onClick={() => onBack()}
            >
              {bySms ? t('signUpCode.changePhone') : t('signUpCode.changeEmail')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}

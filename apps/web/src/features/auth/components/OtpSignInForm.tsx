import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { indianMobile, otpCode, SIGNUP_CODE_LENGTH, type AuthResponse, type OtpRequestedResponse } from '@pariksha/shared/schemas/auth';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { serverFieldErrors } from '../../../components/forms/field-errors.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { requestSignInOtp, verifySignInOtp } from '../api.ts';
import { AuthError, AuthSubmit } from './AuthParts.tsx';

const phoneForm = z.object({ phone: indianMobile });
const codeForm = z.object({ code: otpCode });

/**
 * Sign-in with a mobile number: the number, then the 6-digit code sent by SMS. The first step
 * is answered alike whether or not the number has an account, and so is this page.
 */
export function OtpSignInForm({ onSignedIn }: { onSignedIn: (auth: AuthResponse) => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<OtpRequestedResponse | null>(null);
  const numberForm = useForm<{ phone: string }>({ resolver: zodResolver(phoneForm) as never, defaultValues: { phone: '' } });
  const enterCode = useForm<{ code: string }>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const request = useMutation({ mutationFn: (phone: string) => requestSignInOtp(phone), onSuccess: setSent });
  const verify = useMutation({
    mutationFn: (code: string) => verifySignInOtp({ phone: sent!.phone, code }),
    onSuccess: onSignedIn,
    onError: (err) => {
      const [codeError] = serverFieldErrors(err, ['code'] as const, translateMessage);
      if (codeError) enterCode.setError('code', { message: codeError.message }, { shouldFocus: true });
    },
  });
  const codeErrorShown = serverFieldErrors(verify.error, ['code'] as const, translateMessage).length > 0;

  if (!sent) {
    return (
      <Box component="form" noValidate onSubmit={numberForm.handleSubmit(({ phone }) => request.mutate(phone))}>
        <Stack spacing={2}>
          {request.isError && <AuthError error={request.error} rateLimitedTitle={t('signIn.rateLimitedTitle')} />}
          <TextField
            {...fieldProps(numberForm, 'phone')}
            label={t('signIn.phone')}
            type="tel"
            autoComplete="tel-national"
            autoFocus
            required
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            helperText={fieldProps(numberForm, 'phone').helperText ?? t('signIn.phoneHint')}
          />
          <AuthSubmit pending={request.isPending}>{t('signIn.sendCode')}</AuthSubmit>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={enterCode.handleSubmit(({ code }) => verify.mutate(code))}>
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {t('signIn.codeSent', { phone: sent.phone, minutes: sent.expiresInMinutes })}
        </Alert>
        {verify.isError && !codeErrorShown && <AuthError error={verify.error} rateLimitedTitle={t('signIn.rateLimitedTitle')} />}
        <TextField
          {...fieldProps(enterCode, 'code')}
          onChange={(e) => enterCode.setValue('code', e.target.value.replace(/\D/g, '').slice(0, SIGNUP_CODE_LENGTH))}
          label={t('signIn.code')}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: SIGNUP_CODE_LENGTH } }}
        />
        <AuthSubmit pending={verify.isPending}>{t('signIn.verify')}</AuthSubmit>
        <Button variant="outlined" fullWidth disabled={request.isPending} onClick={() => (verify.reset(), request.mutate(sent.phone))}>
          {t('signIn.resend')}
        </Button>
        <Button
          variant="text"
          fullWidth
          onClick={() => {
            verify.reset();
            request.reset();
            enterCode.reset();
            setSent(null);
          }}
        >
          {t('signIn.changeNumber')}
        </Button>
      </Stack>
    </Box>
  );
}

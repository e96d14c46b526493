import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Button, CircularProgress, Divider, Link, Stack, Typography, type AlertProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../app/paths.ts';
import { isRateLimited } from '../../../components/forms/field-errors.ts';

/** The account pages' wide submit button; a spinner shows while the request runs. */
export function AuthSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.4 }}
    >
      {children}
    </Button>
  );
}

type ErrorProps = { error: unknown; rateLimitedTitle?: string; children?: ReactNode };

/** A failed request: too many attempts is a warning (with its own heading where given), anything else an error. */
export function AuthError({ error, rateLimitedTitle, children }: ErrorProps) {
  const { t } = useTranslation('common');
  const rateLimited = isRateLimited(error);
  return (
    <Alert severity={rateLimited ? 'warning' : 'error'} role="alert">
      {rateLimited && rateLimitedTitle && <AlertTitle>{rateLimitedTitle}</AlertTitle>}
      {errorMessage(error, t('errors.generic'))}
      {children}
    </Alert>
  );
}

type OutcomeProps = { icon: ReactNode; severity: AlertProps['severity']; role?: string; title: string; body: string; children: ReactNode };

/** What replaces a form once it is done (or cannot be used): an icon, the explanation, the way on. */
export function AuthOutcome({ icon, severity, role, title, body, children }: OutcomeProps) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {icon}
      <Alert severity={severity} role={role} sx={{ textAlign: 'left', width: '100%' }}>
        <AlertTitle>{title}</AlertTitle>
        {body}
      </Alert>
      {children}
    </Stack>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <Typography variant="body2" align="center">
      <Link component={RouterLink} to={paths.signIn} underline="hover">
        {t('backToSignIn')}
      </Link>
    </Typography>
  );
}

/** Below the card's form: "No account yet? Sign up" and the other way round. */
export function AuthSwitch({ prompt, to, link }: { prompt: string; to: string; link: string }) {
  return (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" align="center" color="text.secondary">
        {prompt}{' '}
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
          {link}
        </Link>
      </Typography>
    </>
  );
}

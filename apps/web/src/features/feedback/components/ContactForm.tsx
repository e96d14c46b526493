import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, Box, Button, Chip, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { feedbackRequest, FormType } from '@pariksha/shared/schemas/feedback';
import { lazyResolver } from '../../../components/forms/lazy-resolver.ts';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { useMyContact, useSendFeedback } from '../api.ts';

type Input = z.input<typeof feedbackRequest>;
type Output = z.output<typeof feedbackRequest>;

// The schema's length limits, enforced by the inputs so the untranslated "too long" errors never show.
const MAX = { name: 100, email: 254, phone: 14, subject: 150, message: 3000 } as const;
const resolver = lazyResolver<Input, Output>(() => import('../feedback-resolver.ts').then((m) => m.feedbackResolver));
const section = (formType: FormType) => (formType === 'contact-us' ? 'contact' : 'feedback');

/** The one form behind /contact-us and /feedback; only the copy differs by form type. */
export function ContactForm({ formType }: { formType: FormType }) {
  const { t } = useTranslation(['feedback', 'common']);
  const { isSignedIn } = useAuth();
  const userName = useSession((s) => s.userName);
  const me = useMyContact(isSignedIn);
  const send = useSendFeedback();

  const blank = { formType, name: userName ?? '', email: '', phone: '', subject: '', message: '' };
  const { control, handleSubmit, reset, setValue, getFieldState, getValues, watch } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: blank,
  });

  // Fill in what we know about a signed-in person, never over something they already typed.
  useEffect(() => {
    const known = { name: me.data?.name ?? userName ?? '', email: me.data?.email ?? '', phone: me.data?.phone ?? '' };
    for (const field of ['name', 'email', 'phone'] as const) {
      if (known[field] && !getFieldState(field).isDirty && !getValues(field)) setValue(field, known[field]);
    }
  }, [me.data, userName, getFieldState, getValues, setValue]);

  const onSubmit = handleSubmit((values) => send.mutate({ ...values, phone: values.phone || undefined }));
  const sendAnother = () => {
    // Keep who is writing (as sent, trimmed); clear what was written.
    const { name, email, phone } = send.variables ?? getValues();
    reset({ ...blank, name, email, phone: phone ?? '' });
    send.reset();
  };

  const key = section(formType);
  if (send.isSuccess) return <Sent text={t(`${key}.success`)} onAgain={sendAnother} />;

  const error = send.error;
  const errorText =
    error instanceof ApiError
      ? error.status === 429
        ? t('form.tooMany')
        : errorMessage(error, t('common:errors.generic'))
      : error
        ? t('common:errors.network')
        : null;
  const suggestions = t(`${key}.suggestions`, { returnObjects: true }) as unknown;
  const messageLength = watch('message')?.length ?? 0;

  type Extra = { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel'; helperText?: string };
  const field = (name: 'name' | 'email' | 'phone' | 'subject', label: string, extra: Extra = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          value={f.value ?? ''}
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error ? translateMessage(fieldState.error.message) : extra.helperText}
          required={name !== 'phone'}
          type={extra.type}
          autoComplete={extra.autoComplete}
          slotProps={{ htmlInput: { maxLength: MAX[name], inputMode: extra.inputMode } }}
        />
      )}
    />
  );

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '16px' }}
      aria-busy={send.isPending}
    >
      {errorText && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {errorText}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name', t('form.name'), { autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('email', t('form.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('phone', t('form.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', helperText: t('form.phoneHelp') })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('subject', t('form.subject'))}</Grid>
        {Array.isArray(suggestions) && (
          <Grid size={12}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} role="group" aria-label={t('form.subjectIdeas')}>
              <Typography variant="body2" color="text.secondary" component="span">
                {t('form.subjectIdeas')}:
              </Typography>
              {(suggestions as string[]).map((s) => (
                <Chip
                  key={s}
                  label={s}
                  size="small"
                  variant="outlined"
                  onClick={() => setValue('subject', s, { shouldDirty: true, shouldValidate: true })}
                />
              ))}
            </Stack>
          </Grid>
        )}
        <Grid size={12}>
          <Controller
            name="message"
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                {...f}
                label={t('form.message')}
                required
                multiline
                minRows={5}
                maxRows={14}
                error={!!fieldState.error}
                helperText={
                  fieldState.error
                    ? translateMessage(fieldState.error.message)
                    : t('form.messageHelp', { n: messageLength, max: MAX.message })
                }
                slotProps={{ htmlInput: { maxLength: MAX.message } }}
              />
            )}
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          disabled={send.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </Box>
    </Paper>
  );
}

/** The thank-you replaces the (taller) form: bring it into view and give it focus so it is seen and announced. */
function Sent({ text, onAgain }: { text: string; onAgain: () => void }) {
  const { t } = useTranslation('feedback');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: '16px', textAlign: 'center', outline: 'none' }}
      role="status"
    >
      <TaskAltIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {t('form.thankYou')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 460, mx: 'auto' }}>
        {text}
      </Typography>
      <Button variant="outlined" onClick={onAgain} sx={{ mt: 3 }}>
        {t('form.sendAnother')}
      </Button>
    </Paper>
  );
}

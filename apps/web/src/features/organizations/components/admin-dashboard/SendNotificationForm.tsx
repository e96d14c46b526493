import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { createNotificationRequest, type CreateNotificationRequest, type Notification } from '@pariksha/shared/schemas/notifications';
import { errorMessage } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { sendNotification } from '../../../../components/notifications/api.ts';

type Props = { organizationId: string; onSent: (notification: Notification) => void };

/** Title and message to every member: stored, pushed live to their bells, and listed below. */
export function SendNotificationForm({ organizationId, onSent }: Props) {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const show = useSnackbar((s) => s.show);
  const { register, handleSubmit, reset, formState } = useForm<CreateNotificationRequest>({
    resolver: zodResolver(createNotificationRequest),
    defaultValues: { title: '', body: '' },
  });
  const send = useMutation({
    mutationFn: (body: CreateNotificationRequest) => sendNotification(organizationId, body),
    onSuccess: (created) => {
      reset();
      onSent(created);
      show(t('notify.sent'));
    },
  });

  const { errors } = formState;
  // MUI puts `ref` on the wrapper; react-hook-form needs the input to focus the first error.
  const field = (name: keyof CreateNotificationRequest, maxLength: number) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      required: true,
      fullWidth: true,
      error: !!message,
      helperText: translateMessage(message) || undefined,
      slotProps: { htmlInput: { maxLength } },
    };
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((v) => send.mutate(v))}>
      <Stack spacing={2}>
        {send.isError && <Alert severity="error">{errorMessage(send.error, t('common:errors.generic'))}</Alert>}
        <TextField label={t('notify.titleLabel')} {...field('title', 120)} />
        <TextField label={t('notify.body')} multiline minRows={3} {...field('body', 2000)} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isPending}>
            {send.isPending ? t('notify.sending') : t('notify.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

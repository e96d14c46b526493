import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import {
  createNotificationRequest,
  type CreateNotificationRequest,
  type DeliveryChannel,
  type Notification,
  type SendNotificationRequest,
} from '@pariksha/shared/schemas/notifications';
import { errorMessage } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { sendNotification } from '../../../../components/notifications/api.ts';
import { deliveryKeys, useAudienceGroups } from './delivery-api.ts';

type Props = { organizationId: string; organizationName: string; onSent: (notification: Notification) => void };

const CHANNELS: DeliveryChannel[] = ['email', 'sms'];

/**
 * Title and message to every member or to one group: stored, pushed live to their bells, and
 * listed below; by email and SMS too when ticked (sent in the background, counted below).
 */
export function SendNotificationForm({ organizationId, organizationName, onSent }: Props) {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const show = useSnackbar((s) => s.show);
  const queryClient = useQueryClient();
  const groups = useAudienceGroups();
  const [groupId, setGroupId] = useState('');
  const [channels, setChannels] = useState<DeliveryChannel[]>([]);
  const toggle = (channel: DeliveryChannel) =>
    setChannels((now) =>
      now.includes(channel) ? now.filter((c) => c !== channel) : CHANNELS.filter((c) => c === channel || now.includes(c)),
    );
  const { register, handleSubmit, reset, formState } = useForm<CreateNotificationRequest>({
    resolver: zodResolver(createNotificationRequest),
    defaultValues: { title: '', body: '' },
  });
  const send = useMutation({
    mutationFn: (body: SendNotificationRequest) => sendNotification(organizationId, body),
    onSuccess: (created) => {
      reset();
      onSent(created);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.sent(organizationId) });
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
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) => send.mutate({ ...v, ...(groupId ? { groupId } : {}), ...(channels.length ? { channels } : {}) }))}
    >
      <Stack spacing={2}>
        {send.isError && <Alert severity="error">{errorMessage(send.error, t('common:errors.generic'))}</Alert>}
        <TextField label={t('notify.titleLabel')} {...field('title', 120)} />
        <TextField label={t('notify.body')} multiline minRows={3} {...field('body', 2000)} />
        <TextField
          select
          label={t('notify.audience')}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          fullWidth
          // '' is "everyone": shown as a choice, not as an empty field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('notify.everyone', { name: organizationName })}</MenuItem>
          {(groups.data?.data ?? [])
            .filter((g) => !g.archived)
            .map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {t('notify.groupOption', { name: g.name, count: g.memberCount })}
              </MenuItem>
            ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('notify.channels')}</FormLabel>
          <FormGroup row>
            <FormControlLabel control={<Checkbox checked disabled />} label={t('notify.channel.inApp')} />
            {CHANNELS.map((channel) => (
              <FormControlLabel
                key={channel}
                control={<Checkbox checked={channels.includes(channel)} onChange={() => toggle(channel)} />}
                label={t(`notify.channel.${channel}`)}
              />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isPending}>
            {send.isPending ? t('notify.sending') : t('notify.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

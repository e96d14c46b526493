import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import {
  draftLanguages,
  notificationDraft,
  type CreatedNotification,
  type DeliveryChannel,
  type NotificationAudience,
  type NotificationDraft,
  type SendNotificationRequest,
} from '@pariksha/shared/schemas/notifications';
import { errorMessage } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { sendNotification } from '../../../../components/notifications/api.ts';
import { deliveryKeys } from './delivery-api.ts';
import { scheduledKey } from './notify-api.ts';
import { AudiencePicker, type AudienceValue, type Choice } from './AudiencePicker.tsx';
import { TestPicker } from './TestPicker.tsx';
import { formatWhen } from './format-when.ts';

type Props = { organizationId: string; organizationName: string; onSent: (notification: CreatedNotification) => void };

const CHANNELS: DeliveryChannel[] = ['email', 'sms'];
const LANGUAGES = ['hi', 'en'] as const;

/** The request's audience from the picker; null when a kind that needs a choice has none. */
function toAudience(value: AudienceValue): NotificationAudience | null {
  const ids = value.chosen.map((c) => c.id);
  if (value.kind === 'organization') return { kind: 'organization' };
  if (!ids.length) return null;
  return value.kind === 'students' ? { kind: 'students', userIds: ids } : { kind: value.kind, groupIds: ids };
}

/** A datetime-local value ("2026-11-27T09:30", the admin's own time) as epoch ms; null if empty or invalid. */
const localToEpoch = (value: string) => {
  const ms = value ? new Date(value).getTime() : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/**
 * A notification in Hindi and/or English to everyone, chosen batches, groups or students;
 * optionally opening a test and sent later. Stored, pushed live to their bells (or at its
 * time), and by email and SMS too when ticked (sent in the background, counted below).
 */
export function SendNotificationForm({ organizationId, organizationName, onSent }: Props) {
  const { t, i18n } = useTranslation(['notifySend', 'orgDashboard', 'common']);
  const show = useSnackbar((s) => s.show);
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<AudienceValue>({ kind: 'organization', chosen: [] });
  const [test, setTest] = useState<Choice | null>(null);
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState('');
  const [tried, setTried] = useState(false);
  const [channels, setChannels] = useState<DeliveryChannel[]>([]);
  const toggle = (channel: DeliveryChannel) =>
    setChannels((now) =>
      now.includes(channel) ? now.filter((c) => c !== channel) : CHANNELS.filter((c) => c === channel || now.includes(c)),
    );
  const { register, handleSubmit, reset, formState } = useForm<NotificationDraft>({
    resolver: zodResolver(notificationDraft),
    defaultValues: { hi: { title: '', body: '' }, en: { title: '', body: '' } },
  });
  const send = useMutation({
    mutationFn: (body: SendNotificationRequest) => sendNotification(organizationId, body),
    onSuccess: (created) => {
      reset();
      setTest(null);
      setLater(false);
      setWhen('');
      setTried(false);
      if (created.scheduledFor === null) {
        onSent(created);
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.sent(organizationId) });
        show(t('orgDashboard:notify.sent'));
      } else {
        void queryClient.invalidateQueries({ queryKey: scheduledKey(organizationId) });
        show(t('scheduled', { when: formatWhen(created.scheduledFor, i18n.language) }));
      }
    },
  });

  const scheduledFor = later ? localToEpoch(when) : null;
  const target = toAudience(audience);
  const audienceError = tried && !target ? t(`chooseSome.${audience.kind as 'batches'}`) : undefined;
  const whenError = tried && later && (scheduledFor === null || scheduledFor <= Date.now()) ? t('whenPast') : undefined;

  const { errors } = formState;
  // MUI puts `ref` on the wrapper; react-hook-form needs the input to focus the first error.
  const field = (lang: (typeof LANGUAGES)[number], name: 'title' | 'body', maxLength: number) => {
    const { ref, ...rest } = register(`${lang}.${name}`);
    const message = errors[lang]?.[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      fullWidth: true,
      error: !!message,
      helperText: translateMessage(message) || undefined,
      slotProps: { htmlInput: { maxLength, lang } },
    };
  };

  const submit = handleSubmit(
    (draft) => {
      setTried(true);
      if (!target || (later && (scheduledFor === null || scheduledFor <= Date.now()))) return;
      send.mutate({
        ...draftLanguages(draft),
        ...(target.kind === 'organization' ? {} : { audience: target }),
        ...(test ? { examId: test.id } : {}),
        ...(later && scheduledFor ? { scheduledFor } : {}),
        ...(channels.length ? { channels } : {}),
      });
    },
    () => setTried(true),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {send.isError && <Alert severity="error">{errorMessage(send.error, t('common:errors.generic'))}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {t('languagesHint')}
        </Typography>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          {LANGUAGES.map((lang) => {
            const language = t(lang === 'hi' ? 'hindi' : 'english');
            return (
              <Box
                key={lang}
                component="fieldset"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1.5, pt: 0.5 }}
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {language}
                </Typography>
                <Stack spacing={1.5}>
                  <TextField label={t('titleIn', { language })} {...field(lang, 'title', 120)} />
                  <TextField label={t('bodyIn', { language })} multiline minRows={2} {...field(lang, 'body', 2000)} />
                </Stack>
              </Box>
            );
          })}
        </Stack>
        <AudiencePicker
          organizationId={organizationId}
          organizationName={organizationName}
          value={audience}
          onChange={setAudience}
          error={audienceError}
        />
        <TestPicker value={test} onChange={setTest} />
        <Box>
          <FormControlLabel control={<Checkbox checked={later} onChange={(e) => setLater(e.target.checked)} />} label={t('sendLater')} />
          {later && (
            <TextField
              type="datetime-local"
              label={t('when')}
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              fullWidth
              error={!!whenError}
              helperText={whenError ?? t('whenHint')}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ mt: 1 }}
            />
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('orgDashboard:notify.channels')}</FormLabel>
          <FormGroup row>
            <FormControlLabel control={<Checkbox checked disabled />} label={t('orgDashboard:notify.channel.inApp')} />
            {CHANNELS.map((channel) => (
              <FormControlLabel
                key={channel}
                control={<Checkbox checked={channels.includes(channel)} onChange={() => toggle(channel)} />}
                label={t(`orgDashboard:notify.channel.${channel}`)}
              />
            ))}
          </FormGroup>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" startIcon={later ? <ScheduleIcon /> : <SendIcon />} disabled={send.isPending}>
            {later
              ? send.isPending
                ? t('scheduling')
                : t('schedule')
              : send.isPending
                ? t('orgDashboard:notify.sending')
                : t('orgDashboard:notify.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

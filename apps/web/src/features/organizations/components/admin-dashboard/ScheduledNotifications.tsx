import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { localizeNotification, pickLanguage } from '@pariksha/shared/notification-text';
import type { ScheduledNotification } from '@pariksha/shared/schemas/notifications';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { RetryAlert } from '../../../../components/QueryState.tsx';
import { useCancelScheduled, useScheduledNotifications } from './notify-api.ts';
import { formatWhen } from './format-when.ts';

/** The organisation's notifications waiting for their time, soonest first, each with "cancel" (confirmed). */
export function ScheduledNotifications({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation(['notifySend', 'common']);
  const show = useSnackbar((s) => s.show);
  const list = useScheduledNotifications(organizationId);
  const cancel = useCancelScheduled(organizationId);
  const [confirming, setConfirming] = useState<ScheduledNotification | null>(null);
  const titleOf = (n: ScheduledNotification) => localizeNotification(n, i18n.language).title;
  const audienceOf = (n: ScheduledNotification) =>
    n.audience.kind === 'organization' ? t('audienceEveryone') : n.audience.names.join(', ');

  let content;
  if (list.isPending) content = <CircularProgress size={24} aria-label={t('common:loading')} />;
  else if (list.isError) content = <RetryAlert onRetry={() => void list.refetch()}>{t('scheduledError')}</RetryAlert>;
  else if (!list.data.length) content = <Typography color="text.secondary">{t('scheduledEmpty')}</Typography>;
  else
    content = (
      <Box component="ul" aria-label={t('scheduledList')} sx={{ m: 0, p: 0 }}>
        {list.data.map((n) => (
          <Box
            component="li"
            key={n.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <EventIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {titleOf(n)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {t('scheduledMeta', { when: formatWhen(n.scheduledFor, i18n.language), audience: audienceOf(n) })}
              </Typography>
              {n.exam && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('linkedTest', { title: pickLanguage(n.exam.title, i18n.language) })}
                </Typography>
              )}
            </Box>
            <Button size="small" color="error" onClick={() => setConfirming(n)} aria-label={t('cancel', { title: titleOf(n) })}>
              {t('cancelShort')}
            </Button>
          </Box>
        ))}
      </Box>
    );

  return (
    <Box>
      {cancel.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(cancel.error, t('common:errors.generic'))}
        </Alert>
      )}
      {content}
      <Dialog open={!!confirming} onClose={() => setConfirming(null)} aria-labelledby="cancel-scheduled-title">
        <DialogTitle id="cancel-scheduled-title">{t('cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming && t('cancelBody', { title: titleOf(confirming) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('keep')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => {
              const id = confirming!.id;
              setConfirming(null);
              cancel.mutate(id, { onSuccess: () => show(t('cancelled')) });
            }}
          >
            {t('confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

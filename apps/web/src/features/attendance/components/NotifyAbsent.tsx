import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useNotifyAbsent } from '../api.ts';

/** After a save: a message to the guardians of the day's absent students (email or SMS, the outbox when none is set up). */
export function NotifyAbsent({ batchId, date, absent }: { batchId: string; date: string; absent: number }) {
  const { t } = useTranslation('attendance');
  const notify = useNotifyAbsent();
  const result = notify.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="notify-absent" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
      <Typography id="notify-absent" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('notify.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('notify.body', { count: absent })}
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<CampaignOutlinedIcon aria-hidden />}
          disabled={absent === 0 || notify.isPending || !!result}
          onClick={() => notify.mutate({ batchId, date })}
          sx={{ minHeight: 48 }}
        >
          {notify.isPending ? t('notify.sending') : t('notify.action')}
        </Button>
        {notify.isError && <Alert severity="error">{errorMessage(notify.error, t('notify.failed'))}</Alert>}
        {result && (
          <Alert severity={result.withoutContact.length > 0 ? 'warning' : 'success'} role="status">
            {t('notify.done', { count: result.queued, absent: result.absent })}
            {result.withoutContact.length > 0 && (
              <> {t('notify.noContact', { names: result.withoutContact.map((s) => s.name).join(', ') })}</>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

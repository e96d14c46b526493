import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useUpdateSettings } from '../api.ts';
import { onPageBackground } from './status-style.ts';

/** The percentage under which students are flagged (admins and owners only; 75 by default). */
export function ThresholdForm({ current }: { current: number }) {
  const { t } = useTranslation('attendance');
  const update = useUpdateSettings();
  const [value, setValue] = useState(String(current));
  const n = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 100;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) update.mutate({ thresholdPercent: n });
  };
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={1} sx={{ maxWidth: 420 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="number"
          label={t('threshold.label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!valid}
          helperText={valid ? t('threshold.help') : t('threshold.invalid')}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={!valid || n === current || update.isPending} sx={onPageBackground}>
          {t('threshold.save')}
        </Button>
      </Stack>
      {update.isError && <Alert severity="error">{errorMessage(update.error, t('threshold.failed'))}</Alert>}
      {update.isSuccess && n === current && <Alert severity="success">{t('threshold.saved', { value: current })}</Alert>}
    </Stack>
  );
}

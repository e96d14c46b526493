import type { FieldValues, Path } from 'react-hook-form';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormText, type FormControlOf } from '../common/fields.tsx';

/** A live test's window as two local date-times; the browser's time zone is the author's. */
export function LiveWindowFields<T extends FieldValues & { startsAt: string; endsAt: string }>({ control }: { control: FormControlOf<T> }) {
  const { t } = useTranslation('examDashboard');
  const common = { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Grid container spacing={2} role="group" aria-label={t('fields.window')}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name={'startsAt' as Path<T>} label={t('fields.startsAt')} {...common} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name={'endsAt' as Path<T>} label={t('fields.endsAt')} helperText={t('fields.windowHelp')} {...common} />
      </Grid>
    </Grid>
  );
}

import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportDefaults } from '../../api/import.ts';
import { subjectOptions, topicOptions } from '../../lib/bank-filters.ts';
import { useLang } from '../../lib/use-lang.ts';

type Props = { value: ImportDefaults; onChange: (next: ImportDefaults) => void; disabled?: boolean };

/**
 * The subject and topic given to every question of the file that names none: an Aiken file
 * never does, GIFT and Moodle XML only under a category. Rows that name their own keep it.
 */
export function ImportDefaultsFields({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const select = (
    label: string,
    current: string,
    options: { value: string; label: string }[],
    change: (v: string) => void,
    off = false,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={current}
      disabled={disabled || off}
      onChange={(e) => change(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {[{ value: '', label: t('import.defaultNone') }, ...options].map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('import.defaultsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('import.defaultsHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, maxWidth: 640 }}>
        {select(t('import.defaultSubject'), value.subject ?? '', subjectOptions(lang), (subject) =>
          onChange({ subject: subject || undefined, topic: undefined }),
        )}
        {select(
          t('import.defaultTopic'),
          value.topic ?? '',
          topicOptions(value.subject ?? '', lang),
          (topic) => onChange({ ...value, topic: topic || undefined }),
          !value.subject,
        )}
      </Stack>
    </Box>
  );
}

import { useDeferredValue, useState } from 'react';
import { Autocomplete, Box, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NotificationAudienceKind } from '@pariksha/shared/schemas/notifications';
import { useAudienceGroups } from './delivery-api.ts';
import { useStudentSearch } from './notify-api.ts';

export type Choice = { id: string; label: string };
export type AudienceValue = { kind: NotificationAudienceKind; chosen: Choice[] };

type Props = {
  organizationId: string;
  organizationName: string;
  value: AudienceValue;
  onChange: (value: AudienceValue) => void;
  /** Shown under the picker when nothing was chosen for a kind that needs a choice. */
  error?: string;
};

const KINDS: NotificationAudienceKind[] = ['organization', 'batches', 'groups', 'students'];

/**
 * Who receives a notification: everyone, chosen batches (groups marked as batches, as attendance
 * uses them), any chosen groups, or chosen students found by name, username or mobile.
 */
export function AudiencePicker({ organizationId, organizationName, value, onChange, error }: Props) {
  const { t } = useTranslation('notifySend');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const groups = useAudienceGroups();
  const students = useStudentSearch(organizationId, deferred, value.kind === 'students');

  const groupOptions: Choice[] = (groups.data?.data ?? [])
    .filter((g) => !g.archived && (value.kind !== 'batches' || g.isBatch))
    .map((g) => ({ id: g.id, label: t('groupOption', { name: g.name, count: g.memberCount }) }));
  const studentOptions: Choice[] = (students.data?.data ?? []).map((s) => ({ id: s.id, label: `${s.name} (${s.username})` }));
  const isStudents = value.kind === 'students';
  const options = isStudents ? studentOptions : groupOptions;
  const loading = isStudents ? students.isFetching : groups.isPending;

  return (
    <Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">{t('sendTo')}</FormLabel>
        <RadioGroup row value={value.kind} onChange={(e) => onChange({ kind: e.target.value as NotificationAudienceKind, chosen: [] })}>
          {KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio size="small" />}
              label={kind === 'organization' ? t('everyone', { name: organizationName }) : t(`kind.${kind}`)}
            />
          ))}
        </RadioGroup>
      </Box>
      {value.kind !== 'organization' && (
        <Autocomplete
          multiple
          // A new kind is a new picker: its own options and search.
          key={value.kind}
          options={options}
          value={value.chosen}
          onChange={(_e, chosen) => onChange({ ...value, chosen })}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.label}
          // Students are searched on the server; groups are filtered here.
          filterOptions={isStudents ? (x) => x : undefined}
          onInputChange={(_e, text, reason) => {
            if (reason !== 'reset') setSearch(text);
          }}
          loading={loading}
          loadingText={t('loadingOptions')}
          noOptionsText={value.kind === 'batches' && !groups.isPending ? t('noBatches') : t('noOptions')}
          sx={{ mt: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t(`choose.${value.kind}`)}
              error={!!error}
              helperText={error}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t(`choose.${value.kind}`) } }}
            />
          )}
        />
      )}
    </Box>
  );
}

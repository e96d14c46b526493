import { useDeferredValue, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '@pariksha/shared/notification-text';
import type { Choice } from './AudiencePicker.tsx';
import { useTestSearch } from './notify-api.ts';

type Props = { value: Choice | null; onChange: (value: Choice | null) => void };

/** A published test the notification opens, searched in the catalogue members can open (live tests show as such). */
export function TestPicker({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('notifySend');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const deferred = useDeferredValue(search.trim());
  const tests = useTestSearch(deferred, open);
  const options: Choice[] = (tests.data?.data ?? []).map((e) => ({ id: e.id, label: pickLanguage(e.title, i18n.language) }));

  return (
    <Autocomplete
      options={options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_e, chosen) => onChange(chosen)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      filterOptions={(x) => x}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setSearch(text);
        if (reason === 'clear') setSearch('');
      }}
      loading={tests.isFetching}
      loadingText={t('loadingOptions')}
      noOptionsText={t('noOptions')}
      renderInput={(params) => <TextField {...params} label={t('test')} helperText={t('testHint')} />}
    />
  );
}

import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../lib/bilingual.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useOwnContent, type ContentKind } from '../api.ts';

type Props = {
  kind: ContentKind;
  /** The organisation whose notes or PDFs a plan may unlock (the plan's own). */
  organizationId: string | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  label: string;
};

type Option = { id: string; title: string };

/**
 * Notes or PDFs of the plan's organisation, searched by the server (GET /notes or /pdfs with
 * `search`) as the staff member types, chosen as chips. Titles of chosen items are remembered so
 * the chips keep their names when a later search no longer lists them.
 */
export function ContentPicker({ kind, organizationId, value, onChange, label }: Props) {
  const { t, i18n } = useTranslation('payments');
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const list = useOwnContent(kind, search);
  const [titles, setTitles] = useState<Record<string, string>>({});
  const options: Option[] = (list.data?.data ?? [])
    .filter((item) => item.organizationId === organizationId)
    .map((item) => ({ id: item.id, title: pickText(item.title, i18n.language) }));
  const known = { ...titles, ...Object.fromEntries(options.map((o) => [o.id, o.title])) };
  const chosen: Option[] = value.map((id) => ({ id, title: known[id] ?? t('admin.unlisted') }));

  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_e, next) => {
        setTitles((prev) => ({ ...prev, ...Object.fromEntries(next.map((o) => [o.id, o.title])) }));
        onChange(next.map((o) => o.id));
      }}
      inputValue={input}
      onInputChange={(_e, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(x) => x}
      filterSelectedOptions
      disableCloseOnSelect
      loading={list.isFetching}
      loadingText={t('admin.pickerLoading')}
      noOptionsText={list.isError ? t('admin.pickerError') : t(kind === 'notes' ? 'admin.noNotes' : 'admin.noPdfs')}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length ? undefined : t('admin.pickerPlaceholder')} />
      )}
    />
  );
}

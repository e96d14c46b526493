import { useState } from 'react';
import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MemberCandidate } from '@pariksha/shared/schemas/groups';
import { useMemberCandidates } from '../api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

type Props = {
  value: MemberCandidate[];
  onChange: (value: MemberCandidate[]) => void;
  /** The group being managed: its members are shown and cannot be chosen again. */
  groupId?: string;
  label: string;
  helperText?: string;
  error?: string;
  disabled?: boolean;
};

/**
 * People of the caller's organisation, found by the server as the user types (name, username
 * or email), chosen as chips. The server filters, so the options are shown as they come.
 */
export function MemberPicker({ value, onChange, groupId, label, helperText, error, disabled }: Props) {
  const { t } = useTranslation('groups');
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(input.trim());
  const candidates = useMemberCandidates({ search, groupId }, open);
  const options = candidates.data?.data ?? [];

  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next, reason) => {
        // Choosing someone keeps the search, so several people of one search are chosen quickly.
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(x) => x}
      filterSelectedOptions
      disableCloseOnSelect
      disabled={disabled}
      loading={candidates.isFetching}
      loadingText={t('picker.loading')}
      noOptionsText={candidates.isError ? t('picker.loadError') : t('picker.noOptions')}
      getOptionLabel={(o) => o.name}
      getOptionDisabled={(o) => o.isMember}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{o.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              @{o.username}
            </Typography>
          </Box>
          {o.isStaff && <Chip size="small" variant="outlined" color="primary" label={t('picker.staff')} />}
          {o.isMember && <Chip size="small" variant="outlined" label={t('picker.alreadyMember')} />}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? undefined : t('picker.placeholder')}
          error={!!error}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

import { FormControlLabel, FormHelperText, Switch } from '@mui/material';

type Props = { id: string; label: string; help: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };

/** A group's on/off setting ("is a batch", "announcements only") with its explanation read out with it. */
export function GroupFlagSwitch({ id, label, help, checked, onChange, disabled }: Props) {
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
          />
        }
        label={label}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, ml: 6 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Controller, get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { translateMessage } from '../../../../lib/translate-message.ts';

/** Any form's control, whatever its resolver turns the values into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControlOf<T extends FieldValues> = Control<T, any, any>;
type Base<T extends FieldValues> = { control: FormControlOf<T>; name: FieldPath<T>; label: string };
type Option = { value: string; label: string };

/** The shared schemas' English message for a field, in the current language. */
export function useFieldError<T extends FieldValues>(control: FormControlOf<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message =
    typeof error?.message === 'string' ? error.message : typeof error?.root?.message === 'string' ? error.root.message : undefined;
  return message ? translateMessage(message) : undefined;
}

/** A text field bound to the form; its error comes from the schema, translated. */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: Base<T> & Omit<TextFieldProps, 'name' | 'label'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}

/** A native select (robust on phones and for assistive technology). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
  onValueChange,
}: Base<T> & { options: Option[]; helperText?: ReactNode; onValueChange?: (value: string) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(e);
            onValueChange?.(e.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? translateMessage(fieldState.error.message) : helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

export function FormRadios<T extends FieldValues>({
  control,
  name,
  label,
  options,
  row = true,
}: Base<T> & { options: Option[]; row?: boolean }) {
  // The radiogroup itself is named by the legend too (a fieldset alone leaves it nameless).
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error} component="fieldset">
          <FormLabel component="legend" id={legendId}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            aria-labelledby={legendId}
          >
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
          {fieldState.error?.message && <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** Several values from a fixed list (an array field), e.g. the test's languages. */
export function FormCheckboxes<T extends FieldValues>({ control, name, label, options }: Base<T> & { options: Option[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: string[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (v: string) =>
          field.onChange(
            value.includes(v) ? value.filter((x) => x !== v) : options.map((o) => o.value).filter((x) => x === v || value.includes(x)),
          );
        return (
          <FormControl error={!!fieldState.error} component="fieldset">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((o) => (
                <FormControlLabel
                  key={o.value}
                  control={<Checkbox checked={value.includes(o.value)} onChange={() => toggle(o.value)} />}
                  label={o.label}
                />
              ))}
            </FormGroup>
            {fieldState.error?.message && <FormHelperText>{translateMessage(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/**
 * A `{ hi, en }` field as two inputs, side by side on wide screens and stacked on phones. A
 * message about the pair (e.g. "Enter a title in Hindi or English") shows under both.
 */
export function BilingualText<T extends FieldValues>({
  control,
  name,
  labels,
  multiline,
}: {
  control: FormControlOf<T>;
  name: FieldPath<T>;
  labels: { hi: string; en: string };
  multiline?: boolean;
}) {
  const pairError = useFieldError(control, name);
  const extra = multiline ? { multiline: true, minRows: 3, maxRows: 12 } : {};
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText
          control={control}
          name={`${name}.hi` as FieldPath<T>}
          label={labels.hi}
          slotProps={{ htmlInput: { lang: 'hi' } }}
          {...extra}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormText
          control={control}
          name={`${name}.en` as FieldPath<T>}
          label={labels.en}
          slotProps={{ htmlInput: { lang: 'en' } }}
          {...extra}
        />
      </Grid>
      {pairError && (
        <Grid size={12} sx={{ mt: -1 }}>
          <FormHelperText error>{pairError}</FormHelperText>
        </Grid>
      )}
    </Grid>
  );
}

import { useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { Autocomplete, Grid, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail, OrganizationInput } from '@pariksha/shared/schemas/organizations';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { timeZoneOptions } from './manage/time-zones.ts';

const SOCIAL = ['youtube', 'instagram', 'facebook', 'linkedin', 'twitter'] as const;

/** Stored nulls and missing links become empty fields, so clearing a field can be saved. */
export const organizationToFields = (org: OrganizationDetail): Omit<OrganizationInput, 'logoUrl'> => ({
  name: org.name,
  description: org.description ?? '',
  address: org.address ?? '',
  email: org.email ?? '',
  timeZone: org.timeZone,
  socialMedia: Object.fromEntries(SOCIAL.map((key) => [key, org.socialMedia[key] ?? ''])),
});

/** An emptied description or address is stored as "none", like an emptied email. */
export const blanksToNull = <T extends { description?: string | null; address?: string | null }>(values: T): T => ({
  ...values,
  description: values.description || null,
  address: values.address || null,
});

type Props = {
  /** Where the labels live: the dashboard's branding form and the superAdmin's form word the help differently. */
  labels: 'orgDashboard:branding' | 'organizations:form';
  /** The organisation's zone when the form opened: it is offered even if the browser does not know it. */
  timeZone: string;
  /** Splits the zone list into groups (the superAdmin's form shows common zones under a heading). */
  groupTimeZone?: (zone: string) => string;
  headingLevel: 'h2' | 'h3';
  /** More fields at the end of the details grid. */
  children?: ReactNode;
};

/**
 * Name, description, address, email, time zone and social links of an organisation, inside a
 * react-hook-form FormProvider whose values have these fields (the organizationInput shape).
 */
export function OrganizationFields({ labels, timeZone, groupTimeZone, headingLevel, children }: Props) {
  const { t } = useTranslation([labels.split(':')[0]!, 'common']);
  const form = useFormContext<OrganizationInput>();
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  const label = (key: string) => t(`${labels}.${key}`);
  const text = (name: Path<OrganizationInput>, maxLength: number) => ({
    ...fieldProps(form, name),
    slotProps: { htmlInput: { maxLength } },
  });

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField label={label('name')} required autoComplete="organization" {...text('name', 120)} />
        </Grid>
        <Grid size={12}>
          <TextField label={label('description')} multiline minRows={2} {...text('description', 1000)} />
        </Grid>
        <Grid size={12}>
          <TextField label={label('address')} multiline minRows={2} autoComplete="street-address" {...text('address', 500)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={label('email')} type="email" autoComplete="email" {...text('email', 254)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="timeZone"
            control={form.control}
            render={({ field: tz, fieldState }) => (
              <Autocomplete
                options={zones}
                value={tz.value ?? timeZone}
                onChange={(_e, value) => tz.onChange(value)}
                disableClearable
                groupBy={groupTimeZone}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={label('timeZone')}
                    inputRef={tz.ref}
                    onBlur={tz.onBlur}
                    error={!!fieldState.error}
                    helperText={translateMessage(fieldState.error?.message) || label('timeZoneHelp')}
                  />
                )}
              />
            )}
          />
        </Grid>
        {children}
      </Grid>

      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        {label('socialHeading')}
      </Typography>
      <Grid container spacing={2}>
        {SOCIAL.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField label={t(`common:footer.social.${key}`)} type="url" placeholder="https://" {...text(`socialMedia.${key}`, 500)} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { GroupFlagSwitch } from './GroupFlagSwitch.tsx';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, groupCreate, type GroupDetail } from '@pariksha/shared/schemas/groups';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useUpdateGroup } from '../api.ts';

const settingsForm = z.object({
  name: groupCreate.shape.name,
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX, 'Description must be at most 500 characters'),
  isBatch: z.boolean(),
  announcementsOnly: z.boolean(),
});
type SettingsValues = z.input<typeof settingsForm>;

const valuesOf = (g: GroupDetail): SettingsValues => ({
  name: g.name,
  description: g.description ?? '',
  isBatch: g.isBatch,
  announcementsOnly: g.announcementsOnly,
});

/** Rename and describe a group, and its two switches; the batch flag is for staff only. */
export function GroupSettingsForm({ group, staff }: { group: GroupDetail; staff: boolean }) {
  const { t } = useTranslation('groups');
  const update = useUpdateGroup(group.id);
  const form = useForm<SettingsValues, unknown, z.output<typeof settingsForm>>({
    resolver: zodResolver(settingsForm),
    defaultValues: valuesOf(group),
  });
  const { reset } = form;
  const readOnly = group.archived;

  // A save (or another manager's change) answers with the group: the form shows what is stored.
  useEffect(() => reset(valuesOf(group)), [group, reset]);

  const onSubmit = form.handleSubmit((v) => {
    update.mutate(
      { name: v.name, description: v.description, announcementsOnly: v.announcementsOnly, ...(staff ? { isBatch: v.isBatch } : {}) },
      { onSuccess: () => useSnackbar.getState().show(t('manage.saved')) },
    );
  });

  const toggle = (name: 'isBatch' | 'announcementsOnly', help: string, disabled: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <GroupFlagSwitch
          id={`settings-${name}`}
          label={t(`form.${name}`)}
          help={help}
          checked={field.value}
          onChange={field.onChange}
          disabled={disabled}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="group-settings-heading">
      <Typography id="group-settings-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('manage.settings')}
      </Typography>
      <Stack spacing={2}>
        {update.isError && <Alert severity="error">{errorMessage(update.error, t('common:errors.generic'))}</Alert>}
        <TextField
          label={t('form.name')}
          required
          disabled={readOnly}
          {...fieldProps(form, 'name')}
          slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
        />
        <TextField
          label={t('form.description')}
          disabled={readOnly}
          {...fieldProps(form, 'description')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: GROUP_DESCRIPTION_MAX } }}
        />
        {toggle('isBatch', staff ? t('form.isBatchHelp') : t('manage.batchStaffOnly'), readOnly || !staff)}
        {toggle('announcementsOnly', t('form.announcementsOnlyHelp'), readOnly)}
        {!readOnly && (
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending || !form.formState.isDirty}>
              {t('manage.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

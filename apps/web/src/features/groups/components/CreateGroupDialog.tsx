import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  groupCreate,
  type GroupDetail,
  type MemberCandidate,
} from '@pariksha/shared/schemas/groups';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useCreateGroup } from '../api.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { GroupFlagSwitch } from './GroupFlagSwitch.tsx';

const createForm = z.object({
  name: groupCreate.shape.name,
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX, 'Description must be at most 500 characters'),
  isBatch: z.boolean(),
  announcementsOnly: z.boolean(),
  members: z.array(z.custom<MemberCandidate>()),
});
type CreateFormValues = z.input<typeof createForm>;

const empty: CreateFormValues = { name: '', description: '', isBatch: false, announcementsOnly: false, members: [] };

type Props = { open: boolean; onClose: () => void; onCreated?: (group: GroupDetail) => void };

/** Staff create a group: name, description, the batch and announcements switches, and members found by search. */
export function CreateGroupDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('groups');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateGroup();
  const form = useForm<CreateFormValues, unknown, z.output<typeof createForm>>({ resolver: zodResolver(createForm), defaultValues: empty });
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(empty);
      create.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = form.handleSubmit((v) => {
    create.mutate(
      {
        name: v.name,
        description: v.description || undefined,
        isBatch: v.isBatch,
        announcementsOnly: v.announcementsOnly,
        memberIds: v.members.map((m) => m.id),
      },
      {
        onSuccess: (group) => {
          useSnackbar.getState().show(t('form.created'));
          onCreated?.(group);
          onClose();
        },
      },
    );
  });

  const switchField = (name: 'isBatch' | 'announcementsOnly', help: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <GroupFlagSwitch id={`create-${name}`} label={t(`form.${name}`)} help={help} checked={field.value} onChange={field.onChange} />
      )}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="create-group-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="create-group-title">{t('form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError && <Alert severity="error">{errorMessage(create.error, t('common:errors.generic'))}</Alert>}
            <TextField
              label={t('form.name')}
              required
              {...fieldProps(form, 'name')}
              slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
              autoFocus
            />
            <TextField
              label={t('form.description')}
              {...fieldProps(form, 'description')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: GROUP_DESCRIPTION_MAX } }}
            />
            {switchField('isBatch', t('form.isBatchHelp'))}
            {switchField('announcementsOnly', t('form.announcementsOnlyHelp'))}
            <Controller
              control={form.control}
              name="members"
              render={({ field }) => (
                <MemberPicker value={field.value} onChange={field.onChange} label={t('form.members')} helperText={t('form.membersHelp')} />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

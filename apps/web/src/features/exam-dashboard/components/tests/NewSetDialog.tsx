import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useCreateSet } from '../../api/authoring.ts';
import { defaultSetTitle, newSetForm, type NewSetValues } from '../../lib/test-forms.ts';
import { BilingualText, FormRadios } from '../common/fields.tsx';
import { timingOptions } from './options.ts';

type Props = { open: boolean; examId: string; nextNumber: number; onClose: () => void; onCreated: (exam: AuthoringExam) => void };

/** Another paper of the same test; its sections are copied from the template. */
export function NewSetDialog({ open, examId, nextNumber, onClose, onCreated }: Props) {
  const { t } = useTranslation('examDashboard');
  const create = useCreateSet(examId);
  const defaults = (): NewSetValues => ({
    title: defaultSetTitle(nextNumber),
    timingMode: 'whole',
  });
  const form = useForm<NewSetValues, unknown, z.output<typeof newSetForm>>({
    resolver: zodResolver(newSetForm),
    defaultValues: defaults(),
  });
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(defaults());
      create.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (exam) => {
        useSnackbar.getState().show(t('sets.created'));
        onCreated(exam);
      },
    }),
  );

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="new-set-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="new-set-title">{t('sets.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {create.isError && <Alert severity="error">{errorMessage(create.error, t('errors.generic'))}</Alert>}
            <BilingualText control={form.control} name="title" labels={{ hi: t('fields.setTitleHi'), en: t('fields.setTitleEn') }} />
            <FormRadios control={form.control} name="timingMode" label={t('fields.timing')} options={timingOptions(t)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('sets.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

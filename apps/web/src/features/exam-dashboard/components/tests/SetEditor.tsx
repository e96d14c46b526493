import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuthoringExam, AuthoringSet } from '@pariksha/shared/schemas/exams';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useDeleteSet, useUpdateSet } from '../../api/authoring.ts';
import { setDefaults, setForm, type SetValues } from '../../lib/test-forms.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { BilingualText, FormRadios, FormText } from '../common/fields.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { timingOptions } from './options.ts';
import { pickText } from '../../../../lib/bilingual.ts';

/** One set: its title, timing, duration and pass mark, then its sections. */
export function SetEditor({ exam, set, canDelete }: { exam: AuthoringExam; set: AuthoringSet; canDelete: boolean }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const update = useUpdateSet();
  const form = useForm<SetValues, unknown, z.output<typeof setForm>>({ resolver: zodResolver(setForm), defaultValues: setDefaults(set) });
  const { control, reset, formState } = form;
  const [expanded, setExpanded] = useState<string | false>(false);

  useEffect(() => {
    if (!formState.isDirty) reset(setDefaults(set));
  }, [set, formState.isDirty, reset]);

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { setId: set.id, body },
      {
        onSuccess: (next) => {
          const saved = next.sets.find((s) => s.id === set.id);
          if (saved) reset(setDefaults(saved));
          useSnackbar.getState().show(t('sets.saved'));
        },
      },
    ),
  );

  return (
    <Stack spacing={3}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('sets.settings')} aria-busy={update.isPending}>
        <Stack spacing={2.5}>
          {update.isError && <Alert severity="error">{errorMessage(update.error, t('errors.generic'))}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('sets.summary', { count: set.questionCount, marks: set.totalMarks, sections: set.sections.length })}
          </Typography>
          <BilingualText control={control} name="title" labels={{ hi: t('fields.setTitleHi'), en: t('fields.setTitleEn') }} />
          <FormRadios control={control} name="timingMode" label={t('fields.timing')} options={timingOptions(t)} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText
                control={control}
                name="durationMinutes"
                label={t('fields.duration')}
                type="number"
                helperText={t('sets.durationHelp')}
                slotProps={{ htmlInput: { min: 1, max: 600, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormText
                control={control}
                name="passingMarks"
                label={t('fields.passingMarks')}
                helperText={t('sets.passingHelp', { total: set.totalMarks })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          </Grid>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={update.isPending || !formState.isDirty}>
              {update.isPending ? t('saving') : t('sets.save')}
            </Button>
            {canDelete && <DeleteSet set={set} title={pickText(set.title, lang)} />}
          </Stack>
        </Stack>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('sections.title')}
        </Typography>
        {exam.attemptCount > 0 && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('sections.locked')}
          </Alert>
        )}
        {set.sections.map((section) => (
          <SectionEditor
            key={section.id}
            section={section}
            locked={exam.attemptCount > 0}
            expanded={expanded === section.id}
            onToggle={(open) => setExpanded(open ? section.id : false)}
          />
        ))}
      </Box>
    </Stack>
  );
}

function DeleteSet({ set, title }: { set: AuthoringSet; title: string }) {
  const { t } = useTranslation('examDashboard');
  const remove = useDeleteSet();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {t('sets.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('sets.deleteTitle')}
        body={t('sets.deleteBody', { title })}
        confirmLabel={t('sets.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(set.id, { onSuccess: () => useSnackbar.getState().show(t('sets.deleted')) })}
      />
    </>
  );
}

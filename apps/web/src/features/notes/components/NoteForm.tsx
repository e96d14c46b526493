import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormHelperText, Grid, Skeleton, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { noteInput, type NoteInput, type NoteValues } from '@pariksha/shared/schemas/notes';
import { translateMessage } from '../../../lib/translate-message.ts';
import { subjectOptions, topicOptions } from '../lib/filters.ts';
import { asLang, type Lang } from '../../../lib/bilingual.ts';

// TipTap and ProseMirror are only downloaded by staff who open the editor.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

type Props = {
  initial: NoteInput;
  busy: boolean;
  /** The server's refusal, shown above the form. */
  error: string | null;
  submitLabel: string;
  onSubmit: (values: NoteValues) => void;
  onCancel: () => void;
};

const message = (error: { message?: unknown } | undefined) =>
  typeof error?.message === 'string' ? translateMessage(error.message) : undefined;

/** Title in Hindi and English, subject and topic, and the body per language in its own editor. */
export function NoteForm({ initial, busy, error, submitLabel, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation('notes');
  const lang = asLang(i18n.language);
  const [bodyTab, setBodyTab] = useState<Lang>(initial.body.hi || !initial.body.en ? 'hi' : 'en');
  const bodyHelpId = useId();
  const form = useForm<NoteInput, unknown, NoteValues>({ resolver: zodResolver(noteInput), defaultValues: initial });
  const { control, register, setValue, formState } = form;
  const subject = useWatch({ control, name: 'subject' });
  const errors = formState.errors;
  const titleError = message(errors.title?.hi ?? errors.title?.en ?? errors.title?.root ?? errors.title);
  const bodyError = message(errors.body?.hi ?? errors.body?.en ?? errors.body?.root ?? errors.body);

  const select = (name: 'subject' | 'topic', label: string, options: { value: string; label: string }[]) => {
    const { ref, ...field } = register(name, name === 'subject' ? { onChange: () => setValue('topic', '') } : undefined);
    return (
      <TextField
        select
        fullWidth
        label={label}
        {...field}
        inputRef={ref}
        error={!!errors[name]}
        helperText={message(errors[name])}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    );
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={busy} aria-label={t('editor.formLabel')}>
      <Stack spacing={2.5}>
        {error && <Alert severity="error">{error}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={t('editor.titleHi')}
              {...register('title.hi')}
              error={!!titleError}
              slotProps={{ htmlInput: { lang: 'hi', maxLength: 200 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={t('editor.titleEn')}
              {...register('title.en')}
              error={!!titleError}
              slotProps={{ htmlInput: { lang: 'en', maxLength: 200 } }}
            />
          </Grid>
          {titleError && (
            <Grid size={12}>
              <FormHelperText error sx={{ mt: -1 }}>
                {titleError}
              </FormHelperText>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('subject', t('filters.subject'), [{ value: '', label: t('editor.chooseSubject') }, ...subjectOptions(lang)])}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select('topic', t('filters.topic'), [{ value: '', label: t('editor.wholeSubject') }, ...topicOptions(subject, lang)])}
          </Grid>
        </Grid>

        <Box>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('editor.body')}
          </Typography>
          <Typography id={bodyHelpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('editor.bodyHelp')}
          </Typography>
          <Tabs value={bodyTab} onChange={(_, v: Lang) => setBodyTab(v)} aria-label={t('editor.bodyLanguage')} sx={{ mb: 1 }}>
            <Tab value="hi" label={t('editor.bodyHi')} id="note-body-tab-hi" aria-controls="note-body-panel-hi" />
            <Tab value="en" label={t('editor.bodyEn')} id="note-body-tab-en" aria-controls="note-body-panel-en" />
          </Tabs>
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={t('editor.loading')} />}>
            {(['hi', 'en'] as const).map((l) => (
              <Box key={l} role="tabpanel" id={`note-body-panel-${l}`} aria-labelledby={`note-body-tab-${l}`} hidden={bodyTab !== l}>
                <Controller
                  control={control}
                  name={`body.${l}`}
                  render={({ field }) => (
                    <RichTextEditor
                      initialHtml={initial.body[l] ?? ''}
                      onChange={field.onChange}
                      label={l === 'hi' ? t('editor.bodyHi') : t('editor.bodyEn')}
                      lang={l}
                      invalid={!!bodyError}
                      describedBy={bodyHelpId}
                    />
                  )}
                />
              </Box>
            ))}
          </Suspense>
          {bodyError && <FormHelperText error>{bodyError}</FormHelperText>}
        </Box>

        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

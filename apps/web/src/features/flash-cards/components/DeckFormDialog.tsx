import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deckDescription, deckTitle, type DeckSummary } from '@pariksha/shared/schemas/flash-cards';
import { SUBJECTS, findSubject } from '@pariksha/shared/taxonomy/taxonomy';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useCreateDeck, useUpdateDeck } from '../api.ts';
import { asLang } from '../../../lib/bilingual.ts';

const deckForm = z.object({
  title: deckTitle,
  description: deckDescription,
  subject: z.string(),
  topic: z.string(),
  isPublic: z.boolean(),
});
type DeckFormValues = z.input<typeof deckForm>;

type Props = { open: boolean; deck?: DeckSummary; onClose: () => void; onSaved?: (deck: DeckSummary) => void };

const valuesOf = (deck?: DeckSummary): DeckFormValues => ({
  title: { hi: deck?.title.hi ?? '', en: deck?.title.en ?? '' },
  description: { hi: deck?.description.hi ?? '', en: deck?.description.en ?? '' },
  subject: deck?.subject ?? '',
  topic: deck?.topic ?? '',
  isPublic: deck?.visibility === 'public',
});

/** Creates a deck, or edits one (title and description in hi/en, subject, topic, public or not). */
export function DeckFormDialog({ open, deck, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('flashCards');
  const lang = asLang(i18n.language);
  const create = useCreateDeck();
  const update = useUpdateDeck(deck?.id ?? '');
  const mutation = deck ? update : create;
  const form = useForm<DeckFormValues, unknown, z.output<typeof deckForm>>({
    resolver: zodResolver(deckForm),
    defaultValues: valuesOf(deck),
  });
  const { reset } = form;
  const subject = form.watch('subject');
  const topics = Object.entries(findSubject(subject)?.topics ?? {});

  useEffect(() => {
    if (open) {
      reset(valuesOf(deck));
      create.reset();
      update.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onSubmit = form.handleSubmit((v) => {
    const body = {
      title: v.title,
      description: v.description,
      subject: v.subject || null,
      topic: v.subject && v.topic ? v.topic : null,
      visibility: v.isPublic ? ('public' as const) : ('private' as const),
    };
    mutation.mutate(body, {
      onSuccess: (saved) => {
        useSnackbar.getState().show(deck ? t('deckForm.saved') : t('deckForm.created'));
        onSaved?.(saved);
        onClose();
      },
    });
  });
  const titleError = form.formState.errors.title?.root?.message ?? form.formState.errors.title?.message;

  return (
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="deck-form-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="deck-form-title">{deck ? t('deckForm.editTitle') : t('deckForm.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mutation.isError && <Alert severity="error">{errorMessage(mutation.error, t('errors.generic'))}</Alert>}
            {titleError && <Alert severity="warning">{translateMessage(titleError)}</Alert>}
            <TextField
              label={t('deckForm.titleHi')}
              {...fieldProps(form, 'title.hi')}
              slotProps={{ htmlInput: { lang: 'hi', maxLength: 120 } }}
              autoFocus
            />
            <TextField
              label={t('deckForm.titleEn')}
              {...fieldProps(form, 'title.en')}
              slotProps={{ htmlInput: { lang: 'en', maxLength: 120 } }}
            />
            <TextField
              label={t('deckForm.descriptionHi')}
              {...fieldProps(form, 'description.hi')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { lang: 'hi' } }}
            />
            <TextField
              label={t('deckForm.descriptionEn')}
              {...fieldProps(form, 'description.en')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { lang: 'en' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="subject"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('deckForm.subject')}
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.value);
                      form.setValue('topic', '');
                    }}
                  >
                    <MenuItem value="">{t('deckForm.none')}</MenuItem>
                    {SUBJECTS.map((s) => (
                      <MenuItem key={s.key} value={s.key}>
                        {s.label[lang]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={form.control}
                name="topic"
                render={({ field }) => (
                  <TextField select fullWidth label={t('deckForm.topic')} value={field.value} onChange={field.onChange} disabled={!subject}>
                    <MenuItem value="">{t('deckForm.none')}</MenuItem>
                    {topics.map(([key, label]) => (
                      <MenuItem key={key} value={key}>
                        {label[lang]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            <Controller
              control={form.control}
              name="isPublic"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('deckForm.public')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {deck ? t('deckForm.save') : t('deckForm.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

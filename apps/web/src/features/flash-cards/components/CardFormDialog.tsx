import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cardCreate, CARD_TEXT_MAX, type FlashCard } from '@pariksha/shared/schemas/flash-cards';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useCreateCard, useUpdateCard } from '../api.ts';

type Values = z.input<typeof cardCreate>;
type Props = { open: boolean; deckId: string; card?: FlashCard; onClose: () => void };

const valuesOf = (card?: FlashCard): Values => ({
  front: { hi: card?.front.hi ?? '', en: card?.front.en ?? '' },
  back: { hi: card?.back.hi ?? '', en: card?.back.en ?? '' },
});

/** Writes a new card (and, if wanted, the next one straight after) or edits one. */
export function CardFormDialog({ open, deckId, card, onClose }: Props) {
  const { t } = useTranslation('flashCards');
  const create = useCreateCard(deckId);
  const update = useUpdateCard();
  const mutation = card ? update : create;
  const form = useForm<Values, unknown, z.output<typeof cardCreate>>({ resolver: zodResolver(cardCreate), defaultValues: valuesOf(card) });
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(valuesOf(card));
      create.reset();
      update.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = (another: boolean) =>
    form.handleSubmit((body) => {
      const done = () => {
        useSnackbar.getState().show(card ? t('cardForm.saved') : t('cardForm.added'));
        if (another) {
          reset(valuesOf());
          form.setFocus('front.hi');
        } else onClose();
      };
      if (card) update.mutate({ cardId: card.id, body }, { onSuccess: done });
      else create.mutate(body, { onSuccess: done });
    });

  const sideError = (side: 'front' | 'back') => {
    const e = form.formState.errors[side];
    const message = e?.root?.message ?? e?.message;
    return message ? translateMessage(message) : null;
  };
  const input = (lang: 'hi' | 'en') => ({ htmlInput: { lang, maxLength: CARD_TEXT_MAX } });

  return (
    <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="card-form-title">
      <form noValidate onSubmit={save(false)}>
        <DialogTitle id="card-form-title">{card ? t('cardForm.editTitle') : t('cardForm.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mutation.isError && <Alert severity="error">{errorMessage(mutation.error, t('errors.generic'))}</Alert>}
            <Typography variant="body2" color="text.secondary">
              {t('cardForm.hint')}
            </Typography>
            {(['front', 'back'] as const).map((side) => (
              <Stack key={side} component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                  {t(`cardForm.${side}`)}
                </Typography>
                {sideError(side) && (
                  <Alert severity="warning" sx={{ py: 0 }}>
                    {sideError(side)}
                  </Alert>
                )}
                <TextField
                  label={t(`cardForm.${side}Hi`)}
                  {...fieldProps(form, `${side}.hi`)}
                  multiline
                  minRows={2}
                  slotProps={input('hi')}
                  autoFocus={side === 'front'}
                />
                <TextField
                  label={t(`cardForm.${side}En`)}
                  {...fieldProps(form, `${side}.en`)}
                  multiline
                  minRows={2}
                  slotProps={input('en')}
                />
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          {!card && (
            <Button onClick={save(true)} disabled={mutation.isPending}>
              {t('cardForm.addAnother')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {card ? t('cardForm.save') : t('cardForm.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

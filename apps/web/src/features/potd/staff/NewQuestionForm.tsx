import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControlLabel, MenuItem, Radio, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { questionInput, type QuestionInput } from '@pariksha/shared/schemas/question-bank';
import { translateMessage } from '../../../lib/translate-message.ts';
import { TopicFields } from './TopicFields.tsx';

type Values = {
  subject: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  text: { hi: string; en: string };
  options: { hi: string; en: string; isCorrect: boolean }[];
  explanation: { hi: string; en: string };
};

const empty = (): Values => ({
  subject: '',
  topic: '',
  difficulty: 'medium',
  text: { hi: '', en: '' },
  options: Array.from({ length: 4 }, () => ({ hi: '', en: '', isCorrect: false })),
  explanation: { hi: '', en: '' },
});

/** Drops empty languages, so the server stores "missing", never "". */
const compact = <T extends { hi?: string; en?: string }>(b: T): T => ({ ...b, hi: b.hi || undefined, en: b.en || undefined });

type Props = { dateLabel: string; disabled: boolean; pending: boolean; onSubmit: (question: QuestionInput) => Promise<boolean> };

/** A new bilingual question for the day; it is also saved to the organisation's bank. */
export function NewQuestionForm({ dateLabel, disabled, pending, onSubmit }: Props) {
  const { t } = useTranslation('potd');
  const form = useForm<Values, unknown, z.output<typeof questionInput>>({
    resolver: zodResolver(questionInput as never) as never,
    defaultValues: empty(),
  });
  const { errors } = form.formState;
  const options = useWatch({ control: form.control, name: 'options' });
  const subject = useWatch({ control: form.control, name: 'subject' });
  const topic = useWatch({ control: form.control, name: 'topic' });
  const msg = (m: string | undefined) => (m ? translateMessage(m) : undefined);

  const submit = form.handleSubmit(async (values) => {
    const ok = await onSubmit({
      ...values,
      text: compact(values.text),
      explanation: compact(values.explanation),
      options: values.options.map((o) => compact(o)),
    });
    if (ok) form.reset(empty());
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5 }}>
          <TopicFields
            idPrefix="potd-new"
            subject={subject}
            topic={topic}
            onSubject={(v) => form.setValue('subject', v, { shouldValidate: form.formState.isSubmitted })}
            onTopic={(v) => form.setValue('topic', v, { shouldValidate: form.formState.isSubmitted })}
            errors={{ subject: msg(errors.subject?.message), topic: msg(errors.topic?.message) }}
          />
          <Controller
            control={form.control}
            name="difficulty"
            render={({ field }) => (
              <TextField select size="small" label={t('staff.difficulty')} {...field} sx={{ minWidth: 140 }}>
                {(['easy', 'medium', 'hard'] as const).map((d) => (
                  <MenuItem key={d} value={d}>
                    {t(`difficulty.${d}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5 }}>
          <TextField
            {...form.register('text.hi')}
            label={t('staff.questionHi')}
            multiline
            minRows={2}
            fullWidth
            error={!!errors.text}
            lang="hi"
          />
          <TextField
            {...form.register('text.en')}
            label={t('staff.questionEn')}
            multiline
            minRows={2}
            fullWidth
            error={!!errors.text}
            helperText={msg(errors.text?.message ?? errors.text?.root?.message)}
            lang="en"
          />
        </Stack>
        <Box role="radiogroup" aria-label={t('staff.correctOption')}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('staff.correctOption')}
          </Typography>
          <Stack sx={{ gap: 1.5 }}>
            {options.map((o, i) => (
              <Stack key={i} direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1, alignItems: { md: 'center' } }}>
                <FormControlLabel
                  sx={{ m: 0, minWidth: 40 }}
                  control={
                    <Radio
                      checked={o.isCorrect}
                      onChange={() =>
                        options.forEach((_, j) =>
                          form.setValue(`options.${j}.isCorrect`, j === i, { shouldValidate: form.formState.isSubmitted }),
                        )
                      }
                      slotProps={{ input: { 'aria-label': t('staff.markCorrect', { n: i + 1 }) } }}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 700 }}>{i + 1}</Typography>}
                />
                <TextField
                  {...form.register(`options.${i}.hi`)}
                  size="small"
                  fullWidth
                  label={t('staff.optionHi', { n: i + 1 })}
                  error={!!errors.options?.[i]}
                  lang="hi"
                />
                <TextField
                  {...form.register(`options.${i}.en`)}
                  size="small"
                  fullWidth
                  label={t('staff.optionEn', { n: i + 1 })}
                  error={!!errors.options?.[i]}
                  helperText={msg(errors.options?.[i]?.message ?? errors.options?.[i]?.root?.message)}
                  lang="en"
                />
              </Stack>
            ))}
          </Stack>
          {(errors.options?.message || errors.options?.root?.message) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {msg(errors.options?.message ?? errors.options?.root?.message)}
            </Alert>
          )}
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5 }}>
          <TextField {...form.register('explanation.hi')} label={t('staff.explanationHi')} multiline minRows={2} fullWidth lang="hi" />
          <TextField {...form.register('explanation.en')} label={t('staff.explanationEn')} multiline minRows={2} fullWidth lang="en" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
          <Button type="submit" variant="contained" disabled={disabled || pending}>
            {t('staff.saveAndSchedule', { date: dateLabel })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('staff.savedToBank')}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}

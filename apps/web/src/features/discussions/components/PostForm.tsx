import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_TEXT_MAX, codePointLength, discussionText } from '@pariksha/shared/schemas/discussions';
import { MathText } from '../../../components/MathText.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { usePostToDiscussion } from '../api.ts';

const postForm = z.object({ body: discussionText });
type Values = z.input<typeof postForm>;

type Props = {
  examId: string;
  questionId: string;
  /** Present for an answer: the doubt it answers. */
  parentId?: string;
  label: string;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A doubt or an answer: plain text with `$…$` maths, previewed as it will show once it has maths. */
export function PostForm({ examId, questionId, parentId, label, submitLabel, onDone, onCancel, autoFocus }: Props) {
  const { t } = useTranslation('discussions');
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof postForm>>({ resolver: zodResolver(postForm), defaultValues: { body: '' } });
  const send = usePostToDiscussion(examId, questionId);
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const length = codePointLength(body);
  const error = form.formState.errors.body?.message;
  const { ref, ...field } = form.register('body');

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { body: values.body, ...(parentId ? { parentId } : {}) },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          onDone?.();
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
      {send.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(send.error, t('sendFailed'))}
        </Alert>
      )}
      <TextField
        {...field}
        inputRef={ref}
        id={`${id}-body`}
        label={label}
        multiline
        minRows={parentId ? 2 : 3}
        maxRows={12}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(error) || length > DISCUSSION_TEXT_MAX}
        helperText={error ? translateMessage(error) : t('mathHelp')}
        slotProps={{ htmlInput: { 'aria-describedby': `${id}-body-helper-text ${id}-count` } }}
      />
      <Stack direction="row" sx={{ mt: 0.5, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={`${id}-count`}
          variant="caption"
          color={length > DISCUSSION_TEXT_MAX ? 'error' : 'text.secondary'}
          sx={{ mr: 'auto' }}
        >
          {t('count', { count: length, max: DISCUSSION_TEXT_MAX })}
        </Typography>
        {onCancel && (
          <Button onClick={onCancel} disabled={send.isPending}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {submitLabel}
        </Button>
      </Stack>
      {body.includes('$') && (
        <Box sx={{ mt: 1, p: 1.5, borderRadius: '10px', bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('preview')}
          </Typography>
          <MathText text={body} component="div" />
        </Box>
      )}
    </Box>
  );
}

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Grid,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { pdfUploadFields, type PdfUploadFields, type PdfUploadValues } from '@pariksha/shared/schemas/notes';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useUploadPdf } from '../api.ts';
import { subjectOptions, topicOptions } from '../lib/filters.ts';
import { formatBytes, looksLikePdf } from '../lib/text.ts';
import { asLang } from '../../../lib/bilingual.ts';

const EMPTY: PdfUploadFields = { titleHi: '', titleEn: '', subject: '', topic: '', descriptionHi: '', descriptionEn: '' };

/** Staff upload a PDF with its titles, subject, topic and description; progress is shown as it goes. */
export function PdfUploadDialog({ open, maxBytes, onClose }: { open: boolean; maxBytes: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('notes');
  const lang = asLang(i18n.language);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const upload = useUploadPdf();
  const showSnackbar = useSnackbar((s) => s.show);
  const form = useForm<PdfUploadFields, unknown, PdfUploadValues>({ resolver: zodResolver(pdfUploadFields), defaultValues: EMPTY });
  const { control, register, setValue, formState, reset } = form;
  const subject = useWatch({ control, name: 'subject' });
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const errors = formState.errors;
  const message = (e: { message?: unknown } | undefined) => (typeof e?.message === 'string' ? translateMessage(e.message) : undefined);

  const close = () => {
    if (upload.isPending) return;
    reset(EMPTY);
    setFile(null);
    setFileError(null);
    setProgress(0);
    upload.reset();
    onClose();
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > maxBytes) setFileError(t('upload.tooBig', { size: formatBytes(maxBytes, lang) }));
    else if (!(await looksLikePdf(chosen))) setFileError(t('upload.notPdf'));
    else setFileError(null);
    // A title from the file name saves typing; the person can change it.
    if (!form.getValues('titleEn') && !form.getValues('titleHi')) {
      setValue(
        lang === 'hi' ? 'titleHi' : 'titleEn',
        chosen.name
          .replace(/\.pdf$/i, '')
          .replace(/[-_]+/g, ' ')
          .trim()
          .slice(0, 200),
      );
    }
  };

  const submit = form.handleSubmit((values) => {
    if (!file) {
      setFileError(t('upload.chooseFile'));
      return;
    }
    if (fileError) return;
    setProgress(0);
    upload.mutate(
      { file, fields: { ...values, topic: values.topic ?? undefined }, onProgress: setProgress },
      {
        onSuccess: () => {
          showSnackbar(t('upload.done'));
          reset(EMPTY);
          setFile(null);
          setProgress(0);
          onClose();
        },
      },
    );
  });

  const select = (name: 'subject' | 'topic', label: string, options: { value: string; label: string }[]) => {
    const { ref, ...field } = register(name, name === 'subject' ? { onChange: () => setValue('topic', '') } : undefined);
    return (
      <TextField
        select
        fullWidth
        size="small"
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
  const text = (name: keyof PdfUploadFields, label: string, language: 'hi' | 'en', multiline = false) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      {...register(name)}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={!!errors[name]}
      helperText={message(errors[name])}
      slotProps={{ htmlInput: { lang: language, maxLength: multiline ? 1000 : 200 } }}
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="pdf-upload-title">
      <Box component="form" noValidate onSubmit={submit} aria-busy={upload.isPending}>
        <DialogTitle id="pdf-upload-title">{t('upload.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {upload.isError && <Alert severity="error">{errorMessage(upload.error, t('upload.failed'))}</Alert>}
            <Box>
              <input
                ref={inputRef}
                type="file"
                accept="application/pdf,.pdf"
                hidden
                aria-label={t('upload.file')}
                onChange={(e) => {
                  void choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => inputRef.current?.click()}
                disabled={upload.isPending}
              >
                {file ? t('upload.changeFile') : t('upload.chooseFile')}
              </Button>
              <Typography
                variant="body2"
                sx={{ mt: 1, overflowWrap: 'anywhere' }}
                color={file ? 'text.primary' : 'text.secondary'}
                role="status"
              >
                {file ? `${file.name} · ${formatBytes(file.size, lang)}` : t('upload.limit', { size: formatBytes(maxBytes, lang) })}
              </Typography>
              {fileError && <FormHelperText error>{fileError}</FormHelperText>}
            </Box>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{text('titleHi', t('upload.titleHi'), 'hi')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('titleEn', t('upload.titleEn'), 'en')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {select('subject', t('filters.subject'), [{ value: '', label: t('editor.chooseSubject') }, ...subjectOptions(lang)])}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                {select('topic', t('filters.topic'), [{ value: '', label: t('editor.wholeSubject') }, ...topicOptions(subject, lang)])}
              </Grid>
              <Grid size={12}>{text('descriptionHi', t('upload.descriptionHi'), 'hi', true)}</Grid>
              <Grid size={12}>{text('descriptionEn', t('upload.descriptionEn'), 'en', true)}</Grid>
            </Grid>
            {upload.isPending && (
              <Box>
                <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('upload.progress')} />
                <Typography variant="caption" color="text.secondary">
                  {t('upload.percent', { percent: Math.round(progress * 100) })}
                </Typography>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={upload.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

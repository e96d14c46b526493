import { useEffect, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslation } from 'react-i18next';
import { PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { errorMessage } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { uploadOrganizationLogo } from './api.ts';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Checked before uploading so a wrong file costs nothing on a slow connection; the server checks again. */
export function logoProblem(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Upload a PNG, JPEG or WebP image';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'The image must be at most 2 MB';
  return null;
}

type Props = { org: OrganizationDetail; onUploaded: (org: OrganizationSummary) => void };

/** The current logo; a chosen image is previewed first and uploaded only when confirmed. */
export function LogoUploader({ org, onUploaded }: Props) {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const show = useSnackbar((s) => s.show);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadOrganizationLogo(org.id, chosen),
    onSuccess: (saved) => {
      setFile(null);
      onUploaded(saved);
      show(t('logo.uploaded'));
    },
  });

  // Each preview is an object URL: free it when it is replaced or the card goes away.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must fire change again
    if (!chosen) return;
    upload.reset();
    const issue = logoProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
  };

  const shown = preview ?? org.logoUrl;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar
          src={shown ?? undefined}
          alt={preview ? t('logo.previewAlt') : org.logoUrl ? t('logo.currentAlt', { name: org.name }) : undefined}
          variant="rounded"
          sx={{ width: 80, height: 80, bgcolor: 'grey.200', color: 'grey.500', '& img': { objectFit: 'contain' } }}
        >
          <ImageIcon fontSize="large" aria-hidden />
        </Avatar>
        <Typography variant="body2" color="text.secondary">
          {preview ? t('logo.previewHint') : org.logoUrl ? t('logo.current') : t('logo.none')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('logo.rules')}
      </Typography>
      {(problem || upload.isError) && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {problem ? translateMessage(problem) : errorMessage(upload.error, t('common:errors.generic'))}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {file ? (
          <>
            <Button variant="contained" startIcon={<UploadIcon />} disabled={upload.isPending} onClick={() => upload.mutate(file)}>
              {upload.isPending ? t('logo.uploading') : t('logo.upload')}
            </Button>
            <Button disabled={upload.isPending} onClick={() => setFile(null)}>
              {t('common:cancel')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" component="label" startIcon={<ImageIcon />}>
            {t('logo.choose')}
            <input hidden type="file" accept={ACCEPTED.join(',')} onChange={choose} />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

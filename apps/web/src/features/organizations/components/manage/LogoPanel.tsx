import { useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import type { OrganizationMutations } from './use-organization-mutations.ts';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Upload (PNG, JPEG or WebP up to the server's limit) or remove the organisation's logo. */
export function LogoPanel({ org, mutations }: { org: OrganizationDetail; mutations: OrganizationMutations }) {
  const { t } = useTranslation(['organizations', 'common']);
  const show = useSnackbar((s) => s.show);
  const [localError, setLocalError] = useState<string | null>(null);
  const { logo, update } = mutations;
  const busy = logo.isPending || update.isPending;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    // Checked here first so a wrong file costs no upload on a slow connection; the server checks again.
    if (!ACCEPTED.includes(file.type)) return setLocalError(t('logo.wrongType'));
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setLocalError(t('logo.tooLarge'));
    setLocalError(null);
    logo.mutate(file, { onSuccess: () => show(t('logo.uploaded')) });
  };

  const failure = logo.error ?? update.error;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar
          src={org.logoUrl ?? undefined}
          alt={org.logoUrl ? t('logo.current', { name: org.name }) : ''}
          variant="rounded"
          sx={{ width: 96, height: 96, fontSize: 40 }}
        >
          {org.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography variant="body2" color="text.secondary">
          {org.logoUrl ? t('logo.hasLogo') : t('logo.noLogo')}
        </Typography>
      </Box>
      <Typography variant="body2">{t('logo.rules')}</Typography>
      {(localError || failure) && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {localError ?? errorMessage(failure, t('common:errors.generic'))}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component="label" startIcon={<UploadIcon />} disabled={busy}>
          {logo.isPending ? t('logo.uploading') : t('logo.choose')}
          <input hidden type="file" accept={ACCEPTED.join(',')} onChange={onFile} aria-label={t('logo.choose')} />
        </Button>
        {org.logoUrl && (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy}
            onClick={() => update.mutate({ logoUrl: null }, { onSuccess: () => show(t('logo.removed')) })}
          >
            {t('logo.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import { useEffect, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Avatar, Box, Button, CircularProgress, Stack } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslation } from 'react-i18next';
import { AVATAR_COLOR } from '@pariksha/shared/constants';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { initialOf } from '@pariksha/shared/text';
import { errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { removeProfilePicture, uploadProfilePicture } from '../api.ts';
import { PICTURE_TYPES, pictureProblem } from '../profile-rules.ts';

type Props = { me: MeResponse; onUpdated: (me: MeResponse) => void };

/** The avatar with choose -> preview -> upload, and remove. The header avatar follows via the session. */
export function ProfilePictureEditor({ me, onUpdated }: Props) {
  const { t } = useTranslation('profile');
  const [pending, setPending] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  // The preview is a blob URL: free it when it is replaced or the page closes.
  useEffect(() => {
    if (!pending) return setPreview(null);
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const done = (next: MeResponse, message: string) => {
    setPending(null);
    onUpdated(next);
    useSnackbar.getState().show(message);
  };
  const upload = useMutation({ mutationFn: uploadProfilePicture, onSuccess: (next) => done(next, t('picture.uploaded')) });
  const remove = useMutation({ mutationFn: removeProfilePicture, onSuccess: (next) => done(next, t('picture.removed')) });
  const busy = upload.isPending || remove.isPending;
  const failure = upload.error ?? remove.error;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    upload.reset();
    remove.reset();
    const issue = pictureProblem(file);
    setProblem(issue);
    setPending(issue ? null : file);
  };

  const current = me.user.profilePictureUrl && me.user.profilePictureUrl !== brokenUrl ? me.user.profilePictureUrl : null;
  const shown = preview ?? current;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative' }}>
        {shown ? (
          <Avatar
            src={shown}
            alt={preview ? t('picture.previewAlt') : t('picture.alt', { name: me.user.name })}
            sx={{ width: 112, height: 112, border: 3, borderColor: preview ? 'primary.main' : 'background.paper', boxShadow: 2 }}
            slotProps={{ img: { onError: () => !preview && setBrokenUrl(current) } }}
          />
        ) : (
          <Avatar aria-hidden sx={{ width: 112, height: 112, fontSize: 44, bgcolor: AVATAR_COLOR, boxShadow: 2 }}>
            {initialOf(me.user.name)}
          </Avatar>
        )}
        {busy && (
          <CircularProgress size={120} thickness={2} aria-label={t('picture.working')} sx={{ position: 'absolute', top: -4, left: -4 }} />
        )}
      </Box>

      {pending ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
          <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={busy} onClick={() => upload.mutate(pending)}>
            {t('picture.upload')}
          </Button>
          <Button variant="text" disabled={busy} onClick={() => setPending(null)}>
            {t('common:cancel')}
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
          <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />} disabled={busy}>
            {current ? t('picture.change') : t('picture.add')}
            <input hidden type="file" accept={PICTURE_TYPES.join(',')} onChange={choose} aria-label={t('picture.choose')} />
          </Button>
          {me.user.profilePictureUrl && (
            <Button variant="text" color="error" startIcon={<DeleteOutlinedIcon />} disabled={busy} onClick={() => remove.mutate()}>
              {t('picture.remove')}
            </Button>
          )}
        </Stack>
      )}
      {pending && <Box sx={{ typography: 'caption', color: 'text.secondary', textAlign: 'center' }}>{t('picture.previewHint')}</Box>}
      {!pending && !problem && !failure && (
        <Box sx={{ typography: 'caption', color: 'text.secondary', textAlign: 'center' }}>{t('picture.rules')}</Box>
      )}
      {(problem || failure) && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem ? translateMessage(problem) : errorMessage(failure, t('common:errors.generic'))}
        </Alert>
      )}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { MessageAttachment } from '@pariksha/shared/schemas/groups';
import { saveBlob } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { chatKeys, downloadAttachment } from '../api.ts';
import { fileSize } from '../lib/text.ts';

type Props = { groupId: string; attachment: MessageAttachment; senderName: string };

/** An object URL for a Blob, revoked when it is no longer shown. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** An image in the chat: fetched with the token (a plain <img src> would send none), opened full size in a new tab. */
function ImageAttachment({ groupId, attachment, senderName }: Props) {
  const { t } = useTranslation('chat');
  const file = useQuery({
    queryKey: chatKeys.attachment(groupId, attachment.id),
    queryFn: () => downloadAttachment(groupId, attachment.id).then((r) => r.blob),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  const url = useObjectUrl(file.data);
  if (file.isError) {
    return (
      <Typography variant="body2" color="error" sx={{ py: 1 }}>
        {t('message.attachmentError')}
      </Typography>
    );
  }
  if (!url) {
    return (
      <Box
        role="progressbar"
        aria-label={t('message.attachmentLoading')}
        sx={{
          width: 200,
          maxWidth: '100%',
          height: 140,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1.5,
        }}
      >
        <CircularProgress size={24} />
      </Box>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('message.openImage', { name: senderName })}
      sx={{ display: 'block', lineHeight: 0 }}
    >
      <Box
        component="img"
        src={url}
        alt={t('message.image', { name: senderName })}
        sx={{ display: 'block', maxWidth: '100%', width: { xs: 220, sm: 280 }, maxHeight: 280, objectFit: 'cover', borderRadius: 1.5 }}
      />
    </Link>
  );
}

/** A PDF: a button that downloads it (with the token) under a readable name. */
function PdfAttachment({ groupId, attachment, senderName }: Props) {
  const { t, i18n } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const size = fileSize(attachment.sizeBytes, i18n.language);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadAttachment(groupId, attachment.id);
      saveBlob(blob, filename ?? 'attachment.pdf');
    } catch {
      useSnackbar.getState().show(t('message.attachmentError'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void download()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdfOutlinedIcon aria-hidden />}
      aria-label={t('message.downloadPdfLabel', { name: senderName, size })}
      sx={{ bgcolor: 'background.paper', textTransform: 'none', minHeight: 40 }}
    >
      {t('message.downloadPdf', { size })}
    </Button>
  );
}

export function AttachmentView(props: Props) {
  return (
    <Box sx={{ mb: 0.5 }}>
      {props.attachment.mimeType === 'application/pdf' ? <PdfAttachment {...props} /> : <ImageAttachment {...props} />}
    </Box>
  );
}

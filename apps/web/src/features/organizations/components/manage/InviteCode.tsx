import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../../lib/snackbar.ts';

/** The code students type at sign-up, with a copy button for sharing it on WhatsApp. */
export function InviteCode({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation('organizations');
  const show = useSnackbar((s) => s.show);
  if (!code) return <Typography variant="body2">{t('list.none')}</Typography>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      show(t('list.inviteCopied', { code }));
    } catch {
      show(t('list.inviteCopyFailed'), 'warning');
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {code}
      </Typography>
      <Tooltip title={t('list.copyInvite')}>
        <IconButton size="small" onClick={() => void copy()} aria-label={t('list.copyInviteFor', { code })}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

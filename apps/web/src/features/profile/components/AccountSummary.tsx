import { useState } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { capitalizeWords } from '@pariksha/shared/text';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { isStaffUser, roleKey } from '../profile-rules.ts';

/** Who the person is and where: name, username, email, role and organisation (read-only). */
export function AccountSummary({ me }: { me: MeResponse }) {
  const { t } = useTranslation('profile');
  const { user, organization } = me;
  const [copied, setCopied] = useState(false);
  const inviteCode = isStaffUser(user) ? organization.inviteCode : null;

  const copy = async () => {
    if (!inviteCode) return;
    try {
      await navigator.clipboard.writeText(inviteCode);
      setCopied(true);
      useSnackbar.getState().show(t('summary.copied'));
    } catch {
      useSnackbar.getState().show(t('summary.copyFailed'), 'warning');
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', minWidth: 0, width: '100%' }}>
      <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {capitalizeWords(user.name, t('common:header.defaultUser'))}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{user.username}
        </Typography>
      </Box>
      <Chip icon={<VerifiedUserOutlinedIcon />} label={t(`role.${roleKey(user)}`)} color="primary" variant="outlined" />
      <Stack spacing={1} sx={{ width: '100%', pt: 1 }}>
        {/* An account made with a mobile number only has no email. */}
        {user.email && <Row icon={<EmailOutlinedIcon fontSize="small" />} label={t('summary.email')} value={user.email} />}
        <Row icon={<ApartmentIcon fontSize="small" />} label={t('summary.organization')} value={organization.name} />
      </Stack>
      {inviteCode && (
        <Box sx={{ width: '100%', mt: 1, p: 1.5, borderRadius: 2, bgcolor: '#e8f2fd', textAlign: 'left' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('summary.inviteCode')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 700, letterSpacing: 2, overflowWrap: 'anywhere' }}>
              {inviteCode}
            </Typography>
            <Tooltip title={copied ? t('summary.copied') : t('summary.copy')}>
              <IconButton onClick={copy} aria-label={t('summary.copy')} size="small">
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('summary.inviteHint')}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, textAlign: 'left', color: 'text.secondary' }}>
      <Box sx={{ pt: '2px', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p">
          {label}
        </Typography>
        <Typography variant="body2" color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    </Box>
  );
}

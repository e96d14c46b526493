import { Box, Button, Divider, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useProductName } from '../../../../lib/product.ts';
import { paths } from '../../../../app/paths.ts';

/** The sign-up page fills the invite code in from ?invite=, so the link alone is enough to join. */
export const joinLink = (code: string, origin = window.location.origin) => `${origin}${paths.signUp}?invite=${encodeURIComponent(code)}`;

/** Invite code with copy buttons, the join link, member count and admins. */
export function InviteCard({ org }: { org: OrganizationDetail }) {
  const { t } = useTranslation('orgDashboard');
  const show = useSnackbar((s) => s.show);
  const product = useProductName();
  const code = org.inviteCode;

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      show(done);
    } catch {
      show(t('invite.copyFailed'), 'warning');
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('invite.members')}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {org.memberCount.toLocaleString()}
        </Typography>
      </Box>
      <Divider />
      {code ? (
        <>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('invite.code')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 2, overflowWrap: 'anywhere' }}
              >
                {code}
              </Typography>
              <Tooltip title={t('invite.copyCode')}>
                <IconButton onClick={() => void copy(code, t('invite.codeCopied'))} aria-label={t('invite.copyCode')}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Box>
          <Typography variant="body2">{t('invite.howTo', { name: org.name })}</Typography>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('invite.joinLink')}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {joinLink(code)}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<ShareIcon />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              void copy(t('invite.message', { name: org.name, product, link: joinLink(code), code }), t('invite.messageCopied'))
            }
          >
            {t('invite.copyMessage')}
          </Button>
        </>
      ) : (
        <Typography variant="body2">{t('invite.noCode')}</Typography>
      )}
      {org.admins.length > 0 && (
        <>
          <Divider />
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('invite.admins')}
            </Typography>
            <List dense disablePadding>
              {org.admins.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <ListItemText primary={a.name} secondary={a.email} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItem>
              ))}
            </List>
          </Box>
        </>
      )}
    </Stack>
  );
}

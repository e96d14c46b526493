import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { paths } from '../../../app/paths.ts';
import { PrintArea } from './PrintArea.tsx';

/** The sign-up page fills the invite code in from ?invite=, so scanning the code is enough to join. */
export const inviteLink = (code: string, origin = window.location.origin) => `${origin}${paths.signUp}?invite=${encodeURIComponent(code)}`;

type Props = { open: boolean; onClose: () => void; organizationName: string; code: string | null };

/** The organisation's invite code and link as a QR code, printable for the classroom wall. */
export function InviteQrDialog({ open, onClose, organizationName, code }: Props) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [svg, setSvg] = useState<string | null>(null);
  const link = code ? inviteLink(code) : null;

  useEffect(() => {
    if (!open || !link) return;
    let live = true;
    void QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [open, link]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="invite-qr-title">
      <DialogTitle id="invite-qr-title">{t('invite.title')}</DialogTitle>
      <DialogContent>
        {!code ? (
          <Typography>{t('invite.noCode')}</Typography>
        ) : (
          <PrintArea>
            <Box sx={{ textAlign: 'center' }}>
              <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
                {t('invite.join', { name: organizationName })}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('invite.scan')}
              </Typography>
              {svg ? (
                <Box
                  component="img"
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
                  alt={t('invite.qrAlt', { name: organizationName })}
                  sx={{ width: { xs: 220, sm: 280 }, height: { xs: 220, sm: 280 }, '@media print': { width: '10cm', height: '10cm' } }}
                />
              ) : (
                <Skeleton variant="rectangular" sx={{ width: 220, height: 220, mx: 'auto' }} aria-label={t('invite.loading')} />
              )}
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('invite.code')}
              </Typography>
              <Typography component="p" variant="h4" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 3 }}>
                {code}
              </Typography>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mt: 1 }}>
                {link}
              </Typography>
            </Box>
          </PrintArea>
        )}
      </DialogContent>
      <DialogActions>
        {code && (
          <Button startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
            {t('invite.print')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@pariksha/shared/schemas/payments';
import { GstSummary } from './GstSummary.tsx';

/**
 * A GST receipt (tax invoice), printable: printing shows only the receipt (the rest of the
 * page is hidden by the print rule below), in the page's language.
 */
export function ReceiptDialog({ receipt, onClose }: { receipt: Receipt | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  if (!receipt) return null;
  const date = new Date(receipt.issuedAt).toLocaleDateString(i18n.language === 'en' ? 'en-IN' : 'hi-IN');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receipt-title">
      <DialogTitle id="receipt-title">{t('receipts.heading')}</DialogTitle>
      <DialogContent>
        <Box
          className="receipt-print"
          sx={{
            '@media print': { position: 'fixed', inset: 0, bgcolor: 'white', p: 4, zIndex: 99999 },
          }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, display: 'none', '@media print': { display: 'block' } }}>
            {t('receipts.heading')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Box>
              <Typography variant="overline">{t('receipts.seller')}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{receipt.seller.name}</Typography>
              {receipt.seller.address && <Typography variant="body2">{receipt.seller.address}</Typography>}
              {receipt.seller.gstin && (
                <Typography variant="body2">
                  {t('receipts.gstin')}: {receipt.seller.gstin}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography variant="body2">
                {t('receipts.invoiceNo')}: <strong>{receipt.invoiceNumber}</strong>
              </Typography>
              <Typography variant="body2">
                {t('receipts.date')}: {date}
              </Typography>
              <Typography variant="overline" component="p" sx={{ mt: 1 }}>
                {t('receipts.buyer')}
              </Typography>
              <Typography variant="body2">{receipt.buyer.name}</Typography>
              <Typography variant="body2">{receipt.buyer.email}</Typography>
            </Box>
          </Stack>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('receipts.sac')}: {receipt.sac}
          </Typography>
          <GstSummary planName={receipt.planName} gst={receipt} rateBps={receipt.gstRateBps} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('receipts.note')}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ '@media print': { display: 'none' } }}>
        <Button onClick={onClose}>{t('receipts.close')}</Button>
        <Button variant="contained" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
          {t('receipts.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

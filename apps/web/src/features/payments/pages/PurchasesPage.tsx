import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import type { Payment, Receipt } from '@pariksha/shared/schemas/payments';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useMyPayments } from '../api.ts';
import { ReceiptDialog } from '../components/ReceiptDialog.tsx';
import { rupees } from '../components/money.ts';

const statusColor = { created: 'default', paid: 'success', failed: 'error', refunded: 'warning' } as const;

/** /purchases: the caller's payments, newest first, each paid one with its printable GST receipt. */
export function PurchasesPage() {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const payments = useMyPayments();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'en' ? 'en-IN' : 'hi-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const card = (p: Payment) => (
    <Card key={p.id} variant="outlined" component="article" aria-label={pickText(p.planName, lang)} sx={{ borderRadius: '16px' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {pickText(p.planName, lang)}
          </Typography>
          <Chip size="small" color={statusColor[p.status]} label={t(`receipts.status.${p.status}`)} />
        </Stack>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{rupees(p.amountPaise, lang)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {date(p.paidAt ?? p.createdAt)}
          {p.receipt ? ` · ${p.receipt.invoiceNumber}` : ''}
        </Typography>
        {p.failureReason && p.status === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {p.failureReason}
          </Typography>
        )}
        {p.refundedPaise > 0 && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('receipts.refunded', { amount: rupees(p.refundedPaise, lang) })}
          </Typography>
        )}
      </CardContent>
      {p.receipt && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button size="small" variant="outlined" startIcon={<ReceiptLongOutlinedIcon aria-hidden />} onClick={() => setReceipt(p.receipt)}>
            {t('receipts.view')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
  return (
    <PageFrame title={t('receipts.title')} back={{ to: paths.pricing, label: t('purchase.back') }} maxWidth={800}>
      <QueryState query={payments} loading={<Skeleton variant="rounded" height={160} />}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState
              icon={<ReceiptLongOutlinedIcon />}
              title={t('receipts.empty')}
              body={t('receipts.emptyBody')}
              action={
                <Button component={RouterLink} to={paths.pricing} variant="contained">
                  {t('purchase.toPricing')}
                </Button>
              }
            />
          ) : (
            <Stack spacing={1.5}>{data.data.map(card)}</Stack>
          )
        }
      </QueryState>
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
    </PageFrame>
  );
}

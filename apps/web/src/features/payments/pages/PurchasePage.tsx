import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useTranslation } from 'react-i18next';
import type { OrderCreated, Plan, Receipt, VerifyResult } from '@pariksha/shared/schemas/payments';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import {
  completeTestOrder,
  createOrder,
  failTestOrder,
  usePlans,
  useRefreshOwned,
  verifyPayment,
  type SelectedSubscription,
} from '../api.ts';
import { GstSummary } from '../components/GstSummary.tsx';
import { ReceiptDialog } from '../components/ReceiptDialog.tsx';
import { rupees } from '../components/money.ts';
import { openCheckout } from '../components/razorpay.ts';

type Outcome = { kind: 'paid'; result: VerifyResult } | { kind: 'failed'; message: string } | null;

/**
 * /purchase: the chosen plan's order summary with GST, then Razorpay Checkout, or the clearly
 * labelled test checkout when the server has no payment keys. Nothing is granted here: the
 * server verifies the payment's signature (or its webhook) first.
 */
export function PurchasePage() {
  const { t } = useTranslation('payments');
  const plans = usePlans(true);
  // Read once: the key is removed after a successful payment, while this page still shows its result.
  const [selected] = useState(() => storage.getJson<SelectedSubscription>('selectedSubscription'));
  return (
    <PageFrame title={t('purchase.title')} back={{ to: paths.pricing, label: t('purchase.back') }} maxWidth={720}>
      <QueryState query={plans} loading={<Skeleton variant="rounded" height={280} />}>
        {(data) => {
          const plan = data.data.find((p) => p.id === selected?.planId);
          if (!plan)
            return (
              <EmptyState
                icon={<ShoppingCartOutlinedIcon />}
                title={t('purchase.none')}
                body={t('purchase.noneBody')}
                action={
                  <Button component={RouterLink} to={paths.pricing} variant="contained">
                    {t('purchase.toPricing')}
                  </Button>
                }
              />
            );
          return <Checkout plan={plan} />;
        }}
      </QueryState>
    </PageFrame>
  );
}

function Checkout({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const refresh = useRefreshOwned();
  const userName = useSession((s) => s.userName);
  const [order, setOrder] = useState<OrderCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const paid = (result: VerifyResult) => {
    setOutcome({ kind: 'paid', result });
    setOrder(null);
    storage.remove('selectedSubscription');
    refresh();
  };
  const failed = (message: string) => {
    setOutcome({ kind: 'failed', message });
    setOrder(null);
    refresh();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      failed(errorMessage(err, t('purchase.failed')));
    } finally {
      setBusy(false);
    }
  };

  const pay = () =>
    run(async () => {
      setOutcome(null);
      const created = await createOrder(plan.id);
      if (created.provider === 'test') {
        setOrder(created);
        return;
      }
      const result = await openCheckout({
        key: created.keyId!,
        amount: created.amount,
        currency: created.currency,
        order_id: created.orderId,
        name: plan.organizationName,
        description: pickText(plan.name, lang),
        prefill: { name: userName ?? undefined },
      }).catch(() => ({ kind: 'error' as const }));
      if (result.kind === 'paid') paid(await verifyPayment(result));
      else if (result.kind === 'failed') failed(t('purchase.failed'));
      else if (result.kind === 'dismissed') setOutcome({ kind: 'failed', message: t('purchase.cancelled') });
      else failed(t('purchase.checkoutError'));
    });
  const completeTest = () => run(async () => paid(await verifyPayment(await completeTestOrder(order!.orderId))));
  const failTest = () =>
    run(async () => {
      await failTestOrder(order!.orderId);
      failed(t('purchase.failed'));
    });

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }} component="section" aria-labelledby="summary-title">
        <Typography id="summary-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('purchase.summary')}
        </Typography>
        <GstSummary planName={plan.name} gst={plan.gst} rateBps={plan.gstRateBps} />
        {plan.mine?.active && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('purchase.alreadyActive')}
          </Alert>
        )}
        {!order && outcome?.kind !== 'paid' && (
          <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={pay} disabled={busy}>
            {t('purchase.pay', { amount: rupees(plan.gst.totalPaise, lang) })}
          </Button>
        )}
      </Paper>

      {order?.provider === 'test' && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="test-checkout-title"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', borderColor: 'warning.main', borderWidth: 2, borderStyle: 'dashed' }}
        >
          <Chip
            icon={<ScienceOutlinedIcon aria-hidden />}
            label={t('purchase.testBadge')}
            color="warning"
            // Dark text on the orange: white on it is 3.1:1, below WCAG AA.
            sx={{ fontWeight: 700, color: 'rgba(0, 0, 0, 0.87)', '& .MuiChip-icon': { color: 'inherit' } }}
          />
          <Typography id="test-checkout-title" component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            {t('purchase.testTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('purchase.testBody')}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 700 }}>{rupees(order.amount, lang)}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" color="success" onClick={completeTest} disabled={busy}>
              {t('purchase.complete')}
            </Button>
            <Button variant="outlined" color="error" onClick={failTest} disabled={busy}>
              {t('purchase.fail')}
            </Button>
          </Stack>
        </Paper>
      )}

      <Box aria-live="polite">
        {busy && <Alert severity="info">{t('purchase.verifying')}</Alert>}
        {outcome?.kind === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
        {outcome?.kind === 'paid' && (
          <Alert
            severity="success"
            action={
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {outcome.result.payment.receipt && (
                  <Button color="inherit" size="small" onClick={() => setReceipt(outcome.result.payment.receipt)}>
                    {t('purchase.receipt')}
                  </Button>
                )}
                <Button color="inherit" size="small" component={RouterLink} to={paths.exams}>
                  {t('purchase.openTests')}
                </Button>
              </Stack>
            }
          >
            {t('purchase.success')}
          </Alert>
        )}
      </Box>
      <ReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} />
    </Stack>
  );
}

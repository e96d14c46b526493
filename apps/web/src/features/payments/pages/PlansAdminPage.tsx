import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import type { BillingProfile, Plan } from '@pariksha/shared/schemas/payments';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useAuth } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useBillingProfile, usePlans, useRefund, useRetirePlan, useRevenue, useSaveBillingProfile, useUpdatePlan } from '../api.ts';
import { PlanDialog } from '../components/PlanDialog.tsx';
import { rupees } from '../components/money.ts';

/**
 * /organization/plans (admins): the organisation's plans (a superAdmin's are the platform's),
 * its payments with revenue by month and refunds, and the seller details printed on receipts.
 */
export function PlansAdminPage() {
  const { t } = useTranslation('payments');
  const [tab, setTab] = useState(0);
  return (
    <PageFrame title={t('admin.title')} back={{ to: paths.organizationAdminDashboard, label: t('admin.back') }}>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        aria-label={t('admin.title')}
        variant="scrollable"
        // primary.main on the page's grey background is 4.3:1; the darker shade passes 4.5:1.
        sx={{ mb: 2, '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
      >
        <Tab label={t('admin.plans')} id="tab-plans" aria-controls="panel-plans" />
        <Tab label={t('admin.payments')} id="tab-payments" aria-controls="panel-payments" />
        <Tab label={t('admin.billing')} id="tab-billing" aria-controls="panel-billing" />
      </Tabs>
      <Box
        role="tabpanel"
        id={['panel-plans', 'panel-payments', 'panel-billing'][tab]}
        aria-labelledby={['tab-plans', 'tab-payments', 'tab-billing'][tab]}
      >
        {tab === 0 && <PlansTab />}
        {tab === 1 && <PaymentsTab />}
        {tab === 2 && <BillingTab />}
      </Box>
    </PageFrame>
  );
}

function PlansTab() {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const { claims, isSuperAdmin } = useAuth();
  const plans = usePlans(true, true);
  const retire = useRetirePlan();
  const update = useUpdatePlan();
  const notify = useSnackbar((s) => s.show);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [retiring, setRetiring] = useState<Plan | null>(null);
  const own = (p: Plan) => p.organizationId === claims?.organizationId || (isSuperAdmin && p.platform);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {t('admin.newPlan')}
      </Button>
      <QueryState query={plans} loading={<Skeleton variant="rounded" height={200} />}>
        {(data) => {
          const mine = data.data.filter(own);
          if (!mine.length) return <EmptyState icon={<SellOutlinedIcon />} title={t('admin.noPlans')} body={t('admin.noPlansBody')} />;
          return (
            <Grid container spacing={2}>
              {mine.map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Card
                    variant="outlined"
                    component="article"
                    aria-label={pickText(p.name, lang)}
                    sx={{ borderRadius: '16px', height: '100%' }}
                  >
                    <CardContent>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                          {pickText(p.name, lang)}
                        </Typography>
                        {p.retired && <Chip size="small" label={t('admin.retired')} />}
                      </Stack>
                      <Typography sx={{ fontWeight: 700 }}>
                        {rupees(p.pricePaise, lang)} {t(`period.${p.period}`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {p.unlocks.all
                          ? t('pricing.unlocksAll')
                          : t('pricing.unlocksSome', {
                              count: p.unlocks.examIds.length + p.unlocks.noteIds.length + p.unlocks.pdfIds.length,
                            })}
                      </Typography>
                    </CardContent>
                    <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
                      <Button size="small" onClick={() => setEditing(p)}>
                        {t('admin.editPlan')}
                      </Button>
                      {p.retired ? (
                        <Button size="small" onClick={() => update.mutate({ id: p.id, body: { retired: false } })}>
                          {t('admin.reactivate')}
                        </Button>
                      ) : (
                        <Button size="small" color="error" onClick={() => setRetiring(p)}>
                          {t('admin.retire')}
                        </Button>
                      )}
                    </CardActions>
                  </Card>
                </Grid>
              ))}
            </Grid>
          );
        }}
      </QueryState>
      {editing && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(t('admin.saved'), 'success');
          }}
        />
      )}
      <ConfirmDialog
        open={!!retiring}
        title={t('admin.retire')}
        body={t('admin.retireConfirm')}
        confirmLabel={t('admin.retire')}
        onClose={() => setRetiring(null)}
        onConfirm={() => {
          if (retiring) retire.mutate(retiring.id);
          setRetiring(null);
        }}
      />
    </>
  );
}

function PaymentsTab() {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const revenue = useRevenue();
  const refund = useRefund();
  const notify = useSnackbar((s) => s.show);
  const [refunding, setRefunding] = useState<string | null>(null);
  return (
    <QueryState query={revenue} loading={<Skeleton variant="rounded" height={200} />}>
      {(data) => (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ borderRadius: '16px' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, p: 2, pb: 0 }}>
              {t('admin.revenue')}
            </Typography>
            {/* Focusable so keyboard users can scroll the table at 360px (axe: scrollable-region-focusable). */}
            <TableContainer tabIndex={0} role="region" aria-label={t('admin.revenue')}>
              <Table size="small" aria-label={t('admin.revenue')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('admin.month')}</TableCell>
                    <TableCell align="right">{t('admin.gross')}</TableCell>
                    <TableCell align="right">{t('admin.refundedCol')}</TableCell>
                    <TableCell align="right">{t('admin.count')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.months.map((m) => (
                    <TableRow key={m.month}>
                      <TableCell>{m.month}</TableCell>
                      <TableCell align="right">{rupees(m.grossPaise, lang)}</TableCell>
                      <TableCell align="right">{rupees(m.refundedPaise, lang)}</TableCell>
                      <TableCell align="right">{m.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
          {data.payments.length === 0 ? (
            <Alert severity="info">{t('admin.noPayments')}</Alert>
          ) : (
            data.payments.map((p) => (
              <Card key={p.id} variant="outlined" sx={{ borderRadius: '12px' }}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {p.buyer?.name} · {pickText(p.planName, lang)}
                    </Typography>
                    <Chip size="small" label={t(`receipts.status.${p.status}`)} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {rupees(p.amountPaise, lang)} · {new Date(p.createdAt).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN')}
                    {p.receipt ? ` · ${p.receipt.invoiceNumber}` : ''}
                  </Typography>
                </CardContent>
                {p.status === 'paid' && (
                  <CardActions sx={{ px: 2, pt: 0 }}>
                    <Button size="small" color="error" onClick={() => setRefunding(p.id)}>
                      {t('admin.refund')}
                    </Button>
                  </CardActions>
                )}
              </Card>
            ))
          )}
          <ConfirmDialog
            open={!!refunding}
            title={t('admin.refund')}
            body={t('admin.refundConfirm')}
            confirmLabel={t('admin.refund')}
            onClose={() => setRefunding(null)}
            onConfirm={() => {
              const id = refunding!;
              setRefunding(null);
              refund.mutate(id, {
                onSuccess: () => notify(t('admin.refundDone'), 'success'),
                onError: (err) => notify(errorMessage(err, t('purchase.failed')), 'error'),
              });
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function BillingTab() {
  const billing = useBillingProfile();
  return (
    <QueryState query={billing} loading={<Skeleton variant="rounded" height={200} />}>
      {(data) => <BillingForm initial={data} />}
    </QueryState>
  );
}

function BillingForm({ initial }: { initial: BillingProfile }) {
  const { t } = useTranslation('payments');
  const save = useSaveBillingProfile();
  const notify = useSnackbar((s) => s.show);
  const [form, setForm] = useState({
    legalName: initial.legalName ?? '',
    address: initial.address ?? '',
    gstin: initial.gstin ?? '',
    stateCode: initial.stateCode ?? '',
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = () =>
    save.mutate(
      {
        legalName: form.legalName.trim() || null,
        address: form.address.trim() || null,
        gstin: form.gstin.trim() || null,
        stateCode: form.stateCode.trim() || null,
      },
      { onSuccess: () => notify(t('admin.billingSaved'), 'success') },
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', maxWidth: 600 }}>
      <Stack spacing={2}>
        {save.isError && <Alert severity="error">{errorMessage(save.error, t('purchase.failed'))}</Alert>}
        <TextField label={t('admin.legalName')} value={form.legalName} onChange={set('legalName')} />
        <TextField label={t('admin.address')} value={form.address} onChange={set('address')} multiline minRows={2} />
        <TextField label={t('admin.gstin')} value={form.gstin} onChange={set('gstin')} />
        <TextField
          label={t('admin.stateCode')}
          value={form.stateCode}
          onChange={set('stateCode')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {t('admin.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

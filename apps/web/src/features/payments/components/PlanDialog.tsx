import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GST_RATES_BPS, PLAN_PERIODS, type Plan, type PlanCreate } from '@pariksha/shared/schemas/payments';
import { errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useAuth } from '../../../lib/session.ts';
import { useCreatePlan, usePaidExams, useUpdatePlan } from '../api.ts';
import { ContentPicker } from './ContentPicker.tsx';

type Props = { plan: Plan | null; onClose: () => void; onSaved: () => void };

/** Create or edit a plan: bilingual name and description, price, period, trial, GST and what it unlocks. */
export function PlanDialog({ plan, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('payments');
  const { isSuperAdmin, claims } = useAuth();
  const exams = usePaidExams();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [form, setForm] = useState({
    nameHi: plan?.name.hi ?? '',
    nameEn: plan?.name.en ?? '',
    descriptionHi: plan?.description.hi ?? '',
    descriptionEn: plan?.description.en ?? '',
    price: plan ? String(plan.pricePaise / 100) : '',
    period: plan?.period ?? 'monthly',
    trialDays: String(plan?.trialDays ?? 0),
    gstRateBps: plan?.gstRateBps ?? 1800,
    gstInclusive: plan?.gstInclusive ?? true,
    all: plan?.unlocks.all ?? false,
    examIds: plan?.unlocks.examIds ?? [],
    noteIds: plan?.unlocks.noteIds ?? [],
    pdfIds: plan?.unlocks.pdfIds ?? [],
    platform: plan?.platform ?? false,
  });
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  // Only the plan's own organisation's paid series can be unlocked by it.
  const owner = form.platform ? '00000000-0000-4000-8000-000000000001' : claims?.organizationId;
  const paidExams = (exams.data?.data ?? []).filter((e) => e.organizationId === owner);

  const save = async () => {
    setError(null);
    const body: PlanCreate = {
      name: { hi: form.nameHi.trim() || undefined, en: form.nameEn.trim() || undefined },
      description: { hi: form.descriptionHi.trim() || undefined, en: form.descriptionEn.trim() || undefined },
      pricePaise: Math.round(Number(form.price) * 100),
      period: form.period,
      trialDays: Number(form.trialDays) || 0,
      gstRateBps: form.gstRateBps,
      gstInclusive: form.gstInclusive,
      unlocks: {
        all: form.all,
        examIds: form.all ? [] : form.examIds,
        noteIds: form.all ? [] : form.noteIds,
        pdfIds: form.all ? [] : form.pdfIds,
      },
      platform: form.platform,
    };
    try {
      if (plan) {
        const { platform: _platform, ...rest } = body;
        await update.mutateAsync({ id: plan.id, body: rest });
      } else await create.mutateAsync(body);
      onSaved();
    } catch (err) {
      setError(errorMessage(err, t('purchase.failed')));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <DialogTitle id="plan-dialog-title">{plan ? t('admin.editPlan') : t('admin.newPlan')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t('admin.nameHi')} value={form.nameHi} onChange={(e) => set('nameHi', e.target.value)} />
          <TextField label={t('admin.nameEn')} value={form.nameEn} onChange={(e) => set('nameEn', e.target.value)} />
          <TextField
            label={t('admin.descriptionHi')}
            value={form.descriptionHi}
            onChange={(e) => set('descriptionHi', e.target.value)}
            multiline
            minRows={2}
          />
          <TextField
            label={t('admin.descriptionEn')}
            value={form.descriptionEn}
            onChange={(e) => set('descriptionEn', e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('admin.price')}
              value={form.price}
              onChange={(e) => set('price', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
            <TextField
              select
              label={t('admin.period')}
              value={form.period}
              onChange={(e) => set('period', e.target.value as typeof form.period)}
              fullWidth
            >
              {PLAN_PERIODS.map((p) => (
                <MenuItem key={p} value={p}>
                  {t(`period.${p}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('admin.trialDays')}
              value={form.trialDays}
              onChange={(e) => set('trialDays', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              select
              label={t('admin.gstRate')}
              value={form.gstRateBps}
              onChange={(e) => set('gstRateBps', Number(e.target.value))}
              fullWidth
            >
              {GST_RATES_BPS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r / 100}%
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormControlLabel
            control={<Switch checked={form.gstInclusive} onChange={(e) => set('gstInclusive', e.target.checked)} />}
            label={t('admin.gstInclusive')}
          />
          {isSuperAdmin && !plan && (
            <FormControlLabel
              control={<Switch checked={form.platform} onChange={(e) => set('platform', e.target.checked)} />}
              label={t('admin.platformPlan')}
            />
          )}
          <FormControlLabel
            control={<Switch checked={form.all} onChange={(e) => set('all', e.target.checked)} />}
            label={t('admin.unlocksAll')}
          />
          {!form.all && (
            <FormGroup>
              <FormLabel component="legend">{t('admin.unlocksExams')}</FormLabel>
              {paidExams.length === 0 && <Typography color="text.secondary">{t('admin.noPaidExams')}</Typography>}
              {paidExams.map((e) => (
                <FormControlLabel
                  key={e.id}
                  control={
                    <Checkbox
                      checked={form.examIds.includes(e.id)}
                      onChange={(ev) =>
                        set('examIds', ev.target.checked ? [...form.examIds, e.id] : form.examIds.filter((id) => id !== e.id))
                      }
                    />
                  }
                  label={pickText(e.title, i18n.language)}
                />
              ))}
            </FormGroup>
          )}
          {!form.all && (
            <ContentPicker
              kind="notes"
              organizationId={owner}
              value={form.noteIds}
              onChange={(ids) => set('noteIds', ids)}
              label={t('admin.unlocksNotes')}
            />
          )}
          {!form.all && (
            <ContentPicker
              kind="pdfs"
              organizationId={owner}
              value={form.pdfIds}
              onChange={(ids) => set('pdfIds', ids)}
              label={t('admin.unlocksPdfs')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={create.isPending || update.isPending}>
          {t('admin.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@pariksha/shared/schemas/payments';
import { pickText } from '../../../lib/bilingual.ts';
import { rupees, ratePercent } from './money.ts';

type Props = { plan: Plan; onChoose: (plan: Plan) => void; onTrial?: (plan: Plan) => void; busy?: boolean };

/** One plan on /pricing: its price and period, GST, what it unlocks, and the buttons. */
export function PlanCard({ plan, onChoose, onTrial, busy }: Props) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const name = pickText(plan.name, lang);
  const description = pickText(plan.description, lang);
  const mine = plan.mine;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: '16px' }}
      component="article"
      aria-label={name}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            data-plan="kind"
            label={plan.platform ? t('pricing.platform') : t('pricing.institute', { name: plan.organizationName })}
          />
          {mine?.active && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon aria-hidden />}
              label={
                mine.activeUntil
                  ? t('pricing.activeUntil', { date: new Date(mine.activeUntil).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN') })
                  : t('pricing.activeForever')
              }
            />
          )}
        </Stack>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} data-plan="name">
          {name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 800 }} data-plan="price">
            {rupees(plan.pricePaise, lang)}
          </Typography>
          <Typography color="text.secondary" data-plan="period">
            {t(`period.${plan.period}`)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" data-plan="gst">
          {plan.gstInclusive
            ? t('pricing.includesGst', { rate: ratePercent(plan.gstRateBps) })
            : t('pricing.plusGst', { rate: ratePercent(plan.gstRateBps), total: rupees(plan.gst.totalPaise, lang) })}
        </Typography>
        {description && (
          <Typography sx={{ mt: 1.5 }} data-plan="description">
            {description}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }} data-plan="unlocks">
          {plan.unlocks.all
            ? t('pricing.unlocksAll')
            : t('pricing.unlocksSome', { count: plan.unlocks.examIds.length + plan.unlocks.noteIds.length + plan.unlocks.pdfIds.length })}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <Button variant="contained" onClick={() => onChoose(plan)} disabled={busy} data-plan="choose">
          {t('pricing.choose', { name })}
        </Button>
        {onTrial && plan.trialDays > 0 && !mine?.trialUsed && !mine?.active && (
          <Button variant="outlined" onClick={() => onTrial(plan)} disabled={busy} sx={{ ml: '0 !important' }}>
            {t('pricing.trial', { days: plan.trialDays })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

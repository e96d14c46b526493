import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Bilingual } from '@pariksha/shared/schemas/exams';
import { pickText } from '../../../lib/bilingual.ts';
import { rupees, ratePercent } from './money.ts';

type Lines = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Stack>
  );
}

/** The plan, taxable value, the GST split and the total: on /purchase and on every receipt. */
export function GstSummary({ planName, gst, rateBps }: { planName: Bilingual; gst: Lines; rateBps: number }) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const half = ratePercent(rateBps / 2);
  return (
    <Box>
      <Row label={t('purchase.plan')} value={pickText(planName, lang)} />
      <Divider sx={{ my: 1 }} />
      <Row label={t('purchase.taxable')} value={rupees(gst.taxablePaise, lang)} />
      {gst.igstPaise > 0 ? (
        <Row label={t('purchase.igst', { rate: ratePercent(rateBps) })} value={rupees(gst.igstPaise, lang)} />
      ) : (
        <>
          <Row label={t('purchase.cgst', { rate: half })} value={rupees(gst.cgstPaise, lang)} />
          <Row label={t('purchase.sgst', { rate: half })} value={rupees(gst.sgstPaise, lang)} />
        </>
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={t('purchase.total')} value={rupees(gst.totalPaise, lang)} strong />
    </Box>
  );
}

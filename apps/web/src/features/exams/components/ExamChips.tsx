import { Chip, Stack } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { ExamKind, ExamSummary } from '@pariksha/shared/schemas/exams';
import { formatRupees } from '@pariksha/shared/payments/gst';
import { asLang } from '../../../lib/bilingual.ts';
import { usePaidSeriesPrice } from '../api.ts';

/** Dark amber text on the outlined paid chip: the theme's warning orange on white is only 3:1 (WCAG AA needs 4.5:1). */
const PAID_SX = { color: '#8a3c00', borderColor: '#ed6c02', '& .MuiChip-icon': { color: '#8a3c00' } };

const KIND_COLOR: Record<ExamKind, 'success' | 'error' | 'primary'> = { practice: 'success', live: 'error', mock: 'primary' };

/** Kind, free or paid, and the languages of a test series. */
export function ExamChips({
  exam,
  showLanguages = true,
}: {
  exam: Pick<ExamSummary, 'kind' | 'visibility' | 'languages'> & Partial<Pick<ExamSummary, 'id' | 'organizationId'>>;
  showLanguages?: boolean;
}) {
  const { t, i18n } = useTranslation('exams');
  const price = usePaidSeriesPrice(exam);
  const accessLabel =
    exam.visibility !== 'paid'
      ? t('access.free')
      : price === null
        ? t('access.paid')
        : t('access.paidFrom', { price: formatRupees(price, asLang(i18n.language)) });
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <Chip size="small" color={KIND_COLOR[exam.kind]} label={t(`kind.${exam.kind}`)} />
      <Chip
        size="small"
        variant="outlined"
        color={exam.visibility === 'paid' ? 'warning' : 'default'}
        // Paid series need a plan (payments): the server refuses a start without one (402).
        icon={exam.visibility === 'paid' ? <LockOutlinedIcon aria-hidden /> : undefined}
        label={accessLabel}
        sx={exam.visibility === 'paid' ? PAID_SX : undefined}
      />
      {showLanguages && <Chip size="small" variant="outlined" label={exam.languages.map((l) => t(`language.${l}`)).join(' · ')} />}
    </Stack>
  );
}

import { Chip, Stack } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { ExamKind, ExamSummary } from '@pariksha/shared/schemas/exams';

const KIND_COLOR: Record<ExamKind, 'success' | 'error' | 'primary'> = { practice: 'success', live: 'error', mock: 'primary' };

/** Kind, free or paid, and the languages of a test series. */
export function ExamChips({
  exam,
  showLanguages = true,
}: {
  exam: Pick<ExamSummary, 'kind' | 'visibility' | 'languages'>;
  showLanguages?: boolean;
}) {
  const { t } = useTranslation('exams');
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <Chip size="small" color={KIND_COLOR[exam.kind]} label={t(`kind.${exam.kind}`)} />
      <Chip
        size="small"
        variant="outlined"
        color={exam.visibility === 'paid' ? 'warning' : 'default'}
        // Paid series need a plan (payments): the server refuses a start without one (402).
        icon={exam.visibility === 'paid' ? <LockOutlinedIcon aria-hidden /> : undefined}
        label={t(exam.visibility === 'paid' ? 'access.paid' : 'access.free')}
      />
      {showLanguages && <Chip size="small" variant="outlined" label={exam.languages.map((l) => t(`language.${l}`)).join(' · ')} />}
    </Stack>
  );
}

import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, questionReportRequest, type ReportReason } from '@pariksha/shared/schemas/question-reports';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useReportQuestion } from '../report-api.ts';

type Props = {
  questionId: string;
  number: number;
  setId: string;
  onClose: () => void;
  /** After the report is stored, or when the server says it was stored before (409): what to tell the student. */
  onReported: (note: string) => void;
};

/** Why a question is wrong, in the student's words; the question's staff get it. Full screen on a phone. */
export function ReportQuestionDialog({ questionId, number, setId, onClose, onReported }: Props) {
  const { t } = useTranslation('exams');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const send = useReportQuestion(questionId);

  const submit = () => {
    const parsed = questionReportRequest.safeParse({ setId, reason: reason || undefined, details });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'details') && !next[field]) next[field] = translateMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => onReported(t('report.sent')),
      // Reported before (another tab, an earlier visit): the server's 409 message says so.
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) onReported(err.userMessage);
      },
    });
  };

  const titleId = `report-title-${questionId}`;
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t('report.title', { n: number })}
      </DialogTitle>
      <DialogContent>
        {send.isError && !(send.error instanceof ApiError && send.error.status === 409) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(send.error, t('report.failed'))}
          </Alert>
        )}
        <FormControl error={Boolean(errors.reason)} required component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('report.reasonLabel')}
          </FormLabel>
          <RadioGroup value={reason} onChange={(e) => setReason(e.target.value as ReportReason)} name={`reason-${questionId}`}>
            {REPORT_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={t(`report.reason.${r}`)} />
            ))}
          </RadioGroup>
          {errors.reason && (
            <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
              {errors.reason}
            </Alert>
          )}
        </FormControl>
        <TextField
          label={reason === 'other' ? t('report.detailsRequired') : t('report.details')}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          required={reason === 'other'}
          error={Boolean(errors.details)}
          helperText={errors.details ?? t('report.detailsHint', { count: details.trim().length, max: REPORT_DETAILS_MAX })}
          slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX + 50 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('report.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={send.isPending}>
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

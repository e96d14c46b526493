import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { summarize } from '../model/palette.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall } from '../session/use-hall-session.ts';
import { SummaryTable } from './SummaryTable.tsx';

type Props = { session: HallSession; open: boolean; onClose: () => void };

/** The summary per section, then the confirmation. Answers are sent first; offline, the student is asked to reconnect. */
export function SubmitDialog({ session, open, onClose }: Props) {
  const { t } = useTranslation('examHall');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const online = useOnline();
  const sections = useHall(session, (s) => s.sections);
  const questions = useHall(session, (s) => s.questions);
  const answers = useHall(session, (s) => s.answers);
  const language = useHall(session, (s) => s.language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = summarize(sections, questions, answers);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await session.submit();
    setBusy(false);
    // 'submitted': the page goes to the results.
    if (result === 'offline') setError(t('offline.submit'));
    else if (result === 'notSaved') setError(t('submit.notSaved'));
    else if (result !== 'submitted') setError(errorMessage(result, t('submit.failed')));
  };

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="submit-title">
      <DialogTitle id="submit-title" sx={{ fontWeight: 700 }}>
        {t('submit.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1.5 }}>
          {t('submit.intro', { answered: summary.total.counts.answered + summary.total.counts.answeredMarked, total: summary.total.total })}
        </Typography>
        <SummaryTable sections={sections} rows={summary.sections} total={summary.total} language={language} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('legend.help')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {t('submit.final')}
        </Typography>
        {!online && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('offline.submit')}
          </Alert>
        )}
        {error && online && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy} sx={{ minHeight: 44 }}>
          {t('submit.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={busy || !online}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {busy ? t('submit.submitting') : t('submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; unanswered: number; busy: boolean; onFinish: () => void; onClose: () => void };

/** "Finish" with questions still unanswered asks first, saying how many (issue 13). */
export function FinishDialog({ open, unanswered, busy, onFinish, onClose }: Props) {
  const { t } = useTranslation('quiz');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="quiz-finish-title"
      aria-describedby="quiz-finish-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="quiz-finish-title">{t('play.confirmFinish.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="quiz-finish-body">{t('play.confirmFinish.body', { count: unanswered })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onFinish} disabled={busy}>
          {busy ? t('play.finishing') : t('play.confirmFinish.confirm')}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus disabled={busy}>
          {t('play.confirmFinish.keepGoing')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

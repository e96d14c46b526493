import {
  Avatar,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { useSolvers } from '../api.ts';
import { formatDay, formatTime } from '../lib/dates.ts';

/** Who in the organisation solved one day's problem, first solver first. */
export function SolversDialog({ date, timeZone, onClose }: { date: string | null; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('potd');
  const solvers = useSolvers(date);
  return (
    <Dialog open={!!date} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="potd-solvers-title">
      <DialogTitle id="potd-solvers-title">{date ? t('staff.whoSolvedTitle', { date: formatDay(date, i18n.language) }) : ''}</DialogTitle>
      <DialogContent dividers>
        {solvers.isPending ? (
          <CircularProgress aria-label={t('staff.whoSolved')} sx={{ display: 'block', mx: 'auto', my: 2 }} />
        ) : solvers.isError ? (
          <RetryAlert onRetry={() => void solvers.refetch()}>{t('staff.solversError')}</RetryAlert>
        ) : solvers.data.data.length === 0 ? (
          <Typography color="text.secondary">{t('staff.nobodySolved')}</Typography>
        ) : (
          <List dense disablePadding>
            {solvers.data.data.map((s) => (
              <ListItem key={s.userId} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: '#1976d2' }}>{s.name.charAt(0).toUpperCase()}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={s.name}
                  secondary={`@${s.username} · ${t('staff.solvedAt', { time: formatTime(s.solvedAt, i18n.language, timeZone) })}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

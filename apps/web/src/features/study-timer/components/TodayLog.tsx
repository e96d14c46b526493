import { Box, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { totalMinutes, type FocusSession } from '../lib/focus-log.ts';

/** Today's finished focus sessions and their total (local day; starts empty after midnight). */
export function TodayLog({ sessions }: { sessions: FocusSession[] }) {
  const { t, i18n } = useTranslation('studyTimer');
  const total = totalMinutes(sessions);
  const hours = Math.floor(total / 60);
  const time = new Intl.DateTimeFormat(i18n.language?.startsWith('en') ? 'en-IN' : 'hi-IN', { hour: 'numeric', minute: '2-digit' });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="today-log-title"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px', height: '100%' }}
    >
      <Typography id="today-log-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('log.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('log.total')}:
        </Typography>
        <Typography data-testid="focus-total" sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {hours > 0 ? t('log.hoursMinutes', { hours, minutes: total % 60 }) : t('log.minutes', { count: total })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          ({t('log.sessions', { count: sessions.length })})
        </Typography>
      </Box>
      {sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('log.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('log.listLabel')} sx={{ mt: 1 }}>
          {[...sessions].reverse().map((s) => (
            <ListItem key={s.endedAt} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t('log.entry', { count: s.minutes })} secondary={t('log.endedAt', { time: time.format(s.endedAt) })} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

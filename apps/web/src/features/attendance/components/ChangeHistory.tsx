import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttendanceChange } from '@pariksha/shared/schemas/attendance';

/** The day's edits of marks already made: who changed whose status or note, from what to what, when. */
export function ChangeHistory({ history }: { history: AttendanceChange[] }) {
  const { t, i18n } = useTranslation('attendance');
  const time = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const status = (s: string) => t(`status.${s}`);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="attendance-history" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
      <Typography id="attendance-history" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('history.title')}
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {history.map((c) => (
            <Box component="li" key={c.id} sx={{ py: 0.5 }}>
              <Typography variant="body2">
                {c.fromStatus !== c.toStatus
                  ? t('history.status', {
                      who: c.changedBy ?? t('history.someone'),
                      name: c.studentName,
                      from: status(c.fromStatus),
                      to: status(c.toStatus),
                    })
                  : t('history.note', { who: c.changedBy ?? t('history.someone'), name: c.studentName })}
                {(c.fromNote ?? '') !== (c.toNote ?? '') && (
                  <> {t('history.noteChange', { from: c.fromNote || t('history.noNote'), to: c.toNote || t('history.noNote') })}</>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={c.changedAt}>{time.format(new Date(c.changedAt))}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { Box, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { useHistory } from '../api.ts';
import { formatDay, formatMonth, monthGrid, shiftMonth, weekdayNames } from '../lib/dates.ts';

/** The solved days of a month on a small calendar, month by month (history of /potd-management). */
export function SolvedCalendar({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useTranslation('potd');
  const [month, setMonth] = useState<string | undefined>(undefined);
  const history = useHistory(userId, month);
  const data = history.data;
  const shown = month ?? data?.month;
  const solved = new Set(data?.solvedDates ?? []);
  const weekdays = weekdayNames(i18n.language);
  const thisMonth = data?.today.slice(0, 7);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('management.previousMonth')} onClick={() => shown && setMonth(shiftMonth(shown, -1))} disabled={!shown}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
          {shown ? formatMonth(shown, i18n.language) : '\u00a0'}
        </Typography>
        <IconButton
          aria-label={t('management.nextMonth')}
          onClick={() => shown && setMonth(shiftMonth(shown, 1))}
          disabled={!shown || !thisMonth || shown >= thisMonth}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {history.isError && !data ? (
        <RetryAlert onRetry={() => void history.refetch()}>{t('management.historyError')}</RetryAlert>
      ) : !data || !shown ? (
        <Skeleton variant="rounded" height={260} role="progressbar" aria-label={t('management.history')} />
      ) : (
        <>
          <Box
            component="table"
            sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: { xs: '2px', sm: '6px' }, tableLayout: 'fixed' }}
          >
            <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {formatMonth(shown, i18n.language)}
            </caption>
            <thead>
              <tr>
                {weekdays.map((w) => (
                  <Box
                    component="th"
                    key={w.long}
                    scope="col"
                    abbr={w.long}
                    sx={{ fontWeight: 600, fontSize: '0.8rem', color: 'text.secondary', pb: 0.5 }}
                  >
                    {w.short}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => {
                    if (!day) return <td key={j} />;
                    const isSolved = solved.has(day);
                    const isToday = day === data.today;
                    const label = t(isSolved ? 'management.daySolved' : 'management.dayNotSolved', { date: formatDay(day, i18n.language) });
                    return (
                      <Box component="td" key={day} sx={{ textAlign: 'center', p: 0 }}>
                        <Box
                          role="img"
                          aria-label={isToday ? `${label} (${t('management.dayToday')})` : label}
                          data-solved={isSolved ? 'true' : undefined}
                          sx={{
                            mx: 'auto',
                            width: { xs: 34, sm: 40 },
                            height: { xs: 34, sm: 40 },
                            borderRadius: '50%',
                            display: 'grid',
                            placeItems: 'center',
                            fontSize: '0.9rem',
                            fontWeight: isSolved || isToday ? 700 : 400,
                            bgcolor: isSolved ? 'success.main' : 'transparent',
                            color: isSolved ? 'success.contrastText' : day > data.today ? 'text.secondary' : 'text.primary',
                            border: isToday ? 2 : 0,
                            borderColor: isSolved ? 'success.dark' : 'primary.main',
                            position: 'relative',
                          }}
                        >
                          {Number(day.slice(8))}
                          {isSolved && (
                            <CheckIcon
                              aria-hidden
                              sx={{
                                position: 'absolute',
                                right: -2,
                                bottom: -2,
                                fontSize: 14,
                                bgcolor: 'background.paper',
                                color: 'success.main',
                                borderRadius: '50%',
                              }}
                            />
                          )}
                        </Box>
                      </Box>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('management.solvedInMonth', { count: data.solvedDates.length })} · {t('management.historyHint')}
          </Typography>
        </>
      )}
    </Paper>
  );
}

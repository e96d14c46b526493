import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StudentPerformance } from '@pariksha/shared/schemas/dashboards';

/** Dark enough for white day numbers at 4.5:1. */
const COLORS = { present: '#1b5e20', late: '#01579b', halfDay: '#a84300', absent: '#c62828' } as const;
/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const LETTERS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A month of attendance: one cell per day, coloured by status, with the status in words for screen readers. */
export function AttendanceCalendar({ attendance }: { attendance: StudentPerformance['attendance'] }) {
  const { t } = useTranslation('institute');
  const [y, m] = attendance.month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map(attendance.days.map((d) => [d.date, d.status]));
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
  return (
    <Box>
      {/* A list of days (each read with its status); the weekday letters are for the eye only. */}
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, maxWidth: 420, mb: 0.5 }}>
        {LETTERS.map((d) => (
          <Typography key={d} variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {t(`performance.weekdays.${d}`)}
          </Typography>
        ))}
      </Box>
      <Box
        component="ul"
        aria-label={t('performance.calendar')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, maxWidth: 420, listStyle: 'none', p: 0, m: 0 }}
      >
        {cells.map((day, i) => {
          if (day === null) return <Box component="li" key={`lead-${i}`} aria-hidden />;
          const date = `${attendance.month}-${String(day).padStart(2, '0')}`;
          const status = byDate.get(date);
          const label = status ? t(`performance.status.${status}`) : t('performance.status.unmarked');
          return (
            <Box
              component="li"
              key={date}
              title={status ? label : undefined}
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 13,
                fontWeight: status ? 700 : 400,
                color: status ? '#fff' : 'text.secondary',
                bgcolor: status ? COLORS[status] : 'action.hover',
                printColorAdjust: 'exact',
                WebkitPrintColorAdjust: 'exact',
              }}
            >
              {day}
              <Box component="span" sx={visuallyHidden}>{`: ${label}`}</Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
        {(Object.keys(COLORS) as Array<keyof typeof COLORS>).map((s) => (
          <Box key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: 0.5,
                bgcolor: COLORS[s],
                printColorAdjust: 'exact',
                WebkitPrintColorAdjust: 'exact',
              }}
            />
            <Typography variant="caption">{t(`performance.status.${s}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

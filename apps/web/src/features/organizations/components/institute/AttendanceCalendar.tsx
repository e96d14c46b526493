import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StudentPerformance } from '@pariksha/shared/schemas/dashboards';

const COLORS = { present: '#2e7d32', late: '#0288d1', halfDay: '#ed6c02', absent: '#d32f2f' } as const;
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
      <Box
        role="grid"
        aria-label={t('performance.calendar')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, maxWidth: 420 }}
      >
        {LETTERS.map((d) => (
          <Typography key={d} role="columnheader" variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {t(`performance.weekdays.${d}`)}
          </Typography>
        ))}
        {cells.map((day, i) => {
          if (day === null) return <Box key={`lead-${i}`} />;
          const date = `${attendance.month}-${String(day).padStart(2, '0')}`;
          const status = byDate.get(date);
          return (
            <Box
              key={date}
              role="gridcell"
              aria-label={`${day}: ${status ? t(`performance.status.${status}`) : t('performance.status.unmarked')}`}
              title={status ? t(`performance.status.${status}`) : undefined}
              sx={{
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

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { daysOfMonth, type AttendanceStatus } from '@pariksha/shared/attendance';
import type { MyAttendance as MyAttendanceData } from '@pariksha/shared/schemas/attendance';
import { apiGet, errorMessage } from '../../lib/api.ts';
import { RetryAlert } from '../QueryState.tsx';
import { STATUS_COLOR, STATUSES } from './status-colors.ts';

const shiftMonth = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

const localMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * A student's own attendance (on /profile): the month as a calendar, each marked day coloured
 * and lettered by its status, with the month's percentage and the rule. Reads /api/attendance/me,
 * which only ever answers with the caller's own marks.
 */
export function MyAttendance() {
  const { t, i18n } = useTranslation('attendance');
  const [month, setMonth] = useState(localMonth);
  const query = useQuery({
    queryKey: ['attendance', 'me', month],
    queryFn: () => apiGet<MyAttendanceData>('/attendance/me', { params: { month } }),
  });
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const weekdays = [...Array(7).keys()].map((i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const data = query.data;
  const thisMonth = (data?.today ?? '').slice(0, 7) || localMonth();

  return (
    <Card variant="outlined" component="section" aria-labelledby="my-attendance" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="my-attendance" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('me.title')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', my: 1 }}>
          <IconButton aria-label={t('me.previous')} onClick={() => setMonth((m) => shiftMonth(m, -1))} sx={{ width: 48, height: 48 }}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography sx={{ fontWeight: 600 }} aria-live="polite">
            {monthName}
          </Typography>
          <IconButton
            aria-label={t('me.next')}
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
            disabled={month >= thisMonth}
            sx={{ width: 48, height: 48 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {query.isPending ? (
          <Skeleton variant="rounded" height={260} aria-label={t('common:loading')} />
        ) : query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error, t('me.loadFailed'))}</RetryAlert>
        ) : (
          data && <Calendar data={data} weekdays={weekdays} locale={locale} />
        )}
      </CardContent>
    </Card>
  );
}

function Calendar({ data, weekdays, locale }: { data: MyAttendanceData; weekdays: string[]; locale: string }) {
  const { t } = useTranslation('attendance');
  const byDay = new Map<string, AttendanceStatus[]>();
  for (const r of data.records) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r.status]);
  const days = daysOfMonth(data.month);
  // Monday first: getUTCDay() is 0 for Sunday.
  const lead = (new Date(`${data.month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const { summary } = data;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });

  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label={t('me.calendar')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, maxWidth: 420, m: 0, p: 0, listStyle: 'none' }}
      >
        {weekdays.map((w, i) => (
          <Typography key={i} component="li" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }} aria-hidden>
            {w}
          </Typography>
        ))}
        {[...Array(lead).keys()].map((i) => (
          <li key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((d) => {
          const statuses = byDay.get(d) ?? [];
          const s = statuses[0];
          const future = d > data.today;
          const label = `${long.format(new Date(`${d}T00:00:00Z`))}: ${
            statuses.length ? statuses.map((x) => t(`status.${x}`)).join(', ') : t('status.none')
          }`;
          return (
            <Box
              key={d}
              component="li"
              aria-label={label}
              title={label}
              sx={{
                aspectRatio: '1',
                borderRadius: 1.5,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 13,
                border: 1,
                borderColor: s ? 'transparent' : 'divider',
                bgcolor: s ? STATUS_COLOR[s] : 'transparent',
                color: s ? '#fff' : future ? 'text.disabled' : 'text.primary',
              }}
            >
              <span aria-hidden>{Number(d.slice(8))}</span>
              {s && (
                <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 11, lineHeight: 1 }}>
                  {t(`letter.${s}`)}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Stack
        direction="row"
        component="ul"
        sx={{ gap: 1, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
        aria-label={t('report.legend')}
      >
        {STATUSES.map((s) => (
          <li key={s}>
            <Chip
              size="small"
              label={`${t(`letter.${s}`)} = ${t(`status.${s}`)}: ${summary[s]}`}
              sx={{ bgcolor: STATUS_COLOR[s], color: '#fff', fontWeight: 600 }}
            />
          </li>
        ))}
      </Stack>
      {summary.marked === 0 ? (
        <Typography color="text.secondary">{t('me.none')}</Typography>
      ) : (
        <Alert severity={summary.flagged ? 'warning' : 'success'}>
          {t('me.percentage', { value: number.format(summary.percentage ?? 0), count: summary.marked })}
          {summary.flagged && <> {t('me.below', { threshold: data.thresholdPercent })}</>}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('report.rule')}
      </Typography>
    </Stack>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, MenuItem, Skeleton, Stack, Tab, Tabs, TextField } from '@mui/material';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/session.ts';
import { useBatches, useDay } from '../api.ts';
import { MarkDay } from '../components/MarkDay.tsx';
import { MonthReport } from '../components/MonthReport.tsx';

type TabKey = 'mark' | 'report';

/**
 * /organization/attendance-management: pick a batch and a day (today by default, never later),
 * mark the class, or read the month. The choice lives in the address, so a reload or a shared
 * link opens the same batch and day.
 */
export function AttendancePage() {
  const { t } = useTranslation('attendance');
  const { isAdmin, claims } = useAuth();
  const batches = useBatches();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(params.get('tab') === 'report' ? 'report' : 'mark');
  const today = batches.data?.today ?? '';
  const list = batches.data?.data ?? [];
  const active = list.filter((b) => !b.archived);
  const batchId = params.get('batch') ?? active[0]?.id ?? list[0]?.id ?? null;
  const askedDate = params.get('date');
  const date = askedDate && today && askedDate <= today ? askedDate : today;
  const askedMonth = params.get('month');
  const month = askedMonth && today && askedMonth <= today.slice(0, 7) ? askedMonth : (date || today).slice(0, 7);
  const day = useDay(batchId, date);

  const dirty = useRef(false);
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  /** Unsaved marks are dropped only when the teacher says so. */
  const mayLeave = () => !dirty.current || window.confirm(t('page.discard'));

  const update = (changes: Record<string, string>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const pickers = batchId && (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }}>
      <TextField
        select
        label={t('page.batch')}
        value={batchId}
        onChange={(e) => mayLeave() && update({ batch: e.target.value })}
        sx={{ flex: { sm: '0 1 360px' }, minWidth: { sm: 240 } }}
      >
        {list.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.archived ? t('page.archivedBatch', { name: b.name }) : t('page.batchOption', { name: b.name, count: b.studentCount })}
          </MenuItem>
        ))}
      </TextField>
      {tab === 'mark' ? (
        <TextField
          type="date"
          label={t('page.date')}
          value={date}
          onChange={(e) => e.target.value && e.target.value <= today && mayLeave() && update({ date: e.target.value })}
          helperText={date === today ? t('page.today') : t('page.pastDay')}
          slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
          sx={{ flex: { sm: '0 0 200px' } }}
        />
      ) : (
        <TextField
          type="month"
          label={t('page.month')}
          value={month}
          onChange={(e) => e.target.value && e.target.value <= today.slice(0, 7) && update({ month: e.target.value })}
          slotProps={{ htmlInput: { max: today.slice(0, 7) }, inputLabel: { shrink: true } }}
          sx={{ flex: { sm: '0 0 200px' } }}
        />
      )}
    </Stack>
  );

  return (
    <PageFrame title={t('page.title')} subtitle={t('page.subtitle')}>
      {batches.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('common:loading')} />
      ) : batches.isError ? (
        <RetryAlert onRetry={() => void batches.refetch()}>{errorMessage(batches.error, t('page.loadFailed'))}</RetryAlert>
      ) : list.length === 0 ? (
        <EmptyState icon={<EventBusyOutlinedIcon />} title={t('page.noBatches')} body={t('page.noBatchesBody')} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, v: TabKey) => {
              if (!mayLeave()) return;
              setTab(v);
              update({ tab: v });
            }}
            aria-label={t('page.tabs')}
            // primary.main on the page's grey background is 4.3:1; the darker shade passes 4.5:1.
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
          >
            <Tab
              value="mark"
              label={t('page.markTab')}
              id="attendance-tab-mark"
              aria-controls="attendance-panel-mark"
              sx={{ minHeight: 48 }}
            />
            <Tab
              value="report"
              label={t('page.reportTab')}
              id="attendance-tab-report"
              aria-controls="attendance-panel-report"
              sx={{ minHeight: 48 }}
            />
          </Tabs>
          {pickers}
          <Box role="tabpanel" id={`attendance-panel-${tab}`} aria-labelledby={`attendance-tab-${tab}`}>
            {tab === 'mark' ? (
              day.isPending ? (
                <Skeleton variant="rounded" height={320} aria-label={t('common:loading')} />
              ) : day.isError ? (
                <RetryAlert onRetry={() => void day.refetch()}>{errorMessage(day.error, t('page.dayFailed'))}</RetryAlert>
              ) : (
                <MarkDay key={`${day.data.batch.id}-${day.data.date}`} day={day.data} onDirty={onDirty} />
              )
            ) : batchId ? (
              <MonthReport batchId={batchId} month={month} canSetThreshold={isAdmin || claims?.orgRole === 'owner'} />
            ) : (
              <Alert severity="info">{t('page.noBatches')}</Alert>
            )}
          </Box>
        </>
      )}
    </PageFrame>
  );
}

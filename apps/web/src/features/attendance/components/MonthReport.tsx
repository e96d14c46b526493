import { useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';
import type { AttendanceReport } from '@pariksha/shared/schemas/attendance';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage, saveBlob } from '../../../lib/api.ts';
import { downloadReport, useReport, type ExportFormat } from '../api.ts';
import { onPageBackground, STATUSES, STATUS_COLOR } from './status-style.ts';
import { ThresholdForm } from './ThresholdForm.tsx';

const stickyName = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * A batch's month: students × days coloured by status, each cell also carrying the status letter
 * (and its name for screen readers), the counts and percentage per student, the flagged ones,
 * the rule, and the export.
 */
export function MonthReport({ batchId, month, canSetThreshold }: { batchId: string; month: string; canSetThreshold: boolean }) {
  const { t, i18n } = useTranslation('attendance');
  const report = useReport(batchId, month);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  // The latest days are the ones looked for: a grid wider than the screen opens with the last
  // day at its right edge (the name column, with the percentage, stays in view).
  const scrollToLatest = useCallback(
    (el: HTMLDivElement | null) => {
      const last = el?.querySelector<HTMLElement>('th[data-last-day]');
      if (el && last) el.scrollLeft = last.offsetLeft + last.offsetWidth - el.clientWidth + 8;
    },
    // A new month or batch scrolls again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [batchId, month],
  );

  const onExport = async (format: ExportFormat) => {
    setExporting(format);
    setExportError(null);
    try {
      const { blob, filename } = await downloadReport(batchId, month, format);
      saveBlob(blob, filename ?? `attendance-${month}.${format}`);
    } catch (err) {
      setExportError(errorMessage(err, t('report.exportFailed')));
    } finally {
      setExporting(null);
    }
  };

  if (report.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('common:loading')} />;
  if (report.isError && !report.data) {
    return <RetryAlert onRetry={() => void report.refetch()}>{errorMessage(report.error, t('report.loadFailed'))}</RetryAlert>;
  }
  const data = report.data;
  const flagged = data.data.filter((r) => r.flagged);
  const number = new Intl.NumberFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1 });
  const percent = (p: number | null) => (p === null ? '–' : `${number.format(p)}%`);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => void onExport('csv')}
          disabled={!!exporting}
          sx={onPageBackground}
        >
          {exporting === 'csv' ? t('report.exporting') : t('report.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => void onExport('xlsx')}
          disabled={!!exporting}
          sx={onPageBackground}
        >
          {exporting === 'xlsx' ? t('report.exporting') : t('report.exportXlsx')}
        </Button>
      </Stack>
      {exportError && <Alert severity="error">{exportError}</Alert>}

      <FlaggedList report={data} percent={percent} flaggedCount={flagged.length} />

      {data.data.length === 0 ? (
        <Alert severity="info">{t('report.empty')}</Alert>
      ) : (
        <TableContainer
          ref={scrollToLatest}
          component={Paper}
          variant="outlined"
          // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
          tabIndex={0}
          role="region"
          aria-label={t('report.gridLabel', { batch: data.batch.name, month: data.month })}
          sx={{ borderRadius: 2, maxHeight: '70vh' }}
        >
          <Table size="small" stickyHeader aria-label={t('report.gridLabel', { batch: data.batch.name, month: data.month })}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...stickyName, zIndex: 3, minWidth: 140 }}>{t('report.studentPercentage')}</TableCell>
                {data.days.map((d, i) => (
                  <TableCell
                    key={d}
                    align="center"
                    data-last-day={i === data.days.length - 1 ? '' : undefined}
                    sx={{ px: 0.25, minWidth: 28 }}
                  >
                    {Number(d.slice(8))}
                  </TableCell>
                ))}
                {STATUSES.map((s) => (
                  <TableCell key={s} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t(`letter.${s}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('report.marked')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((r) => (
                <TableRow key={r.studentId}>
                  <TableCell component="th" scope="row" sx={{ ...stickyName, fontWeight: 600 }}>
                    {r.name}
                    {r.flagged && (
                      <WarningAmberIcon
                        titleAccess={t('report.flaggedMark')}
                        fontSize="small"
                        sx={{ ml: 0.5, verticalAlign: 'middle', color: 'warning.dark' }}
                      />
                    )}
                    {/* In the sticky column, so it stays in view while the days scroll. */}
                    <Box
                      component="span"
                      sx={{ display: 'block', fontSize: 12, fontWeight: 700, color: r.flagged ? 'error.main' : 'text.secondary' }}
                    >
                      {percent(r.percentage)}
                    </Box>
                  </TableCell>
                  {r.statuses.map((s, i) => (
                    <TableCell
                      key={data.days[i]}
                      align="center"
                      title={`${Number(data.days[i]!.slice(8))}: ${s ? t(`status.${s}`) : t('status.none')}`}
                      sx={{ px: 0.25, py: 0.5, fontWeight: 700, fontSize: 12, ...(s ? { bgcolor: STATUS_COLOR[s], color: '#fff' } : {}) }}
                    >
                      {s ? (
                        <>
                          <span aria-hidden>{t(`letter.${s}`)}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {t(`status.${s}`)}
                          </Box>
                        </>
                      ) : (
                        <Box component="span" sx={{ color: 'text.disabled' }} aria-label={t('status.none')}>
                          ·
                        </Box>
                      )}
                    </TableCell>
                  ))}
                  {STATUSES.map((s) => (
                    <TableCell key={s} align="right">
                      {r[s]}
                    </TableCell>
                  ))}
                  <TableCell align="right">{r.marked}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Box component="section" aria-label={t('report.legend')}>
        <Stack direction="row" component="ul" sx={{ gap: 1, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}>
          {STATUSES.map((s) => (
            <li key={s}>
              <Chip
                size="small"
                label={`${t(`letter.${s}`)} = ${t(`status.${s}`)}`}
                sx={{ bgcolor: STATUS_COLOR[s], color: '#fff', fontWeight: 600 }}
              />
            </li>
          ))}
          <li>
            <Chip size="small" variant="outlined" label={`· = ${t('status.none')}`} />
          </li>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('report.rule')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('report.ruleDetail', { threshold: data.thresholdPercent })}
        </Typography>
      </Box>
      {canSetThreshold && <ThresholdForm current={data.thresholdPercent} />}
    </Stack>
  );
}

/**
 * Read by screen readers, not shown. Not absolutely positioned: inside the scrolling grid an
 * absolute box escapes to the page (whose width it then stretches) or widens the scroll area.
 */
const visuallyHidden = {
  display: 'inline-block',
  width: 1,
  height: 1,
  m: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function FlaggedList({
  report,
  percent,
  flaggedCount,
}: {
  report: AttendanceReport;
  percent: (p: number | null) => string;
  flaggedCount: number;
}) {
  const { t } = useTranslation('attendance');
  return (
    <Alert severity={flaggedCount > 0 ? 'warning' : 'success'} icon={flaggedCount > 0 ? <WarningAmberIcon /> : undefined}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {flaggedCount > 0
          ? t('report.flagged', { count: flaggedCount, threshold: report.thresholdPercent })
          : t('report.noneFlagged', { threshold: report.thresholdPercent })}
      </Typography>
      {flaggedCount > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {report.data
            .filter((r) => r.flagged)
            .map((r) => (
              <li key={r.studentId}>
                {r.name}: {percent(r.percentage)} ({t('report.ofMarked', { count: r.marked })})
              </li>
            ))}
        </Box>
      )}
    </Alert>
  );
}

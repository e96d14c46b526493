import { useEffect } from 'react';
import { Alert, Box, Paper, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'react-i18next';
import type { NormalisedResult } from '@pariksha/shared/schemas/normalisation';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useNormalisedResult } from '../normalised-api.ts';
import { formatDateTime, formatNumber } from '../lib/time.ts';

/** Longest wait on one timer (setTimeout overflows past ~24.8 days). */
const MAX_WAIT = 24 * 3600_000;

/**
 * A live test held in several slots: the raw and the normalised score, rank and percentile
 * across every slot (docs/normalisation.md). Nothing at all for a test without normalisation.
 */
export function NormalisedPanel({ setId, attemptId }: { setId: string; attemptId: string }) {
  const { t } = useTranslation('exams');
  const query = useNormalisedResult(setId, attemptId);
  const data = query.data;
  const { refetch } = query;

  // The standing comes when the window closes: fetch it then, without a reload.
  const availableAt = data?.status === 'pending' && data.availableAt ? Date.parse(data.availableAt) : null;
  useEffect(() => {
    if (availableAt === null) return;
    const wait = availableAt - Date.now() + 2000;
    if (wait > MAX_WAIT) return;
    const id = window.setTimeout(() => void refetch(), Math.max(0, wait));
    return () => window.clearTimeout(id);
  }, [availableAt, refetch]);

  if (query.isPending) return <Skeleton variant="rounded" height={120} aria-label={t('normalised.loading')} />;
  if (query.isError) {
    return <RetryAlert onRetry={() => void refetch()}>{errorMessage(query.error, t('normalised.loadError'))}</RetryAlert>;
  }
  if (query.data.status === 'notApplicable') return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="normalised-heading" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px' }}>
      <Typography id="normalised-heading" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {t('normalised.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(`normalised.method.${query.data.method}`)} · {t('normalised.slots', { count: query.data.slotCount })}
      </Typography>
      <Body result={query.data} />
    </Paper>
  );
}

function Body({ result }: { result: NormalisedResult }) {
  const { t, i18n } = useTranslation('exams');
  if (result.status === 'pending') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <ScheduleIcon color="action" aria-hidden />
        <Typography>
          {result.availableAt
            ? t('normalised.later', { time: formatDateTime(result.availableAt, i18n.language) })
            : t('normalised.laterNoTime')}
        </Typography>
      </Box>
    );
  }
  if (result.status === 'notCounted' || !result.raw || !result.normalised) {
    return <Alert severity="info">{t('normalised.notCounted')}</Alert>;
  }
  const { raw, normalised } = result;
  const rows = [
    { key: 'score', label: t('normalised.score'), raw: raw.score, normalised: normalised.score },
    {
      key: 'rank',
      label: t('normalised.rank'),
      raw: t('normalised.rankOf', { rank: raw.rank, total: result.candidates }),
      normalised: t('normalised.rankOf', { rank: normalised.rank, total: result.candidates }),
    },
    {
      key: 'percentile',
      label: t('normalised.percentile'),
      raw: formatNumber(raw.percentile, i18n.language),
      normalised: formatNumber(normalised.percentile, i18n.language),
    },
  ];
  return (
    <>
      <Table size="small" aria-labelledby="normalised-heading" data-testid="normalised-table">
        <TableHead>
          <TableRow>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('normalised.figure')}
              </Box>
            </TableCell>
            <TableCell align="right">{t('normalised.raw')}</TableCell>
            <TableCell align="right">{t('normalised.normalised')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row">
                {r.label}
              </TableCell>
              <TableCell align="right">{r.raw}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {r.normalised}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('normalised.explain')}
      </Typography>
    </>
  );
}

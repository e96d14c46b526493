import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionReport } from '@pariksha/shared/schemas/question-reports';
import { paths } from '../../../../app/paths.ts';
import { ListPagination } from '../../../../components/CardList.tsx';
import { MathText } from '../../../../components/MathText.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { pickText } from '../../../../lib/bilingual.ts';
import { REPORTS_PAGE, useQuestionReports, useResolveReport, type ReportStatus } from '../../api/reports.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';

const STATUSES: readonly ReportStatus[] = ['open', 'resolved', 'all'];

/** Staff: the questions students reported from the solutions, what they said, and resolve. */
export function ReportsTab() {
  const { t } = useTranslation('examDashboard');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useQuestionReports(status, page);

  return (
    <Panel title={t('reports.title')} hint={t('reports.hint')} id="reports">
      <Stack direction="row" role="group" aria-label={t('reports.statusFilter')} sx={{ gap: 0.75, flexWrap: 'wrap', mb: 2 }}>
        {STATUSES.map((s) => (
          <Chip
            key={s}
            clickable
            color={status === s ? 'primary' : 'default'}
            variant={status === s ? 'filled' : 'outlined'}
            aria-pressed={status === s}
            label={s === 'open' && reports.data ? `${t('reports.status.open')} (${reports.data.open})` : t(`reports.status.${s}`)}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          />
        ))}
      </Stack>
      <QueryState
        query={reports}
        loading={
          <Stack sx={{ gap: 1.5 }} aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={140} />
            ))}
          </Stack>
        }
        errorFallback={t('reports.loadError')}
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={t(status === 'open' ? 'reports.emptyOpen' : 'reports.empty')} hint={t('reports.emptyHint')} />
          ) : (
            <>
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5, opacity: reports.isPlaceholderData ? 0.6 : 1 }}>
                {data.data.map((r) => (
                  <ReportItem key={r.id} report={r} />
                ))}
              </Stack>
              <ListPagination label={t('reports.pages')} pages={Math.ceil(data.total / REPORTS_PAGE)} page={page} onChange={setPage} />
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}

function ReportItem({ report: r }: { report: QuestionReport }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const resolve = useResolveReport();
  const open = r.status === 'open';
  const test = r.testTitle ? pickText(r.testTitle, lang) : '';

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('reports.item', { reason: t(`reports.reason.${r.reason}`) })}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip size="small" color="warning" label={t(`reports.reason.${r.reason}`)} />
        <Chip size="small" variant="outlined" color={open ? 'error' : 'success'} label={t(`reports.status.${r.status}`)} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {t('reports.by', { name: r.reporter.name, username: r.reporter.username, time: formatDateTime(r.createdAt, lang) })}
        </Typography>
      </Stack>
      {test && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {test}
        </Typography>
      )}
      <Box sx={{ maxHeight: 160, overflow: 'auto', mb: 1 }}>
        <MathText text={pickText(r.questionText, lang)} component="div" sx={{ fontSize: '0.95rem' }} />
      </Box>
      {r.details && (
        <Box component="blockquote" sx={{ m: 0, mb: 1, pl: 1.5, borderLeft: 3, borderColor: 'warning.main', whiteSpace: 'pre-wrap' }}>
          <Typography variant="body2">{r.details}</Typography>
        </Box>
      )}
      {!open && r.resolvedAt && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('reports.resolvedBy', { name: r.resolvedByName ?? '—', time: formatDateTime(r.resolvedAt, lang) })}
        </Typography>
      )}
      {resolve.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(resolve.error, t('reports.resolveError'))}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={open ? 'contained' : 'outlined'}
          loading={resolve.isPending}
          onClick={() => resolve.mutate({ id: r.id, resolved: open })}
        >
          {open ? t('reports.resolve') : t('reports.reopen')}
        </Button>
        <Button size="small" component={RouterLink} to={`${paths.examDashboard}/question-bank/${r.questionId}`}>
          {t('reports.editQuestion')}
        </Button>
      </Stack>
    </Paper>
  );
}

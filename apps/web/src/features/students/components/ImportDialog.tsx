import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import { STUDENT_IMPORT_COLUMNS, type StudentImportReport, type StudentImportResult } from '@pariksha/shared/schemas/students';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { downloadTemplate, useImportStudents, usePreviewImport } from '../api.ts';
import { CredentialsTable } from './CredentialsTable.tsx';
import { PrintArea } from './PrintArea.tsx';

type Props = { organizationId: string; open: boolean; onClose: () => void };

/**
 * The import wizard: download the template, choose the filled file, see every row with its
 * errors, fix the file and choose it again until it is clean, import it (all or nothing), and
 * print the one-time passwords.
 */
export function ImportDialog({ organizationId, open, onClose }: Props) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport(organizationId);
  const importing = useImportStudents(organizationId);
  const [result, setResult] = useState<StudentImportResult | null>(null);

  useEffect(() => {
    if (open) {
      setFile(null);
      setResult(null);
      preview.reset();
      importing.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    importing.reset();
    preview.mutate(chosen);
  };

  const template = (format: 'csv' | 'xlsx') =>
    downloadTemplate(organizationId, format).catch((err: unknown) =>
      useSnackbar.getState().show(errorMessage(err, t('common:errors.generic')), 'error'),
    );

  // A refused import answers with the report of what changed since the preview.
  const refusedReport =
    importing.error instanceof ApiError && importing.error.status === 422
      ? (importing.error.body?.error.details as StudentImportReport | undefined)
      : undefined;
  const report = refusedReport ?? preview.data;
  const busy = preview.isPending || importing.isPending;
  const ready = !!report && report.errorCount === 0 && report.rows.length > 0 && !busy && !result;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="import-title">
      <DialogTitle id="import-title">{result ? t('import.doneTitle') : t('import.title')}</DialogTitle>
      <DialogContent>
        {result ? (
          <PrintArea>
            <Alert severity="success" sx={{ mb: 2 }} data-no-print>
              {t('import.created', { count: result.created })}
            </Alert>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-no-print>
              {t('credentials.onceHint')}
            </Typography>
            <CredentialsTable caption={t('credentials.tableLabel')} rows={result.passwords} />
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('credentials.changeHint')}
            </Typography>
          </PrintArea>
        ) : (
          <Stack spacing={2}>
            <Box component="section" aria-labelledby="import-step1">
              <Typography id="import-step1" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('import.step1')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('import.columns', { columns: STUDENT_IMPORT_COLUMNS.join(', ') })}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void template('xlsx')}>
                  {t('import.templateXlsx')}
                </Button>
                <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void template('csv')}>
                  {t('import.templateCsv')}
                </Button>
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="import-step2">
              <Typography id="import-step2" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t('import.step2')}
              </Typography>
              <input
                ref={input}
                type="file"
                hidden
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={t('import.chooseFile')}
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Button variant="contained" startIcon={<UploadFileIcon aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
                {file ? t('import.chooseAgain') : t('import.chooseFile')}
              </Button>
              {file && (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('import.chosen', { name: file.name })}
                </Typography>
              )}
            </Box>
            {busy && (
              <Box role="status">
                <LinearProgress aria-label={preview.isPending ? t('import.checking') : t('import.importing')} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {preview.isPending ? t('import.checking') : t('import.importing')}
                </Typography>
              </Box>
            )}
            {preview.isError && <Alert severity="error">{errorMessage(preview.error, t('common:errors.generic'))}</Alert>}
            {importing.isError && !refusedReport && (
              <Alert severity="error">{errorMessage(importing.error, t('common:errors.generic'))}</Alert>
            )}
            {report && !busy && <PreviewTable report={report} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result && (
          <Button startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
            {t('credentials.print')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {result ? t('actions.done') : t('common:cancel')}
        </Button>
        {!result && (
          <Button variant="contained" disabled={!ready} onClick={() => file && importing.mutate(file, { onSuccess: (r) => setResult(r) })}>
            {t('import.importCount', { count: report?.validCount ?? 0 })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PreviewTable({ report }: { report: StudentImportReport }) {
  const { t } = useTranslation('students');
  return (
    <Box component="section" aria-labelledby="import-step3">
      <Typography id="import-step3" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('import.step3')}
      </Typography>
      {report.errorCount > 0 ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {t('import.hasErrors', { count: report.errorCount, valid: report.validCount })}
        </Alert>
      ) : report.rows.length === 0 ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('import.empty')}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ my: 1 }}>
          {t('import.allGood', { count: report.validCount })}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('import.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.row')}</TableCell>
              <TableCell>{t('credentials.name')}</TableCell>
              <TableCell>{t('credentials.username')}</TableCell>
              <TableCell>{t('form.mobile')}</TableCell>
              <TableCell>{t('form.batches')}</TableCell>
              <TableCell>{t('import.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((r) => (
              <TableRow key={r.row} sx={r.ok ? undefined : { bgcolor: 'error.50', '& td': { bgcolor: 'rgba(211, 47, 47, 0.06)' } }}>
                <TableCell>{r.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{r.username}</TableCell>
                <TableCell>{r.mobile}</TableCell>
                <TableCell>{r.batches.join(', ')}</TableCell>
                <TableCell sx={{ color: r.ok ? 'success.main' : 'error.main', minWidth: 160 }}>
                  {r.ok ? t('import.ok') : r.errors.map((e) => `${e.column ? `${e.column}: ` : ''}${e.message}`).join('; ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

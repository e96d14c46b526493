import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportReport } from '@pariksha/shared/schemas/question-bank';
import { errorMessage, saveBlob } from '../../../../lib/api.ts';
import { examDashboardKeys } from '../../api/keys.ts';
import {
  downloadImportTemplate,
  exportMoodleXml,
  previewImport,
  reportFromError,
  runImport,
  type ImportDefaults,
  type TemplateFormat,
} from '../../api/import.ts';
import { fileProblem, importReadiness } from '../../lib/import-state.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { Panel } from '../common/Panel.tsx';
import { ImportColumns } from './ImportColumns.tsx';
import { ImportDefaultsFields } from './ImportDefaultsFields.tsx';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';

type Phase = 'idle' | 'checking' | 'importing';

/**
 * Bulk import: download the template, fill it, upload it for a row-by-row check, then import.
 * All or nothing: one bad row and nothing is saved, so the button waits for a clean file.
 */
export function BulkImport() {
  const { t } = useTranslation('examDashboard');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [defaults, setDefaults] = useState<ImportDefaults>({});
  const ready = importReadiness(report);
  const busy = phase !== 'idle';

  const check = async (chosen: File, withDefaults: ImportDefaults = defaults) => {
    setFile(chosen);
    setReport(null);
    setImported(null);
    setError(null);
    const problem = fileProblem(chosen, IMPORT_MAX_BYTES);
    if (problem) {
      setError(problem === 'type' ? t('import.badType') : t('import.tooBig', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPhase('checking');
    setProgress(0);
    try {
      setReport(await previewImport(chosen, setProgress, withDefaults));
    } catch (err) {
      setReport(reportFromError(err));
      setError(errorMessage(err, t('import.failed')));
    } finally {
      setPhase('idle');
    }
  };

  const run = async () => {
    if (!file) return;
    setPhase('importing');
    setProgress(0);
    setError(null);
    try {
      const done = await runImport(file, setProgress, defaults);
      setImported(done.imported);
      setReport(null);
      setFile(null);
      void client.invalidateQueries({ queryKey: examDashboardKeys.bank() });
    } catch (err) {
      // A 422 brings the full report back: show it, nothing was saved.
      const failed = reportFromError(err);
      if (failed) setReport(failed);
      setError(errorMessage(err, t('import.failed')));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <Stack spacing={3}>
      <Panel title={t('import.step1')} hint={t('import.step1Hint')} id="import-template">
        <Stack spacing={2}>
          <TemplateButtons />
          <ImportColumns />
          <Alert severity="info">{t('import.rules', { rows: IMPORT_MAX_ROWS, mb: IMPORT_MAX_BYTES / 1024 / 1024 })}</Alert>
        </Stack>
      </Panel>

      <Panel title={t('import.step2')} hint={t('import.step2Hint')} id="import-upload">
        <Stack spacing={2}>
          <ImportDefaultsFields
            value={defaults}
            disabled={busy}
            onChange={(next) => {
              setDefaults(next);
              // The preview shows what would be saved: check the chosen file again with the new defaults.
              if (file) void check(file, next);
            }}
          />
          <Box>
            <input
              ref={input}
              id="import-file"
              type="file"
              accept=".csv,.xlsx,.xml,.gift,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/xml,text/xml,text/plain"
              hidden
              aria-label={t('import.fileLabel')}
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) void check(chosen);
              }}
            />
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
              {file ? t('import.chooseAnother') : t('import.choose')}
            </Button>
            {file && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {t('import.chosen', { name: file.name, kb: Math.max(1, Math.round(file.size / 1024)) })}
              </Typography>
            )}
          </Box>
          {busy && <UploadProgress phase={phase} progress={progress} />}
          {error && <Alert severity="error">{error}</Alert>}
          {imported !== null && (
            <Alert severity="success">
              {t('import.done', { count: imported })}
              <Box sx={{ mt: 1 }}>
                <Button color="inherit" size="small" variant="outlined" component={RouterLink} to={dashboardLinks.bank}>
                  {t('import.openBank')}
                </Button>
              </Box>
            </Alert>
          )}
          {report && (
            <>
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {t('import.summary', { count: report.rows.length, ok: report.validCount, bad: report.errorCount })}
              </Typography>
              {report.skipped && report.skipped.length > 0 && (
                <Alert severity="info">
                  {t('import.skipped', { count: report.skipped.length })}
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {report.skipped.map((s) => (
                      <li key={`${s.row}-${s.name}`}>{t('import.skippedItem', { name: s.name, type: s.type })}</li>
                    ))}
                  </Box>
                </Alert>
              )}
              {report.rows.length > 0 && <ImportPreviewTable key={report.rows.length + ':' + report.errorCount} report={report} />}
              {ready.reason === 'errors' && <Alert severity="warning">{t('import.fixFirst')}</Alert>}
              {ready.reason === 'empty' && <Alert severity="warning">{t('import.noRows')}</Alert>}
            </>
          )}
          <Box>
            <Button
              variant="contained"
              size="large"
              onClick={() => void run()}
              disabled={busy || !ready.canImport}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {ready.canImport ? t('import.run', { count: ready.count }) : t('import.runDisabled')}
            </Button>
          </Box>
        </Stack>
      </Panel>
    </Stack>
  );
}

function UploadProgress({ phase, progress }: { phase: Phase; progress: number }) {
  const { t } = useTranslation('examDashboard');
  const uploading = progress < 1;
  const label = uploading
    ? t('import.uploading', { pct: Math.round(progress * 100) })
    : phase === 'checking'
      ? t('import.checking')
      : t('import.saving');
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={Math.round(progress * 100)} aria-label={label} />
    </Box>
  );
}

function TemplateButtons() {
  const { t } = useTranslation('examDashboard');
  const [busy, setBusy] = useState<TemplateFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: TemplateFormat) => {
    setBusy(format);
    setError(null);
    try {
      const { blob, filename } = await downloadImportTemplate(format);
      saveBlob(blob, filename ?? `question-import-template.${format}`);
    } catch (err) {
      setError(errorMessage(err, t('import.templateFailed')));
    } finally {
      setBusy(null);
    }
  };
  const exportMoodle = async () => {
    setBusy('csv');
    setError(null);
    try {
      const { blob, filename } = await exportMoodleXml();
      saveBlob(blob, filename ?? 'pariksha-questions-moodle.xml');
    } catch (err) {
      setError(errorMessage(err, t('import.exportFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        {(['xlsx', 'csv'] as const).map((f) => (
          <Button key={f} variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download(f)}>
            {t(`import.template_${f}`)}
          </Button>
        ))}
        <Button variant="text" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void exportMoodle()}>
          {t('import.exportMoodle')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

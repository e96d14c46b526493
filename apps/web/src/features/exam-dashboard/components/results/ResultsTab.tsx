import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Grid, Skeleton, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import { useTranslation } from 'react-i18next';
import { getTemplate } from '@pariksha/shared/exam/templates';
import { paths } from '../../../../app/paths.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { errorMessage, saveBlob } from '../../../../lib/api.ts';
import { useAuthoringExam, useAuthoringList } from '../../api/authoring.ts';
import { downloadAttempts, useSetAttempts, type ExportFormat } from '../../api/results.ts';
import { useLang } from '../../lib/use-lang.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';
import { AttemptsTable } from './AttemptsTable.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/** Staff: pick a test and a set, see every student's attempt, export them. The choice lives in the URL. */
export function ResultsTab() {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const examId = params.get('exam') ?? '';
  const list = useAuthoringList();
  const exam = useAuthoringExam(examId || undefined);
  const sets = exam.data?.sets ?? [];
  const setId = params.get('set') ?? '';
  const currentSet = sets.find((s) => s.id === setId);

  // A test with one set (most) needs no second choice.
  const firstSetId = sets[0]?.id;
  useEffect(() => {
    if (exam.data && !currentSet && firstSetId) setParams({ exam: exam.data.id, set: firstSetId }, { replace: true });
  }, [exam.data, currentSet, firstSetId, setParams]);

  const choose = (key: 'exam' | 'set', value: string) =>
    setParams(key === 'exam' ? (value ? { exam: value } : {}) : { exam: examId, set: value }, { replace: true });
  const select = { select: true, fullWidth: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

  return (
    <Panel title={t('results.title')} hint={t('results.hint')} id="results">
      <QueryState query={list} loading={<Skeleton variant="rounded" height={56} />} errorFallback={t('tests.loadError')}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={t('tests.empty')} hint={t('tests.emptyHint')} />
          ) : (
            <Stack spacing={2.5}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField {...select} label={t('results.test')} value={examId} onChange={(e) => choose('exam', e.target.value)}>
                    <option value="">{t('results.chooseTest')}</option>
                    {data.data.map((e) => (
                      <option key={e.id} value={e.id}>
                        {pickText(e.title, lang) || getTemplate(e.code).title[lang]}
                        {e.isPublished ? '' : ` (${t('status.draft')})`}
                      </option>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    {...select}
                    label={t('results.set')}
                    value={currentSet?.id ?? ''}
                    onChange={(e) => choose('set', e.target.value)}
                    disabled={sets.length === 0}
                  >
                    {sets.length === 0 && <option value="">—</option>}
                    {sets.map((s) => (
                      <option key={s.id} value={s.id}>
                        {pickText(s.title, lang)}
                      </option>
                    ))}
                  </TextField>
                </Grid>
              </Grid>
              {exam.isError && <Alert severity="error">{errorMessage(exam.error, t('editor.loadError'))}</Alert>}
              {exam.isLoading && <Skeleton variant="rounded" height={160} aria-label={t('loading')} />}
              {currentSet ? <SetResults setId={currentSet.id} /> : !examId && <EmptyState title={t('results.pick')} />}
            </Stack>
          )
        }
      </QueryState>
    </Panel>
  );
}

function SetResults({ setId }: { setId: string }) {
  const { t } = useTranslation('examDashboard');
  const { t: tIntegrity } = useTranslation('integrity');
  const attempts = useSetAttempts(setId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ExportButtons setId={setId} disabled={!attempts.data || attempts.data.data.length === 0} />
        <Button
          component={RouterLink}
          to={`${paths.examDashboard}/results/${setId}/integrity`}
          variant="outlined"
          startIcon={<GppMaybeIcon />}
        >
          {tIntegrity('link')}
        </Button>
      </Stack>
      <QueryState
        query={attempts}
        loading={<Skeleton variant="rounded" height={240} aria-label={t('loading')} />}
        errorFallback={t('results.loadError')}
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState title={t('results.empty')} hint={t('results.emptyHint')} />
          ) : (
            <AttemptsTable attempts={data} />
          )
        }
      </QueryState>
    </Stack>
  );
}

/** The export is fetched with the token (a plain link has none) and saved from a Blob. */
function ExportButtons({ setId, disabled }: { setId: string; disabled: boolean }) {
  const { t } = useTranslation('examDashboard');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      const { blob, filename } = await downloadAttempts(setId, format);
      saveBlob(blob, filename ?? `results.${format}`);
    } catch (err) {
      setError(errorMessage(err, t('results.exportFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {(['csv', 'xlsx'] as const).map((f) => (
          <Button key={f} variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || busy !== null} onClick={() => void run(f)}>
            {busy === f ? t('results.exporting') : t(`results.export_${f}`)}
          </Button>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

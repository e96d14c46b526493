import { useState } from 'react';
import {
  alpha,
  Box,
  Chip,
  FormControlLabel,
  Switch,
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
import { useTranslation } from 'react-i18next';
import type { ImportReport, ImportRow } from '@pariksha/shared/schemas/question-bank';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { MathText } from '../../../../components/MathText.tsx';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useLang } from '../../lib/use-lang.ts';
import { pickText } from '../../../../lib/bilingual.ts';

/**
 * The checked file row by row: its spreadsheet row number, OK or each error with its column.
 * On a phone the question and its errors share one column so nothing scrolls sideways.
 */
export function ImportPreviewTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation('examDashboard');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [onlyErrors, setOnlyErrors] = useState(report.errorCount > 0);
  const rows = onlyErrors ? report.rows.filter((r) => !r.ok) : report.rows;

  return (
    <Box>
      {report.errorCount > 0 && (
        <FormControlLabel
          control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
          label={t('import.onlyErrors')}
        />
      )}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('import.previewTable')}
        sx={{ maxHeight: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={t('import.previewTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.row')}</TableCell>
              {!phone && <TableCell>{t('import.status')}</TableCell>}
              <TableCell sx={{ minWidth: { sm: 220 } }}>{t('import.question')}</TableCell>
              {!phone && <TableCell sx={{ minWidth: 240 }}>{t('import.problems')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.row} sx={r.ok ? undefined : { bgcolor: (th) => alpha(th.palette.error.main, 0.05) }}>
                <TableCell sx={{ verticalAlign: 'top', px: { xs: 1, sm: 2 } }}>
                  {r.row}
                  {phone && <StatusChip row={r} />}
                </TableCell>
                {!phone && (
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <StatusChip row={r} />
                  </TableCell>
                )}
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <RowPreview row={r} />
                  {phone && <RowErrors row={r} />}
                </TableCell>
                {!phone && <TableCell sx={{ verticalAlign: 'top' }}>{r.errors.length === 0 ? '—' : <RowErrors row={r} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function StatusChip({ row }: { row: ImportRow }) {
  const { t } = useTranslation('examDashboard');
  return (
    <Chip
      size="small"
      color={row.ok ? 'success' : 'error'}
      label={row.ok ? t('import.ok') : t('import.error', { count: row.errors.length })}
      sx={{ display: 'flex', width: 'fit-content', mt: { xs: 0.5, sm: 0 } }}
    />
  );
}

function RowPreview({ row }: { row: ImportRow }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  if (!row.preview) return <>—</>;
  return (
    <>
      {/* Maths as students will see it, so a broken formula shows up before the import. */}
      <MathText
        component="div"
        text={pickText(row.preview.text, lang) || '—'}
        sx={{ fontSize: '0.875rem', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      />
      <Typography variant="caption" color="text.secondary">
        {subjectLabel(row.preview.subject, lang)} › {topicLabel(row.preview.subject, row.preview.topic, lang)} ·{' '}
        {t('import.previewFacts', { count: row.preview.optionCount, correct: row.preview.correct })}
        {row.preview.hasImage ? ` · ${t('import.previewPicture')}` : ''}
      </Typography>
    </>
  );
}

function RowErrors({ row }: { row: ImportRow }) {
  if (row.errors.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2 }}>
      {row.errors.map((e, i) => (
        <Typography component="li" variant="body2" color="error" key={i} sx={{ overflowWrap: 'anywhere' }}>
          {e.column ? (
            <>
              <code>{e.column}</code>: {translateMessage(e.message)}
            </>
          ) : (
            translateMessage(e.message)
          )}
        </Typography>
      ))}
    </Box>
  );
}

import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAnalysis } from '@pariksha/shared/schemas/attempts';
import { barPercent } from '../lib/analysis.ts';
import { formatClock, formatNumber } from '../lib/time.ts';
import { Meter } from './Meter.tsx';
import { compactTableSx } from './table-sx.ts';
import { pickText } from '../../../lib/bilingual.ts';

type Row = NonNullable<AttemptAnalysis['comparison']['topper']>;
const WHO = ['you', 'topper', 'average'] as const;
const COLOR = { you: 'primary.main', topper: '#f9a825', average: '#78909c' } as const;

/** The student beside the topper (rank 1) and the average of all first attempts: bars, then the numbers. */
export function ComparisonPanel({ analysis }: { analysis: AttemptAnalysis }) {
  const { t, i18n } = useTranslation('exams');
  const { comparison, result } = analysis;
  const rows: Record<(typeof WHO)[number], Row | null> = comparison;
  const dash = '—';
  const num = (v: number) => formatNumber(v, i18n.language);
  const metrics: { key: string; label: string; value: (r: Row) => string }[] = [
    { key: 'score', label: t('results.score'), value: (r) => r.score },
    { key: 'correct', label: t('outcome.correct'), value: (r) => num(r.correct) },
    { key: 'wrong', label: t('outcome.wrong'), value: (r) => num(r.wrong) },
    { key: 'accuracy', label: t('results.accuracy'), value: (r) => `${num(r.accuracy)}%` },
    { key: 'time', label: t('results.timeTaken'), value: (r) => formatClock(r.timeTakenMs) },
    ...result.sections.map((s) => ({
      key: s.sectionId,
      label: pickText(s.name, i18n.language),
      value: (r: Row) => r.sections.find((x) => x.sectionId === s.sectionId)?.score ?? dash,
    })),
  ];

  return (
    <Stack sx={{ gap: 2.5 }}>
      {!comparison.topper && <Typography color="text.secondary">{t('analysis.noComparison')}</Typography>}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.25 }} aria-label={t('analysis.scoreBars')}>
        {WHO.map((who) => {
          const row = rows[who];
          return (
            <Box component="li" key={who}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: who === 'you' ? 700 : 500 }}>
                  {t(`analysis.${who}`)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {row ? `${row.score} / ${result.totalMarks}` : dash}
                </Typography>
              </Stack>
              <Meter
                percent={row ? barPercent(row.score, result.totalMarks) : 0}
                label={`${t(`analysis.${who}`)}: ${row?.score ?? dash}`}
                color={COLOR[who]}
                height={12}
              />
            </Box>
          );
        })}
      </Stack>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('analysis.compareTable')} sx={compactTableSx}>
          <TableHead>
            <TableRow>
              <TableCell />
              {WHO.map((who) => (
                <TableCell key={who} align="right" sx={{ fontWeight: 700 }}>
                  {t(`analysis.${who}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {metrics.map((m) => (
              <TableRow key={m.key}>
                <TableCell component="th" scope="row" sx={{ minWidth: 90 }}>
                  {m.label}
                </TableCell>
                {WHO.map((who) => {
                  const row = rows[who];
                  return (
                    <TableCell key={who} align="right" sx={{ whiteSpace: 'nowrap', fontWeight: who === 'you' ? 700 : 400 }}>
                      {row ? m.value(row) : dash}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

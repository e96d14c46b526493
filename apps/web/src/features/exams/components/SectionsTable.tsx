import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SectionSummary, SetSummary } from '@pariksha/shared/schemas/exams';
import { penaltyLabel } from '../lib/text.ts';
import { compactTableSx } from './table-sx.ts';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  sections: SectionSummary[];
  timingMode: SetSummary['timingMode'];
  language: string;
  totals: { questions: number; marks: string; minutes: number };
};

/**
 * Sections with their questions, marking and (section-wise timing) minutes. On a phone each
 * section's name heads its own row group above its numbers: beside them, a long name pushes the
 * last column out of view.
 */
export function SectionsTable({ sections, timingMode, language, totals }: Props) {
  const { t } = useTranslation('exams');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const perSection = timingMode === 'perSection';
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  const numberColumns = perSection ? 4 : 3;
  const numbers = (s: SectionSummary) => (
    <>
      <TableCell align="right">{s.questionCount}</TableCell>
      <TableCell align="right" sx={{ color: 'success.dark', whiteSpace: 'nowrap' }}>
        +{s.markCorrect}
      </TableCell>
      <TableCell align="right" sx={{ color: penaltyLabel(s.markWrong) ? 'error.main' : 'text.secondary', whiteSpace: 'nowrap' }}>
        {penaltyLabel(s.markWrong) ?? t('instructions.noPenalty')}
      </TableCell>
      {perSection && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {t('facts.minutes', { count: s.durationMinutes })}
        </TableCell>
      )}
    </>
  );
  const total = { fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('instructions.sectionsTable')} sx={compactTableSx}>
        <TableHead>
          <TableRow>
            {!phone && <TableCell>{t('instructions.section')}</TableCell>}
            <TableCell align="right">{t('instructions.questions')}</TableCell>
            <TableCell align="right">{t('instructions.markCorrect')}</TableCell>
            <TableCell align="right">{t('instructions.markWrong')}</TableCell>
            {perSection && <TableCell align="right">{t('instructions.time')}</TableCell>}
          </TableRow>
        </TableHead>
        {phone ? (
          ordered.map((s) => (
            <TableBody key={s.id}>
              <TableRow>
                <TableCell component="th" scope="rowgroup" colSpan={numberColumns} sx={{ fontWeight: 600, borderBottom: 'none', pb: 0 }}>
                  {pickText(s.name, language)}
                </TableCell>
              </TableRow>
              <TableRow>{numbers(s)}</TableRow>
            </TableBody>
          ))
        ) : (
          <TableBody>
            {ordered.map((s) => (
              <TableRow key={s.id}>
                <TableCell sx={{ minWidth: 120 }}>{pickText(s.name, language)}</TableCell>
                {numbers(s)}
              </TableRow>
            ))}
          </TableBody>
        )}
        <TableFooter>
          <TableRow>
            <TableCell align={phone ? 'right' : undefined}>
              {phone ? (
                <Typography component="span" variant="body2" sx={total}>
                  {t('instructions.total')}: {totals.questions}
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('instructions.total')}
                </Typography>
              )}
            </TableCell>
            {!phone && (
              <TableCell align="right" sx={total}>
                {totals.questions}
              </TableCell>
            )}
            {/* Across both marking columns, so the total does not widen the "Correct" one. */}
            <TableCell colSpan={2} align="right" sx={total}>
              {t('facts.marks', { marks: totals.marks })}
            </TableCell>
            {perSection && (
              <TableCell align="right" sx={total}>
                {t('facts.minutes', { count: totals.minutes })}
              </TableCell>
            )}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

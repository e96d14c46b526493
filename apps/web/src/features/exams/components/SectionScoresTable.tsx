import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SectionResult } from '@pariksha/shared/schemas/attempts';
import { compactTableSx } from './table-sx.ts';
import { pickText } from '../../../lib/bilingual.ts';

/**
 * Per-section score, correct, wrong and unattempted. On a phone a long section name beside four
 * numbers would push the last column out of view, so each section's name heads its own row
 * group and the numbers sit under it.
 */
export function SectionScoresTable({ sections }: { sections: SectionResult[] }) {
  const { t, i18n } = useTranslation('exams');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const numbers = (s: SectionResult) => (
    <>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {s.score}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: { xs: '0.75rem', sm: 'inherit' } }}>
          {' '}
          / {s.maxScore}
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ color: 'success.dark' }}>
        {s.correct}
      </TableCell>
      <TableCell align="right" sx={{ color: 'error.main' }}>
        {s.wrong}
      </TableCell>
      <TableCell align="right">{s.unattempted}</TableCell>
    </>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('results.sectionsTable')} sx={compactTableSx}>
        <TableHead>
          <TableRow>
            {!phone && <TableCell>{t('instructions.section')}</TableCell>}
            <TableCell align="right">{t('results.score')}</TableCell>
            <TableCell align="right">{t('outcome.correctShort')}</TableCell>
            <TableCell align="right">{t('outcome.wrongShort')}</TableCell>
            <TableCell align="right">{t('outcome.unattemptedShort')}</TableCell>
          </TableRow>
        </TableHead>
        {phone ? (
          sections.map((s) => (
            <TableBody key={s.sectionId}>
              <TableRow>
                <TableCell component="th" scope="rowgroup" colSpan={4} sx={{ fontWeight: 600, borderBottom: 'none', pb: 0 }}>
                  {pickText(s.name, i18n.language)}
                </TableCell>
              </TableRow>
              <TableRow>{numbers(s)}</TableRow>
            </TableBody>
          ))
        ) : (
          <TableBody>
            {sections.map((s) => (
              <TableRow key={s.sectionId}>
                <TableCell sx={{ minWidth: 90 }}>{pickText(s.name, i18n.language)}</TableCell>
                {numbers(s)}
              </TableRow>
            ))}
          </TableBody>
        )}
      </Table>
    </TableContainer>
  );
}

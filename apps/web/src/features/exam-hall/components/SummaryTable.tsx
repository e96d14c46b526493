import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnswerState } from '@pariksha/shared/exam/scoring';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import type { SectionCounts } from '../model/palette.ts';
import { type QuestionLanguage } from '../model/text.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { StateBadge } from './StateBadge.tsx';
import { pickText } from '../../../lib/bilingual.ts';

const COLUMNS: AnswerState[] = ['answered', 'notAnswered', 'marked', 'answeredMarked', 'notVisited'];

type Props = { sections: SectionSummary[]; rows: SectionCounts[]; total: SectionCounts; language: QuestionLanguage };

/**
 * Per section: answered / not answered / marked / answered and marked / not visited, and the
 * totals. On a phone the five columns would not fit under their names: the headers keep only
 * the coloured shapes (their names still read out), explained by a legend above the table.
 */
export function SummaryTable({ sections, rows, total, language }: Props) {
  const { t } = useTranslation('examHall');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const name = (id: string) => pickText(sections.find((s) => s.id === id)?.name, language);
  const cell = { px: phone ? 0.5 : 1, py: 0.75, textAlign: 'center' } as const;
  return (
    <>
      {phone && (
        <Box
          component="ul"
          aria-hidden
          sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}
        >
          {COLUMNS.map((state) => (
            <Box
              component="li"
              key={state}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, gridColumn: state === 'answeredMarked' ? '1 / -1' : undefined }}
            >
              <StateBadge state={state} size={18} />
              <Typography variant="caption" sx={{ lineHeight: 1.25 }}>
                {t(`states.${state}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('submit.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>{t('submit.section')}</TableCell>
              {COLUMNS.map((state) => (
                <TableCell key={state} sx={{ ...cell, verticalAlign: 'bottom' }}>
                  <StateBadge state={state} size={22} />
                  <Box component="div" sx={phone ? visuallyHidden : { fontSize: '0.72rem', lineHeight: 1.2, mt: 0.5 }}>
                    {t(`states.${state}`)}
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.sectionId}>
                <TableCell component="th" scope="row" sx={{ px: 1 }}>
                  {name(row.sectionId)}
                </TableCell>
                {COLUMNS.map((state) => (
                  <TableCell key={state} sx={cell}>
                    {row.counts[state]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length > 1 && (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ px: 1, fontWeight: 700 }}>
                  {t('submit.total')}
                </TableCell>
                {COLUMNS.map((state) => (
                  <TableCell key={state} sx={{ ...cell, fontWeight: 700 }}>
                    {total.counts[state]}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

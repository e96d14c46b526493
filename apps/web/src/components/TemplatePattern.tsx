import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { markingLabel, templatePattern } from '../lib/template-pattern.ts';

/**
 * MUI's warning orange with white text is 3.1:1, below WCAG AA: on the filled warning chip the
 * text is dark instead (6.4:1). The hue, which carries the meaning, stays.
 */
const DARK_TEXT = { color: 'rgba(0, 0, 0, 0.87)' };

/**
 * A template's paper at a glance: duration, questions, sections, marks and negative marking.
 * Used where authors pick a template (exam dashboard) and on the exam guides.
 */
export function TemplatePattern({ code }: { code: ExamCode }) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language?.startsWith('en') ? 'en' : 'hi';
  const p = templatePattern(code);
  const facts = [
    t('pattern.duration', { count: p.durationMinutes }),
    t('pattern.questions', { count: p.totalQuestions }),
    t('pattern.sections', { count: p.sectionCount }),
    t('pattern.totalMarks', { marks: p.totalMarks }),
    t('pattern.passingMarks', { marks: p.passingMarks }),
  ];
  return (
    <Box aria-label={t('pattern.label', { name: p.title[lang] })} role="group">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {facts.map((f) => (
          <Chip key={f} label={f} size="small" variant="outlined" />
        ))}
        <Chip
          size="small"
          color={p.hasNegativeMarking ? 'warning' : 'success'}
          sx={p.hasNegativeMarking ? DARK_TEXT : undefined}
          label={
            p.hasNegativeMarking
              ? t('pattern.negative', { correct: p.markCorrect.join(', '), wrong: p.penalties.join(', ') })
              : t('pattern.noNegative', { correct: p.markCorrect.join(', ') })
          }
        />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        {/* Tighter cells on phones so all four columns fit without scrolling. */}
        <Table
          size="small"
          aria-label={t('pattern.sectionsTable')}
          sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('pattern.section')}</TableCell>
              <TableCell align="right">{t('pattern.minutes')}</TableCell>
              <TableCell align="right">{t('pattern.questionsCol')}</TableCell>
              <TableCell align="right">{t('pattern.marking')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.sections.map((s) => (
              <TableRow key={s.name.en}>
                <TableCell>{s.name[lang]}</TableCell>
                <TableCell align="right">{s.minutes}</TableCell>
                <TableCell align="right">{s.questions}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {markingLabel(s.markCorrect, s.markWrong)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SetAttempts } from '@pariksha/shared/schemas/attempts';
import { formatDuration } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { readableOn } from '../common/contrast.ts';
import { pickText } from '../../../../lib/bilingual.ts';

const dash = (v: number | string | null | undefined) => (v === null || v === undefined ? '—' : v);

// Rank and name stay in view while the score columns scroll sideways (many sections, or a phone).
const RANK_WIDTH = 64;
const sticky = (left: number, head = false) =>
  ({
    position: 'sticky',
    left,
    zIndex: head ? 3 : 1,
    bgcolor: 'background.paper',
    ...(left === 0 ? { width: RANK_WIDTH, minWidth: RANK_WIDTH } : {}),
  }) as const;

/** Every attempt of the set: rank, who, status, score, counts, time and each section's score. */
export function AttemptsTable({ attempts }: { attempts: SetAttempts }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  return (
    // Focusable so keyboard users can scroll the wide table (axe: scrollable-region-focusable).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('results.table')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 640 }}
    >
      <Table size="small" stickyHeader aria-label={t('results.table')} sx={{ '& th': { verticalAlign: 'bottom' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky(0, true)}>{t('results.rank')}</TableCell>
            <TableCell sx={{ ...sticky(RANK_WIDTH, true), minWidth: { xs: 130, sm: 180 }, borderRight: 1, borderRightColor: 'divider' }}>
              {t('results.name')}
            </TableCell>
            <TableCell>{t('results.status')}</TableCell>
            <TableCell align="right">{t('results.score')}</TableCell>
            <TableCell align="right">{t('results.correct')}</TableCell>
            <TableCell align="right">{t('results.wrong')}</TableCell>
            <TableCell align="right">{t('results.unattempted')}</TableCell>
            <TableCell align="right">{t('results.time')}</TableCell>
            {attempts.sections.map((s) => (
              <TableCell key={s.sectionId} align="right" sx={{ minWidth: 110, maxWidth: 180, whiteSpace: 'normal', lineHeight: 1.3 }}>
                {pickText(s.name, lang)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {attempts.data.map((a) => {
            const bySection = new Map(a.sections.map((s) => [s.sectionId, s.score]));
            return (
              <TableRow key={a.attemptId} hover>
                <TableCell sx={sticky(0)}>{dash(a.rank)}</TableCell>
                <TableCell sx={{ ...sticky(RANK_WIDTH), borderRight: 1, borderRightColor: 'divider' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {a.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    @{a.username}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={a.status === 'submitted' ? 'success' : 'warning'}
                    sx={readableOn(a.status === 'submitted' ? 'success' : 'warning')}
                    label={
                      a.status === 'submitted'
                        ? a.submittedBy === 'auto'
                          ? t('results.autoSubmitted')
                          : t('results.submitted')
                        : t('results.inProgress')
                    }
                  />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {dash(a.score)}
                </TableCell>
                <TableCell align="right">{dash(a.correct)}</TableCell>
                <TableCell align="right">{dash(a.wrong)}</TableCell>
                <TableCell align="right">{dash(a.unattempted)}</TableCell>
                <TableCell align="right">{formatDuration(a.timeTakenMs)}</TableCell>
                {attempts.sections.map((s) => (
                  <TableCell key={s.sectionId} align="right">
                    {dash(bySection.get(s.sectionId))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

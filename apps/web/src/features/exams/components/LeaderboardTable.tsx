import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Leaderboard, LeaderboardRow } from '@pariksha/shared/schemas/attempts';
import { leaderboardView } from '../lib/leaderboard.ts';
import { formatClock } from '../lib/time.ts';
import { compactTableSx } from './table-sx.ts';

const MEDALS: Record<number, string> = { 1: '#f9a825', 2: '#9e9e9e', 3: '#a1662f' };

/** Rank, name, score and time; the student's row highlighted, or pinned under the page's rows. */
export function LeaderboardTable({ board }: { board: Pick<Leaderboard, 'rows' | 'me' | 'total'> }) {
  const { t } = useTranslation('exams');
  const { rows, pinned } = leaderboardView(board);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('leaderboard.table')} sx={compactTableSx}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>{t('leaderboard.rank')}</TableCell>
            <TableCell>{t('leaderboard.name')}</TableCell>
            <TableCell align="right">{t('results.score')}</TableCell>
            <TableCell align="right">{t('leaderboard.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Row key={row.userId} row={row} />
          ))}
          {pinned && (
            <>
              <TableRow aria-hidden>
                <TableCell colSpan={4} sx={{ textAlign: 'center', color: 'text.disabled', py: 0.25, borderBottom: 'none' }}>
                  ⋮
                </TableCell>
              </TableRow>
              <Row row={pinned} pinned />
            </>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Row({ row, pinned = false }: { row: LeaderboardRow; pinned?: boolean }) {
  const { t } = useTranslation('exams');
  return (
    <TableRow
      data-me={row.isMe || undefined}
      data-pinned={pinned || undefined}
      aria-current={row.isMe ? 'true' : undefined}
      sx={
        row.isMe
          ? {
              bgcolor: 'rgba(25,118,210,0.10)',
              '& td': { fontWeight: 700 },
              ...(pinned ? { '& td': { fontWeight: 700, borderTop: '2px solid', borderColor: 'primary.main' } } : {}),
            }
          : undefined
      }
    >
      <TableCell>
        <Box
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            minWidth: 28,
            height: 28,
            px: 0.5,
            borderRadius: '14px',
            bgcolor: MEDALS[row.rank] ?? 'transparent',
            color: MEDALS[row.rank] ? '#fff' : 'inherit',
            fontWeight: 700,
          }}
        >
          {row.rank}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {row.name}
        {row.isMe && (
          <Typography component="span" variant="caption" color="primary" sx={{ ml: 0.75, fontWeight: 700 }}>
            {t('leaderboard.you')}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.score}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatClock(row.timeTakenMs)}
      </TableCell>
    </TableRow>
  );
}

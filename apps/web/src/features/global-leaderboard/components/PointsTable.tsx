import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GlobalLeaderboard, GlobalLeaderboardRow } from '@pariksha/shared/schemas/global-leaderboard';
import { boardView } from '../lib/view.ts';

/** Gold, silver and bronze, each with a text colour that keeps 4.5:1 contrast. */
const MEDALS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#f9a825', fg: 'rgba(0,0,0,0.87)' },
  2: { bg: '#757575', fg: '#fff' },
  3: { bg: '#8d5524', fg: '#fff' },
};

/** Narrow cells on phones so rank, name and points fit 360px; the breakdown columns appear from md up. */
const tableSx = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 1, sm: 2 } },
} as const;
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Rank, name and points (with the per-source breakdown); the student's own row highlighted, or pinned below. */
export function PointsTable({ board }: { board: Pick<GlobalLeaderboard, 'rows' | 'me'> }) {
  const { t } = useTranslation('globalLeaderboard');
  const { rows, pinned } = boardView(board);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('table')} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>{t('rank')}</TableCell>
            <TableCell>{t('name')}</TableCell>
            <TableCell align="right" sx={wide}>
              {t('quiz')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {t('test')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {t('potd')}
            </TableCell>
            <TableCell align="right">{t('points')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Row key={row.userId} row={row} />
          ))}
          {pinned && (
            <>
              <TableRow aria-hidden>
                <TableCell colSpan={6} sx={{ textAlign: 'center', color: 'text.disabled', py: 0.25, borderBottom: 'none' }}>
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

function Row({ row, pinned = false }: { row: GlobalLeaderboardRow; pinned?: boolean }) {
  const { t } = useTranslation('globalLeaderboard');
  const parts = { quiz: row.quizPoints, test: row.testPoints, potd: row.potdPoints };
  return (
    <TableRow
      data-me={row.isMe || undefined}
      data-pinned={pinned || undefined}
      aria-current={row.isMe ? 'true' : undefined}
      sx={
        row.isMe
          ? {
              bgcolor: 'rgba(25,118,210,0.10)',
              '& td': { fontWeight: 700, ...(pinned ? { borderTop: '2px solid', borderTopColor: 'primary.main' } : {}) },
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
            bgcolor: MEDALS[row.rank]?.bg ?? 'transparent',
            color: MEDALS[row.rank]?.fg ?? 'inherit',
            fontWeight: 700,
          }}
        >
          {row.rank}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block' }}>
          {row.name}
          {row.isMe && (
            <Typography component="span" variant="caption" sx={{ ml: 0.75, fontWeight: 700, color: 'primary.dark' }}>
              {t('you')}
            </Typography>
          )}
        </Box>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
          @{row.username}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ ...wide, fontVariantNumeric: 'tabular-nums' }}>
        {row.quizPoints}
      </TableCell>
      <TableCell align="right" sx={{ ...wide, fontVariantNumeric: 'tabular-nums' }}>
        {row.testPoints}
      </TableCell>
      <TableCell align="right" sx={{ ...wide, fontVariantNumeric: 'tabular-nums' }}>
        {row.potdPoints}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <Tooltip title={t('breakdown', parts)} describeChild enterTouchDelay={0}>
          <Box
            component="span"
            tabIndex={0}
            sx={{ fontWeight: 800, cursor: 'help', borderBottom: { xs: '1px dotted', md: 'none' }, borderColor: 'text.disabled' }}
          >
            {row.points}
          </Box>
        </Tooltip>
        {/* The breakdown for screen readers (on phones its columns are hidden). */}
        <Box component="span" sx={visuallyHidden}>
          {` (${t('breakdown', parts)})`}
        </Box>
      </TableCell>
    </TableRow>
  );
}

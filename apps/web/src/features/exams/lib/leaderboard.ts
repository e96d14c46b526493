import type { Leaderboard, LeaderboardRow } from '@pariksha/shared/schemas/attempts';

/**
 * The student's own row is always visible: highlighted where it stands on this page, else
 * pinned below the page's rows.
 */
export function leaderboardView(board: Pick<Leaderboard, 'rows' | 'me'>): { rows: LeaderboardRow[]; pinned: LeaderboardRow | null } {
  const myId = board.me?.userId;
  const rows = board.rows.map((row) => (row.isMe || (myId !== undefined && row.userId === myId) ? { ...row, isMe: true } : row));
  const onPage = rows.some((row) => row.isMe);
  return { rows, pinned: onPage || !board.me ? null : { ...board.me, isMe: true } };
}

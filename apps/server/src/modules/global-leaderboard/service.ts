import { periodStart } from '@pariksha/shared/points';
import type { GlobalLeaderboard, GlobalLeaderboardQuery, GlobalLeaderboardRow } from '@pariksha/shared/schemas/global-leaderboard';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBoard, readPlatformAllTime, timeZoneOf, type BoardRow } from './repo.ts';

const toRow = (r: BoardRow, me: string): GlobalLeaderboardRow => ({
  rank: Number(r.rank),
  userId: r.userId,
  name: r.name,
  username: r.username,
  points: Number(r.points),
  quizPoints: Number(r.quizPoints),
  testPoints: Number(r.testPoints),
  potdPoints: Number(r.potdPoints),
  isMe: r.userId === me,
});

/**
 * The global leaderboard for the caller: their organisation's board or the platform's, for the
 * current week or month (boundaries in the caller's organisation's time zone) or all time.
 */
export async function getGlobalLeaderboard(
  db: Db,
  user: AuthUser,
  query: GlobalLeaderboardQuery,
  now = new Date(),
): Promise<GlobalLeaderboard> {
  const { period, scope, page, limit } = query;
  const timeZone = await timeZoneOf(db, user.organizationId);
  const from = periodStart(period, now, timeZone);
  const offset = (page - 1) * limit;
  // All time on the platform: the maintained totals (user_points); the rest sum their period.
  const board =
    scope === 'platform' && !from
      ? await readPlatformAllTime(db, { userId: user.id, now, limit, offset })
      : await readBoard(db, { scope, organizationId: user.organizationId, userId: user.id, from, now, limit, offset });
  return {
    period,
    scope,
    from: from?.toISOString() ?? null,
    timeZone,
    page,
    limit,
    rows: board.page.map((r) => toRow(r, user.id)),
    total: board.total,
    me: board.me ? toRow(board.me, user.id) : null,
  };
}

import type { Streak } from '@pariksha/shared/schemas/potd';
import { storage } from '../../../lib/storage.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Keeps the client-held streak state (currentStreak, maxStreak, bookmarkedProblems) in step with
 * the server; the header badge reads currentStreak from the session store, so it changes at once.
 * On a solve the max becomes the larger of the earlier max and the new streak (spec 4).
 */
export function syncStreak(streak: Streak, bookmarkedProblems?: number) {
  useSession.getState().setCurrentStreak(streak.current);
  storage.set('maxStreak', Math.max(streak.max, streak.current));
  if (bookmarkedProblems !== undefined) storage.set('bookmarkedProblems', bookmarkedProblems);
}

/** After a solve: the max is the larger of the earlier max and the new streak (spec 4). */
export function recordSolve(previous: Streak, result: Streak): Streak {
  const streak = { current: result.current, max: Math.max(previous.max, result.max, result.current) };
  syncStreak(streak);
  return streak;
}

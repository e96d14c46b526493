import { useEffect } from 'react';
import { useAuth } from '../../../lib/session.ts';
import { useSummary } from '../api.ts';
import { syncStreak } from '../lib/streak-session.ts';

/**
 * Keeps the header's streak badge true on every visit: the stored streak is yesterday's news
 * once a day has been missed (it then shows 0), so the shell asks the server once per load.
 */
export function StreakSync() {
  const { claims } = useAuth();
  const summary = useSummary(claims?.sub);
  useEffect(() => {
    if (summary.data) syncStreak(summary.data.streak, summary.data.bookmarkedProblems);
  }, [summary.data]);
  return null;
}

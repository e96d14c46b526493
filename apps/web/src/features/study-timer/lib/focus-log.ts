/** Today's focus sessions. "Today" is the browser's local day, so the log starts afresh at local midnight. */
export type FocusSession = { endedAt: number; minutes: number };

/** The local calendar day of an instant, e.g. '2025-03-09'. */
export function dayKey(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function todaysSessions(log: readonly FocusSession[], now: number): FocusSession[] {
  const today = dayKey(now);
  return log.filter((s) => dayKey(s.endedAt) === today).sort((a, b) => a.endedAt - b.endedAt);
}

/**
 * Adds a finished session and drops earlier days. A session is identified by its end time,
 * so the same session noticed twice (a reload, two tabs) is kept once.
 */
export function addSession(log: readonly FocusSession[], session: FocusSession, now: number): FocusSession[] {
  const today = todaysSessions(log, now);
  if (today.some((s) => s.endedAt === session.endedAt)) return today;
  return todaysSessions([...today, session], now);
}

export const totalMinutes = (sessions: readonly FocusSession[]) => sessions.reduce((sum, s) => sum + s.minutes, 0);

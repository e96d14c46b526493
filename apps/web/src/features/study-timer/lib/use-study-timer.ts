import { useCallback, useEffect, useRef, useState } from 'react';
import { addSession, todaysSessions, type FocusSession } from './focus-log.ts';
import { loadLog, loadTimer, saveLog, saveTimer } from './persist.ts';
import { advance, initialState, pause, PRESETS, reset, start, type PhaseEnd, type Plan, type TimerState } from './timer.ts';

/** Checked often enough for a smooth seconds display; correctness never depends on it. */
const TICK_MS = 250;

/**
 * The timer's state, kept in localStorage (end timestamp included) so a reload or a background
 * tab loses nothing. `onEnd` hears of every phase that ended, with `away` set when it ended
 * before this page was open, and the state that follows.
 */
export function useStudyTimer(onEnd: (ended: PhaseEnd[], away: boolean, next: TimerState) => void) {
  const [state, setState] = useState<TimerState>(() => loadTimer() ?? initialState(PRESETS.classic));
  const [log, setLog] = useState<FocusSession[]>(loadLog);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const commit = useCallback((next: TimerState) => {
    stateRef.current = next;
    setState(next);
    saveTimer(next);
  }, []);

  const check = useCallback(
    (away: boolean) => {
      const t = Date.now();
      setNow(t);
      const { state: next, ended } = advance(stateRef.current, t);
      if (ended.length === 0) return;
      commit(next);
      const focusEnds = ended.filter((e) => e.phase === 'focus');
      if (focusEnds.length > 0) {
        // Read the stored log, not this tab's copy: another tab may have added to it.
        const updated = focusEnds.reduce((l, e) => addSession(l, { endedAt: e.endedAt, minutes: e.minutes }, t), loadLog());
        saveLog(updated);
        setLog(updated);
      }
      onEndRef.current(ended, away, next);
    },
    [commit],
  );

  // Phases that ended while the page was closed.
  useEffect(() => check(true), [check]);

  const running = state.status === 'running';
  const endsAt = state.endsAt;
  useEffect(() => {
    if (!running || endsAt === null) return;
    const interval = window.setInterval(() => check(false), TICK_MS);
    // Exactly at the end too, whatever the interval's drift.
    const timeout = window.setTimeout(() => check(false), Math.max(0, endsAt - Date.now()));
    // Background tabs throttle timers: catch up as soon as the tab is seen again.
    const onVisible = () => check(false);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(timeout);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running, endsAt, check]);

  // The day can turn while the page stays open: refresh the clock now and then even when idle.
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);

  // The day can turn while the page stays open: re-read the log against the current time.
  const today = todaysSessions(log, now);

  return {
    state,
    now,
    today,
    start: () => commit(start(stateRef.current, Date.now())),
    pause: () => commit(pause(stateRef.current, Date.now())),
    reset: () => commit(reset(stateRef.current)),
    setPlan: (plan: Plan) => commit(initialState(plan)),
  };
}

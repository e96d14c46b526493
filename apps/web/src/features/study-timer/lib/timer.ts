/**
 * The study timer as pure functions of a state and the clock. Time left is always computed
 * from the phase's end timestamp, never by counting ticks, so a background tab (whose timers
 * the browser slows down) or a reload still shows the right time.
 */
export type Phase = 'focus' | 'break';
export type Status = 'idle' | 'running' | 'paused';
export type Plan = { focusMinutes: number; breakMinutes: number };

export type TimerState = {
  plan: Plan;
  phase: Phase;
  status: Status;
  /** When the running phase ends (epoch ms); null unless running. */
  endsAt: number | null;
  /** What is left of the phase while idle or paused. */
  remainingMs: number;
};

/** A phase that reached its end: focus ends are logged, both are announced. */
export type PhaseEnd = { phase: Phase; endedAt: number; minutes: number };

export const PRESETS = {
  classic: { focusMinutes: 25, breakMinutes: 5 },
  long: { focusMinutes: 50, breakMinutes: 10 },
} as const satisfies Record<string, Plan>;

export const LIMITS = { focus: { min: 1, max: 180 }, break: { min: 1, max: 60 } } as const;

const MINUTE = 60_000;

export const minutesOf = (plan: Plan, phase: Phase) => (phase === 'focus' ? plan.focusMinutes : plan.breakMinutes);
export const phaseMs = (plan: Plan, phase: Phase) => minutesOf(plan, phase) * MINUTE;

/** Ready to start a focus phase with this plan. */
export function initialState(plan: Plan): TimerState {
  return { plan, phase: 'focus', status: 'idle', endsAt: null, remainingMs: phaseMs(plan, 'focus') };
}

export function remainingMs(state: TimerState, now: number): number {
  return state.status === 'running' && state.endsAt !== null ? Math.max(0, state.endsAt - now) : state.remainingMs;
}

export function start(state: TimerState, now: number): TimerState {
  if (state.status === 'running') return state;
  return { ...state, status: 'running', endsAt: now + state.remainingMs };
}

export function pause(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  return { ...state, status: 'paused', endsAt: null, remainingMs: remainingMs(state, now) };
}

/** Back to a fresh focus phase with the same plan. */
export const reset = (state: TimerState): TimerState => initialState(state.plan);

/**
 * Moves a running timer past every phase end up to `now`. A finished focus phase starts its
 * break at once, counted from the moment focus ended (not from when the page noticed); a
 * finished break leaves the next focus phase ready but not started, so a forgotten tab does
 * not loop through sessions nobody studied.
 */
export function advance(state: TimerState, now: number): { state: TimerState; ended: PhaseEnd[] } {
  const ended: PhaseEnd[] = [];
  let s = state;
  while (s.status === 'running' && s.endsAt !== null && now >= s.endsAt) {
    const endedAt = s.endsAt;
    ended.push({ phase: s.phase, endedAt, minutes: minutesOf(s.plan, s.phase) });
    if (s.phase === 'focus') {
      s = { ...s, phase: 'break', endsAt: endedAt + phaseMs(s.plan, 'break'), remainingMs: phaseMs(s.plan, 'break') };
    } else {
      s = initialState(s.plan);
    }
  }
  return { state: s, ended };
}

/** 'mm:ss' (or 'h:mm:ss' from an hour), rounding up so 0:00 shows only at the very end. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Whole minutes left, rounded up: what is announced to screen readers once a minute. */
export const minutesLeft = (ms: number) => Math.ceil(Math.max(0, ms) / MINUTE);

/** Fraction of the phase done, 0..1, for the progress ring. */
export function progress(state: TimerState, now: number): number {
  const total = phaseMs(state.plan, state.phase);
  return total > 0 ? Math.min(1, Math.max(0, 1 - remainingMs(state, now) / total)) : 0;
}

import { z } from 'zod';
import { LIMITS, type TimerState } from './timer.ts';
import type { FocusSession } from './focus-log.ts';

/** Namespaced so they never meet the spec's storage keys; sign-out clears them with the rest. */
export const TIMER_KEY = 'pariksha.studyTimer.state';
export const LOG_KEY = 'pariksha.studyTimer.log';

const planSchema = z.object({
  focusMinutes: z.number().int().min(LIMITS.focus.min).max(LIMITS.focus.max),
  breakMinutes: z.number().int().min(LIMITS.break.min).max(LIMITS.break.max),
});
const stateSchema = z.object({
  plan: planSchema,
  phase: z.enum(['focus', 'break']),
  status: z.enum(['idle', 'running', 'paused']),
  endsAt: z.number().nullable(),
  remainingMs: z.number().min(0),
});
const logSchema = z.array(z.object({ endedAt: z.number(), minutes: z.number().min(0) })).max(500);

function read<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable (private mode, quota): the timer still runs in memory */
  }
}

/** A stored running state without an end time would never finish: treat it as unreadable. */
export const loadTimer = (): TimerState | null => {
  const s = read(TIMER_KEY, stateSchema);
  return s && (s.status !== 'running' || s.endsAt !== null) ? s : null;
};
export const saveTimer = (state: TimerState) => write(TIMER_KEY, state);
export const loadLog = (): FocusSession[] => read(LOG_KEY, logSchema) ?? [];
export const saveLog = (log: FocusSession[]) => write(LOG_KEY, log);
export { planSchema };

/**
 * The hall's clock. The server is the clock for exams: the client keeps the difference between
 * the server's time and its own (taken when a response arrives) and counts down against the
 * server's deadline and section schedule, never against its own idea of the time.
 */

export type TimingMode = 'whole' | 'perSection';
export type Slot = { sectionId: string; startsAt: number; endsAt: number };

/** The server's clock minus the device's, from a response's serverNow and the moment it arrived. */
export function clockOffset(serverNowIso: string, receivedAt: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

export function parseSchedule(schedule: { sectionId: string; startsAt: string; endsAt: string }[] | null): Slot[] | null {
  if (!schedule) return null;
  return schedule
    .map((s) => ({ sectionId: s.sectionId, startsAt: Date.parse(s.startsAt), endsAt: Date.parse(s.endsAt) }))
    .sort((a, b) => a.startsAt - b.startsAt);
}

export type SectionPhase = 'upcoming' | 'active' | 'ended';

/** Where a section is in a per-section schedule; with whole-test timing every section is open until the deadline. */
export function sectionPhase(schedule: Slot[] | null, sectionId: string, now: number, deadline: number): SectionPhase {
  if (!schedule) return now < deadline ? 'active' : 'ended';
  const slot = schedule.find((s) => s.sectionId === sectionId);
  if (!slot || now >= slot.endsAt || now >= deadline) return 'ended';
  return now < slot.startsAt ? 'upcoming' : 'active';
}

/** The section being sat now under per-section timing (null between or after all of them). */
export function activeSectionId(schedule: Slot[] | null, now: number): string | null {
  return schedule?.find((s) => s.startsAt <= now && now < s.endsAt)?.sectionId ?? null;
}

export type TimerView = {
  /** 'test': the whole paper's time; 'section': the current section's (per-section timing). */
  scope: 'test' | 'section';
  leftMs: number;
  /** The section the time belongs to (per-section timing). */
  sectionId: string | null;
  /** The whole test is over. */
  over: boolean;
};

/** What the timer shows: the test's time left, or the active section's under per-section timing. */
export function timerView(schedule: Slot[] | null, deadline: number, now: number): TimerView {
  const testLeft = Math.max(0, deadline - now);
  if (!schedule) return { scope: 'test', leftMs: testLeft, sectionId: null, over: testLeft === 0 };
  const slot = schedule.find((s) => s.startsAt <= now && now < s.endsAt) ?? schedule.find((s) => now < s.startsAt);
  if (!slot || testLeft === 0) return { scope: 'section', leftMs: 0, sectionId: null, over: true };
  // Before a section starts (a gap in the schedule), count down to its end all the same.
  return { scope: 'section', leftMs: Math.min(testLeft, slot.endsAt - now), sectionId: slot.sectionId, over: false };
}

export type Warning = 'fiveMinutes' | 'oneMinute' | 'timeUp';
const THRESHOLDS: [number, Warning][] = [
  [0, 'timeUp'],
  [60_000, 'oneMinute'],
  [5 * 60_000, 'fiveMinutes'],
];

/**
 * The warning to announce when the time left went from `before` to `after` (null before the
 * first tick, so a reload with three minutes left still hears the five-minute warning). The
 * most urgent threshold crossed wins.
 */
export function crossedWarning(before: number | null, after: number): Warning | null {
  const prev = before ?? Number.POSITIVE_INFINITY;
  for (const [limit, warning] of THRESHOLDS) if (prev > limit && after <= limit) return warning;
  return null;
}

/** The warning level the clock is in, for its colour. */
export function warningLevel(leftMs: number): 'normal' | 'warning' | 'critical' {
  if (leftMs <= 60_000) return 'critical';
  return leftMs <= 5 * 60_000 ? 'warning' : 'normal';
}

/** 'H:MM:SS' from an hour up, else 'MM:SS'; seconds round up so 00:00 means the time is really over. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Minutes and seconds for a spoken label. */
export function clockParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

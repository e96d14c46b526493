/**
 * Attempt timing. The server is the clock: it fixes the deadline (and, per section, the schedule)
 * when the attempt starts, and judges every save against its own `now`, never the client's.
 */

/** Saves sent just before the deadline may arrive a little late on a slow connection. */
export const ANSWER_GRACE_MS = 30_000;

const MINUTE_MS = 60_000;

export type TimingMode = 'whole' | 'perSection';
/** Epoch milliseconds; a section runs over [startsAt, endsAt). */
export type ScheduledSection = { sectionId: string; startsAt: number; endsAt: number };

export type PlanInput = {
  mode: TimingMode;
  startedAt: number;
  /** Whole-paper minutes; in perSection mode the sections' own minutes decide instead. */
  durationMinutes: number;
  sections: Array<{ sectionId: string; durationMinutes: number }>;
  /** A live test's closing time: nobody writes past it, so late starters only get the time left. */
  windowEndsAt?: number | null;
};

export function planAttempt(input: PlanInput): { deadline: number; schedule: ScheduledSection[] | null } {
  const { mode, startedAt, windowEndsAt } = input;
  // Never cut before the start: a start racing the window's close gets zero time, not negative.
  const cut = windowEndsAt == null ? Infinity : Math.max(startedAt, windowEndsAt);

  if (mode === 'whole') {
    return { deadline: Math.min(startedAt + input.durationMinutes * MINUTE_MS, cut), schedule: null };
  }

  if (input.sections.length === 0) throw new Error('perSection timing needs at least one section');
  let cursor = startedAt;
  const schedule = input.sections.map(({ sectionId, durationMinutes }) => {
    const section = { sectionId, startsAt: Math.min(cursor, cut), endsAt: Math.min(cursor + durationMinutes * MINUTE_MS, cut) };
    cursor += durationMinutes * MINUTE_MS;
    return section;
  });
  return { deadline: schedule[schedule.length - 1].endsAt, schedule };
}

/** The section running at `now`; null before the first start, after the end, or in a cut (empty) section. */
export function activeSection(schedule: ScheduledSection[], now: number): string | null {
  return schedule.find((s) => s.startsAt <= now && now < s.endsAt)?.sectionId ?? null;
}

export function canSaveAnswer(input: { deadline: number; now: number; schedule: ScheduledSection[] | null; sectionId: string }): boolean {
  const { deadline, now, schedule, sectionId } = input;
  if (schedule === null) return now <= deadline + ANSWER_GRACE_MS;
  const section = schedule.find((s) => s.sectionId === sectionId);
  // A section cut to nothing by the window never ran, so nothing in it can be a late save.
  if (!section || section.endsAt <= section.startsAt) return false;
  // Sections are one-way: no answering ahead, and no going back once one has ended (past grace).
  return now >= section.startsAt && now <= section.endsAt + ANSWER_GRACE_MS;
}

export function timeLeftMs(deadline: number, now: number): number {
  return Math.max(0, deadline - now);
}

import type { ExamDetail, ExamSummary, LiveTestList } from '@pariksha/shared/schemas/exams';

export type StudentGroups = {
  live: ExamDetail[];
  upcoming: ExamDetail[];
  /** Practice and mock tests not yet taken. */
  available: ExamSummary[];
  /** Taken tests (with scores) and live tests that have ended. */
  done: (ExamSummary | ExamDetail)[];
};

const isDetail = (e: ExamSummary | ExamDetail): e is ExamDetail => 'sets' in e;

/** Whether the student has a submitted attempt in any of the exam's sets. */
export function hasAttempted(e: ExamSummary | ExamDetail): boolean {
  return e.attemptedSetCount > 0 || (isDetail(e) && e.sets.some((s) => s.me.lastSubmittedAttemptId !== null));
}

/**
 * The student's view of their organisation's tests. Live tests come grouped by the server's
 * clock from /exams/live; the catalogue list gives the practice and mock tests (its live ones
 * are skipped, they are already in the live groups).
 */
export function groupStudentExams(
  catalogue: readonly ExamSummary[],
  live: LiveTestList | undefined,
  organizationId: string | null,
): StudentGroups {
  const mine = <T extends ExamSummary>(e: T) => organizationId === null || e.organizationId === organizationId;
  const byStart = (a: ExamSummary, b: ExamSummary) => Date.parse(a.startsAt ?? '') - Date.parse(b.startsAt ?? '');
  const byEndDesc = (a: ExamSummary, b: ExamSummary) => Date.parse(b.endsAt ?? '') - Date.parse(a.endsAt ?? '');
  const others = catalogue.filter((e) => e.kind !== 'live' && mine(e));
  return {
    live: (live?.live ?? []).filter(mine).sort(byStart),
    upcoming: (live?.upcoming ?? []).filter(mine).sort(byStart),
    available: others.filter((e) => !hasAttempted(e)),
    done: [...(live?.ended ?? []).filter(mine).sort(byEndDesc), ...others.filter(hasAttempted)],
  };
}

export type CardVariant = 'live' | 'upcoming' | 'available' | 'done';
export type SetAction = 'start' | 'resume' | 'retake' | 'instructions';
type Me = { inProgressAttemptId: string | null; lastSubmittedAttemptId: string | null };

/**
 * What a student can do with one set: live tests are taken once and not after they end;
 * practice and mock tests may be retaken. An upcoming test shows only its instructions.
 */
export function setActions(kind: ExamSummary['kind'], variant: CardVariant, me: Me): { primary: SetAction | null; showResult: boolean } {
  const submitted = me.lastSubmittedAttemptId !== null;
  if (variant === 'upcoming') return { primary: 'instructions', showResult: false };
  if (me.inProgressAttemptId && !(kind === 'live' && variant === 'done')) return { primary: 'resume', showResult: submitted };
  if (kind === 'live') return { primary: variant === 'live' && !submitted ? 'start' : null, showResult: submitted };
  return { primary: submitted ? 'retake' : 'start', showResult: submitted };
}

import type { ExamDetail, ExamKind, LiveTestList, SetSummary } from '@pariksha/shared/schemas/exams';
import type { AttemptResult } from '@pariksha/shared/schemas/attempts';
import { liveWindow } from './time.ts';

/** What a set's button does for this student. */
export type SetAction =
  | { kind: 'resume'; attemptId: string }
  | { kind: 'result'; attemptId: string; canRetake: boolean }
  | { kind: 'start'; attemptNumber: number };

/** Practice and mock sets may be retaken; a live test is taken once. */
export const canRetake = (examKind: ExamKind) => examKind !== 'live';

export function setAction(me: SetSummary['me'], examKind: ExamKind): SetAction {
  if (me.inProgressAttemptId) return { kind: 'resume', attemptId: me.inProgressAttemptId };
  if (me.lastSubmittedAttemptId) return { kind: 'result', attemptId: me.lastSubmittedAttemptId, canRetake: canRetake(examKind) };
  return { kind: 'start', attemptNumber: me.attemptsUsed + 1 };
}

/**
 * Why the start button is off (or not). `now` is the server's time. A student with a live
 * attempt in progress may always resume: the server keeps its deadline.
 */
export type StartBlock = 'none' | 'notOpen' | 'closed' | 'alreadyTaken' | 'noQuestions';
export function startBlock(
  set: Pick<SetSummary, 'me' | 'questionCount'>,
  exam: Pick<ExamDetail, 'kind' | 'startsAt' | 'endsAt'>,
  now: number,
): StartBlock {
  if (set.me.inProgressAttemptId) return 'none';
  if (set.questionCount === 0) return 'noQuestions';
  if (exam.kind === 'live') {
    if (set.me.lastSubmittedAttemptId) return 'alreadyTaken';
    const window = liveWindow(exam, now);
    if (window === 'upcoming') return 'notOpen';
    if (window === 'ended') return 'closed';
  }
  return 'none';
}

/** How the result shows the rank: a number, "after the test closes at …", or not ranked. */
export type RankState =
  { kind: 'ranked'; rank: number; percentile: number | null } | { kind: 'pending'; ranksAt: string } | { kind: 'unranked' };
export function rankState(result: Pick<AttemptResult, 'rank' | 'percentile' | 'ranksAt'>, now: number): RankState {
  if (result.rank !== null) return { kind: 'ranked', rank: result.rank, percentile: result.percentile };
  if (result.ranksAt && Date.parse(result.ranksAt) > now) return { kind: 'pending', ranksAt: result.ranksAt };
  return { kind: 'unranked' };
}

/**
 * The live-test page regroups by the ticking server clock, so a test moves from upcoming to
 * live at its start without a reload. Upcoming soonest first, live ending soonest first,
 * ended latest first.
 */
export function groupLiveTests(list: Pick<LiveTestList, 'upcoming' | 'live' | 'ended'>, now: number) {
  const all = [...list.upcoming, ...list.live, ...list.ended];
  const seen = new Set<string>();
  const groups: Record<'upcoming' | 'live' | 'ended', ExamDetail[]> = { upcoming: [], live: [], ended: [] };
  for (const exam of all) {
    if (seen.has(exam.id)) continue;
    seen.add(exam.id);
    groups[liveWindow(exam, now) ?? exam.liveStatus ?? 'ended'].push(exam);
  }
  const at = (iso: string | null) => (iso ? Date.parse(iso) : 0);
  groups.upcoming.sort((a, b) => at(a.startsAt) - at(b.startsAt));
  groups.live.sort((a, b) => at(a.endsAt) - at(b.endsAt));
  groups.ended.sort((a, b) => at(b.endsAt) - at(a.endsAt));
  return groups;
}

/** The next moment a live test changes group (to refetch its data then), or null. */
export function nextLiveChange(exams: ExamDetail[], now: number): number | null {
  const moments = exams.flatMap((e) => [e.startsAt, e.endsAt]).map((iso) => (iso ? Date.parse(iso) : NaN));
  const future = moments.filter((t) => Number.isFinite(t) && t > now);
  return future.length ? Math.min(...future) : null;
}

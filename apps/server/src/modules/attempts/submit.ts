import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { toHundredths } from '@pariksha/shared/exam/fraction';
import { scoreAttempt, type ScoringQuestion, type ScoringSection } from '@pariksha/shared/exam/scoring';
import { ANSWER_GRACE_MS } from '@pariksha/shared/exam/timing';
import type { Db, Tx } from '../../db/client.ts';
import { attemptAnswers, examAttempts, examSectionQuestions, examSections, questions } from '../../db/schema/index.ts';
import { cachesFor } from './cache.ts';
import { NaturalBatcher } from './natural-batcher.ts';
import { attemptFacts, factsOf, rowsOf, type AttemptRow } from './repo.ts';

/** Per-section figures stored on the attempt at submission (exact fractions). */
export type StoredSectionResult = {
  sectionId: string;
  num: number;
  den: number;
  maxNum: number;
  maxDen: number;
  correct: number;
  wrong: number;
  unattempted: number;
};

export type AnswerKey = { sections: ScoringSection[]; questions: ScoringQuestion[] };

/**
 * The set's marking scheme and answer key, shared for ANSWER_KEY_TTL_MS: the end of a live test
 * scores thousands of attempts of one set at once. (A set's questions are frozen once it has
 * attempts; a corrected key in the bank applies to submissions within that time.)
 */
export function answerKey(db: Db, setId: string): Promise<AnswerKey> {
  const cache = cachesFor(db).keys;
  const hit = cache.get(setId);
  if (hit) return hit;
  const loading = loadAnswerKey(db, setId);
  cache.set(setId, loading);
  loading.catch(() => cache.delete(setId));
  return loading;
}

async function loadAnswerKey(db: Db | Tx, setId: string): Promise<AnswerKey> {
  const rows = await db
    .select({
      sectionId: examSections.id,
      markCorrect: examSections.markCorrect,
      markWrong: examSections.markWrong,
      questionId: examSectionQuestions.questionId,
      correctOptionIds: questions.correctOptionIds,
    })
    .from(examSections)
    .leftJoin(examSectionQuestions, eq(examSectionQuestions.sectionId, examSections.id))
    .leftJoin(questions, eq(questions.id, examSectionQuestions.questionId))
    .where(eq(examSections.setId, setId))
    .orderBy(asc(examSections.position), asc(examSections.id), asc(examSectionQuestions.position));
  const sections = new Map<string, ScoringSection>();
  const key: ScoringQuestion[] = [];
  for (const r of rows) {
    if (!sections.has(r.sectionId))
      sections.set(r.sectionId, { sectionId: r.sectionId, markCorrect: r.markCorrect, markWrong: r.markWrong });
    if (r.questionId && r.correctOptionIds)
      key.push({ questionId: r.questionId, sectionId: r.sectionId, correctOptionIds: r.correctOptionIds });
  }
  return { sections: [...sections.values()], questions: key };
}

export const isExpired = (attempt: Pick<AttemptRow, 'deadline'>, now: number) => now > attempt.deadline.getTime() + ANSWER_GRACE_MS;

export type SubmitOptions = {
  now?: number;
  /** The auto-submit job skips attempts another instance is already submitting. */
  skipLocked?: boolean;
};

type SubmitRequest = { attemptId: string; by: 'student' | 'auto'; now: number };
type SubmitOutcome = { attempt: AttemptRow; closed: boolean } | null;

/** Submits in flight at once (each holds one pool connection for its transaction). */
const SUBMIT_IN_FLIGHT = 2;
/** Attempts per transaction. */
const SUBMIT_BATCH = 100;

const submitters = new WeakMap<Db, NaturalBatcher<SubmitRequest, SubmitOutcome>>();

/**
 * Scores and closes an attempt. The attempt row is locked FOR UPDATE first, so a student's
 * submit, the auto-submit job on any instance and in-flight answer saves are serialised:
 * exactly one of them scores, the others see 'submitted' and return that result.
 * Returns the submitted row and whether this call closed it, or null when the attempt does not
 * exist (or, with skipLocked, is being submitted by someone else right now).
 *
 * Submits arriving together (the end of a live test) share one transaction (natural batching,
 * natural-batcher.ts): the same five statements close a hundred attempts as one.
 */
export async function submitAttempt(
  db: Db,
  attemptId: string,
  by: 'student' | 'auto',
  options: SubmitOptions = {},
): Promise<{ attempt: AttemptRow; closed: boolean } | null> {
  const request: SubmitRequest = { attemptId, by, now: options.now ?? Date.now() };
  // The job's SKIP LOCKED submits go alone: a batch would skip what its other rows hold.
  if (options.skipLocked) return (await submitTogether(db, [request], true))[0];
  let submitter = submitters.get(db);
  if (!submitter) {
    submitter = new NaturalBatcher((batch) => submitTogether(db, batch, false), {
      maxInFlight: SUBMIT_IN_FLIGHT,
      maxBatch: SUBMIT_BATCH,
      // An attempt that cannot be scored must not fail the others' submits.
      isolateFailures: true,
    });
    submitters.set(db, submitter);
  }
  return submitter.push(request);
}

/**
 * One transaction for a batch of submits: lock the attempts (in id order, as the answer-save
 * statement does, so the two never deadlock), read the answers of those still open (after the
 * lock, so every save committed before it counts), score them and close them in one update.
 * A second submit of the same attempt, in this batch or any later one, finds it submitted and
 * answers the same result.
 */
async function submitTogether(db: Db, requests: SubmitRequest[], skipLocked: boolean): Promise<SubmitOutcome[]> {
  // Read before the transaction: PGlite runs nothing else while one is open.
  const facts = await Promise.all(requests.map((r) => attemptFacts(db, r.attemptId)));
  const known = requests.filter((_, i) => facts[i]);
  if (!known.length) return requests.map(() => null);
  const setIds = [...new Set(facts.flatMap((f) => (f ? [f.setId] : [])))];
  const keys = new Map(await Promise.all(setIds.map(async (setId) => [setId, await answerKey(db, setId)] as const)));
  // The first request for an attempt decides how it is closed; repeats get the same row.
  const first = new Map<string, SubmitRequest>();
  for (const r of known) if (!first.has(r.attemptId)) first.set(r.attemptId, r);

  const { rows, closed } = await db.transaction(async (tx) => {
    const query = tx
      .select()
      .from(examAttempts)
      .where(inArray(examAttempts.id, [...first.keys()]))
      .orderBy(asc(examAttempts.id));
    const locked = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
    const rows = new Map(locked.map((a) => [a.id, a]));
    const open = locked.filter((a) => a.status === 'inProgress');
    if (!open.length) return { rows, closed: new Set<string>() };
    const answers = await tx
      .select({
        attemptId: attemptAnswers.attemptId,
        questionId: attemptAnswers.questionId,
        selectedOptionIds: attemptAnswers.selectedOptionIds,
        state: attemptAnswers.state,
      })
      .from(attemptAnswers)
      .where(
        inArray(
          attemptAnswers.attemptId,
          open.map((a) => a.id),
        ),
      );
    const answersOf = new Map<string, typeof answers>();
    for (const a of answers) answersOf.set(a.attemptId, [...(answersOf.get(a.attemptId) ?? []), a]);

    const updates = open.map((attempt) => {
      const { by, now } = first.get(attempt.id)!;
      const key = keys.get(attempt.setId)!;
      const scored = scoreAttempt(key.sections, key.questions, answersOf.get(attempt.id) ?? []);
      const started = attempt.startedAt.getTime();
      const deadline = attempt.deadline.getTime();
      // Time ran out at the deadline: that is when an auto-submitted attempt ended, however late the job ran.
      const submittedAt = by === 'auto' ? Math.min(now, deadline) : now;
      const sectionResults: StoredSectionResult[] = scored.sections.map((s) => ({
        sectionId: s.sectionId,
        num: s.score.num,
        den: s.score.den,
        maxNum: s.maxScore.num,
        maxDen: s.maxScore.den,
        correct: s.correct,
        wrong: s.wrong,
        unattempted: s.unattempted,
      }));
      const row: AttemptRow = {
        ...attempt,
        status: 'submitted',
        submittedAt: new Date(submittedAt),
        submittedBy: by,
        scoreNumerator: scored.score.num,
        scoreDenominator: scored.score.den,
        scoreHundredths: toHundredths(scored.score),
        correct: scored.correct,
        wrong: scored.wrong,
        unattempted: scored.unattempted,
        timeTakenMs: Math.max(0, Math.min(submittedAt - started, deadline - started)),
        sectionResults,
      };
      rows.set(attempt.id, row);
      return row;
    });
    // The rows are locked, so the update writes exactly the rows computed above.
    const written = await rowsOf<{ id: string }>(
      tx,
      sql`update exam_attempts as a set
            status = 'submitted', submitted_at = x.sa, submitted_by = x.sb,
            score_numerator = x.sn, score_denominator = x.sd, score_hundredths = x.sh,
            correct = x.c, wrong = x.w, unattempted = x.u, time_taken_ms = x.t, section_results = x.sr
          from jsonb_to_recordset(${JSON.stringify(
            updates.map((r) => ({
              id: r.id,
              sa: r.submittedAt!.toISOString(),
              sb: r.submittedBy,
              sn: r.scoreNumerator,
              sd: r.scoreDenominator,
              sh: r.scoreHundredths,
              c: r.correct,
              w: r.wrong,
              u: r.unattempted,
              t: r.timeTakenMs,
              sr: r.sectionResults,
            })),
          )}::jsonb)
            as x(id uuid, sa timestamptz, sb text, sn bigint, sd bigint, sh int, c int, w int, u int, t int, sr jsonb)
          where a.id = x.id and a.status = 'inProgress'
          returning a.id`,
    );
    if (written.length !== updates.length) throw new Error('Submitted attempts changed under their lock');
    return { rows, closed: new Set(updates.map((r) => r.id)) };
  });

  const caches = cachesFor(db);
  for (const id of closed) {
    const row = rows.get(id)!;
    caches.attempts.set(id, factsOf(row));
    caches.averages.delete(row.setId);
  }
  const answered = new Set<string>();
  return requests.map((r) => {
    const row = rows.get(r.attemptId);
    if (!row) return null;
    // Only the first submit of an attempt in the batch closed it; repeats found it submitted.
    const closedNow = closed.has(r.attemptId) && !answered.has(r.attemptId);
    answered.add(r.attemptId);
    return { attempt: row, closed: closedNow };
  });
}

/**
 * Attempts past their deadline + grace that nobody submitted (the browser was closed, the
 * server restarted): oldest deadline first, through the partial index exam_attempts_due_idx.
 */
export async function dueAttemptIds(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'inProgress'), lt(examAttempts.deadline, new Date(now - ANSWER_GRACE_MS))))
    .orderBy(asc(examAttempts.deadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

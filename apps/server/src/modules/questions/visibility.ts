import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * THE rule for showing a question (and above all its answer) outside the exam hall. Every
 * route that gives a student a question's text, options, correct options or explanation goes
 * through it: practice, quizzes, bookmarks, flash cards, the daily problem. The hall's own
 * attempt routes are the one exception (they never carry the key); the analysis after a
 * submission releases the key by `keyReleased` below.
 *
 * A question is visible to a viewer when
 *   A. it is platform content (default organisation) or the viewer's own organisation's, and
 *      it is not locked: it is in no test that
 *        - is unpublished (still being written), or
 *        - is a live test whose window has not closed (ends_at in the future, or not set), or
 *        - has a set the viewer is sitting right now (an in-progress attempt of theirs);
 *   B. or the viewer has a submitted attempt whose paper holds it and whose answer key is out
 *      (see `keyReleased`): they have seen its review already. B holds whatever organisation
 *      the test belongs to (a public test of another institute).
 *
 * A's lock is lifted by B: a question of a submitted mock stays visible even while the same
 * question sits in an upcoming live test, since its review showed the answer anyway. A
 * submitted attempt of a live test that is still running lifts nothing (the key is not out).
 *
 * Staff are NOT exempt, not even for their own organisation's questions: they read and edit
 * those, answers included, through the question bank and exam authoring, staff-only routes that
 * are authoring tools and stand outside this rule. On the student features (practice, quizzes,
 * bookmarks, cards, the daily problem) everyone gets the same rule, so a teacher's practice
 * page shows what the students' does, and a shared or promoted account cannot be used to read
 * a running test's key from a student page.
 *
 * Anything hidden answers 404 `notFound('Question')`, the same as a question that does not
 * exist, so a probe learns nothing.
 *
 * Performance: every part is an indexed lookup keyed by the question (exam_section_questions
 * by question_id, then primary keys) or by the viewer (exam_attempts by set and user, or by
 * user). In `ownContentVisibleTo` the lock is one top-level NOT EXISTS, which PostgreSQL runs
 * as an anti-join, so a list or a count stays one query whatever its size.
 */

/** Who is looking; a signed-in user's token or a users row both fit. */
export type Viewer = Pick<AuthUser, 'id' | 'organizationId'>;

/** Whose questions a viewer may practise at all: the platform's and their own organisation's. */
export function contentOrgIds(viewer: Pick<Viewer, 'organizationId'>): string[] {
  return viewer.organizationId === DEFAULT_ORG_ID ? [DEFAULT_ORG_ID] : [DEFAULT_ORG_ID, viewer.organizationId];
}

/**
 * Whether a test's answer key (correct options, explanations) may be shown to those who
 * submitted it: at once for practice sets and mocks; for a live test only once its window has
 * closed, so nobody passes answers to students still in the hall. A live test with no end
 * never releases it. Mirrors `releasedSql` below.
 */
export function keyReleased(exam: { kind: string; endsAt: Date | null }, now: number = Date.now()): boolean {
  return exam.kind !== 'live' || (exam.endsAt !== null && exam.endsAt.getTime() <= now);
}

// The questions row the conditions are about. Written out: drizzle leaves a column unqualified
// in a one-table select, and inside the subqueries below "id" would mean another table's id.
const Q_ID = sql.raw('"questions"."id"');

const at = (now: number) => sql`${new Date(now).toISOString()}::timestamptz`;

/** `keyReleased` in SQL, for the exams row under the alias given. */
const releasedSql = (e: string, now: number) => sql`(${sql.raw(e)}.kind <> 'live' or ${sql.raw(e)}.ends_at <= ${at(now)})`;

/**
 * B: the viewer submitted an attempt of a set holding the question, and its key is out. Every
 * step is an index lookup whichever end PostgreSQL starts from (the question's sections, or the
 * viewer's own attempts), never a scan of a test's many attempts. A set's questions cannot
 * change once it has attempts, so the set's paper is the attempt's.
 */
function seenInReviewSql(viewer: Viewer, now: number): SQL {
  return sql`exists (
    select 1 from exam_section_questions vis_sq
    join exam_sections vis_ss on vis_ss.id = vis_sq.section_id
    join exam_attempts vis_sa on vis_sa.set_id = vis_ss.set_id and vis_sa.user_id = ${viewer.id} and vis_sa.status = 'submitted'
    join exams vis_se on vis_se.id = vis_sa.exam_id
    where vis_sq.question_id = ${Q_ID} and ${releasedSql('vis_se', now)}
  )`;
}

/**
 * Not A's lock, with B's lifting folded in (lock and not B = no row): no test locks the
 * question for this viewer. One NOT EXISTS (see the performance note above).
 */
function notLockedSql(viewer: Viewer, now: number): SQL {
  return sql`not exists (
    select 1 from exam_section_questions vis_q
    join exam_sections vis_s on vis_s.id = vis_q.section_id
    join exam_sets vis_t on vis_t.id = vis_s.set_id
    join exams vis_e on vis_e.id = vis_t.exam_id
    where vis_q.question_id = ${Q_ID}
      and (
        not vis_e.is_published
        or (vis_e.kind = 'live' and (vis_e.ends_at is null or vis_e.ends_at > ${at(now)}))
        or exists (select 1 from exam_attempts vis_a
                   where vis_a.set_id = vis_t.id and vis_a.user_id = ${viewer.id} and vis_a.status = 'inProgress')
      )
      and not ${seenInReviewSql(viewer, now)}
  )`;
}

/**
 * The rule for platform and own-organisation content only (practice lists, quizzes): A with
 * B's lifting. A plain AND of an indexed tenancy filter and one anti-join: the form for hot
 * lists.
 */
export function ownContentVisibleTo(viewer: Viewer, now = Date.now()): SQL {
  return and(inArray(questions.organizationId, contentOrgIds(viewer)), notLockedSql(viewer, now))!;
}

/**
 * The whole rule (A or B) as a WHERE condition on `questions` (which must not be aliased), for
 * places that also show questions of another organisation's test the viewer took (bookmarks).
 */
export function questionVisibleTo(viewer: Viewer, now = Date.now()): SQL {
  return or(ownContentVisibleTo(viewer, now), seenInReviewSql(viewer, now))!;
}

/**
 * A lock that holds for everyone (an unpublished test, a live test not over), for content
 * picked with nobody in particular in mind: the daily problem's roll-over.
 */
export function lockedForEveryoneSql(now = Date.now()): SQL {
  return sql`exists (
    select 1 from exam_section_questions vis_q
    join exam_sections vis_s on vis_s.id = vis_q.section_id
    join exam_sets vis_t on vis_t.id = vis_s.set_id
    join exams vis_e on vis_e.id = vis_t.exam_id
    where vis_q.question_id = ${Q_ID}
      and (not vis_e.is_published or (vis_e.kind = 'live' and (vis_e.ends_at is null or vis_e.ends_at > ${at(now)})))
  )`;
}

export type QuestionRow = typeof questions.$inferSelect;

/** The question if the viewer may see it, else null (unknown and hidden alike). */
export async function findVisibleQuestion(db: Db | Tx, viewer: Viewer, questionId: string, now = Date.now()): Promise<QuestionRow | null> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), questionVisibleTo(viewer, now)));
  return row ?? null;
}

/** The question if the viewer may see it; 404 otherwise. */
export async function assertQuestionVisible(db: Db | Tx, viewer: Viewer, questionId: string, now = Date.now()): Promise<QuestionRow> {
  const row = await findVisibleQuestion(db, viewer, questionId, now);
  if (!row) throw notFound('Question');
  return row;
}

/** Which of these questions the viewer may see, in one query. */
export async function visibleQuestionIds(db: Db | Tx, viewer: Viewer, ids: readonly string[], now = Date.now()): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, [...new Set(ids)]), questionVisibleTo(viewer, now)));
  return new Set(rows.map((r) => r.id));
}

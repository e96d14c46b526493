import { and, eq, lt } from 'drizzle-orm';
import { ANSWER_GRACE_MS, canSaveAnswer, planAttempt } from '@pariksha/shared/exam/timing';
import type { AnswerSave, AttemptSummary, SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import type { TestLanguage } from '@pariksha/shared/schemas/exams';
import type { Db } from '../../db/client.ts';
import { examAttempts } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { isExamVisible } from '../exams/repo.ts';
import { requireExamAccess } from '../payments/entitlements.ts';
import type { Paper, SetContext } from './cache.ts';
import {
  attemptFacts,
  findAttempt,
  findOpenAttempt,
  getPaper,
  createAttempt,
  loadAnswersHot,
  recentSet,
  rememberAttempt,
  setCurrentSection,
  storedSeqs,
  storeSchedule,
  type AttemptHead,
  type AttemptRow,
  type NewAttempt,
} from './repo.ts';
import { paperKeyOf, paperRefOf } from './paper.ts';
import { batcherFor } from './save-batcher.ts';
import { isExpired, submitAttempt } from './submit.ts';

export const ALREADY_SUBMITTED = 'This test has already been submitted';
export const TIME_UP = 'Time is up for this test';

type RenderOptions = {
  /** A just-created attempt has no answers to read. */
  fresh?: boolean;
  /** The answers as JSON text, already read with the attempt (the hall load). */
  answersJson?: string;
  /** Only a start gets the key that opens the pre-loaded paper. */
  paperKey?: string;
};

/**
 * The attempt as JSON bytes: its state and answers, and where the paper is (attemptState). Never
 * the paper itself: it is its own cacheable resource (paper.ts), fetched once per student and
 * version (76 KB for 100 questions: every start of a rush carried it before).
 */
async function renderView(
  db: Db,
  attempt: AttemptHead,
  ctx: SetContext,
  paper: Paper,
  now: number,
  options: RenderOptions = {},
): Promise<Buffer> {
  const head: AttemptSummary & { paperKey?: string } = renderSummary(attempt, ctx, paper, now);
  if (options.paperKey) head.paperKey = options.paperKey;
  const answers = options.answersJson ?? JSON.stringify(options.fresh ? [] : await loadAnswersHot(db, attempt.id));
  return Buffer.from(`${JSON.stringify(head).slice(0, -1)},"answers":${answers}}`);
}

/** The attempt without its answers (attemptSummary). */
function renderSummary(attempt: AttemptHead, ctx: SetContext, paper: Paper, now: number): AttemptSummary {
  return {
    id: attempt.id,
    setId: attempt.setId,
    examId: attempt.examId,
    status: attempt.status,
    language: attempt.language,
    title: ctx.set.title,
    examTitle: ctx.exam.title,
    timingMode: ctx.set.timingMode,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: new Date(now).toISOString(),
    schedule: attempt.sectionSchedule ?? null,
    paper: paperRefOf(paper),
  };
}

const liveWindowOpen = ({ exam }: SetContext, now: number) =>
  exam.kind !== 'live' || ((!exam.startsAt || exam.startsAt.getTime() <= now) && (!exam.endsAt || now < exam.endsAt.getTime()));

/** An in-progress attempt past deadline + grace is closed now rather than reopened. */
async function closeIfExpired<T extends AttemptHead>(db: Db, attempt: T, now: number): Promise<T | AttemptRow> {
  if (attempt.status !== 'inProgress' || !isExpired(attempt, now)) return attempt;
  return (await submitAttempt(db, attempt.id, 'auto', { now }))?.attempt ?? attempt;
}

/**
 * Starts an attempt, or resumes the caller's open one. The server fixes the deadline (and the
 * per-section schedule) now; a live test's late starter only gets the time left in the window.
 * The usual case, a first start, is one statement (set and paper come from memory).
 */
export async function startAttempt(
  db: Db,
  user: AuthUser,
  setId: string,
  language: TestLanguage,
  { summary = false, now = Date.now() }: { summary?: boolean; now?: number } = {},
): Promise<{ view: Buffer; created: boolean }> {
  const ctx = await recentSet(db, setId, (c) => isExamVisible(user, c.exam) && liveWindowOpen(c, now));
  if (!ctx || !isExamVisible(user, ctx.exam)) throw notFound('Test');
  // A paid test series needs an entitlement in force (402), checked on every start and resume.
  await requireExamAccess(db, user, ctx.exam, new Date(now));
  const { set, exam } = ctx;
  const live = exam.kind === 'live';
  if (live && exam.startsAt && now < exam.startsAt.getTime()) throw conflict('This test has not started yet');
  const windowOver = live && exam.endsAt !== null && now >= exam.endsAt.getTime();
  const [paper, paperKey] = await Promise.all([getPaper(db, setId), paperKeyOf(db, setId)]);
  if (!paper.questions.length) throw new AppError('UNPROCESSABLE', 'This test has no questions yet');
  // The key goes out with the attempt: the start is refused above before a live test's window.
  // Either view is small: the paper is fetched from `paper.url` (or opened from the pre-load).
  const render = async (attempt: AttemptRow, fresh: boolean) => {
    if (!summary) return renderView(db, attempt, ctx, paper, now, { fresh, paperKey });
    const head: AttemptSummary & { paperKey?: string } = renderSummary(attempt, ctx, paper, now);
    head.paperKey = paperKey; // added in place: a spread would copy the summary for one key
    return Buffer.from(JSON.stringify(head));
  };

  const plan = planAttempt({
    mode: set.timingMode,
    startedAt: now,
    durationMinutes: set.durationMinutes,
    // An empty section would only make the student wait; it gets no time.
    sections: paper.sections.filter((s) => s.questionCount > 0).map((s) => ({ sectionId: s.id, durationMinutes: s.durationMinutes })),
    windowEndsAt: live ? (exam.endsAt?.getTime() ?? null) : null,
  });
  const fresh: NewAttempt = {
    setId,
    examId: exam.id,
    organizationId: exam.organizationId,
    userId: user.id,
    language,
    startedAt: new Date(now),
    deadline: new Date(plan.deadline),
    sectionSchedule: storeSchedule(plan.schedule),
    currentSectionId: plan.schedule?.[0]?.sectionId ?? null,
  };
  const created = windowOver ? null : await createAttempt(db, fresh, live);
  if (created) {
    rememberAttempt(db, created);
    return { view: await render(created, true), created: true };
  }

  // Something is there already: an open attempt to resume (or close, if its time is over), a
  // live test taken before, or another tab that started a moment ago.
  const mine = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id)));
  const open = mine.find((a) => a.status === 'inProgress');
  if (open) {
    const current = await closeIfExpired(db, open, now);
    if (current.status === 'inProgress') return { view: await render(current, false), created: false };
  }
  if (windowOver) throw conflict('This test has ended');
  if (live && mine.some((a) => a.status === 'submitted' || a.id === open?.id)) throw conflict('You have already taken this test');
  const retried = await createAttempt(db, fresh, live);
  if (!retried) throw conflict('This test was just started elsewhere. Please try again.');
  rememberAttempt(db, retried);
  return { view: await render(retried, true), created: true };
}

async function ownAttempt(db: Db, user: AuthUser, attemptId: string): Promise<AttemptRow> {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.userId !== user.id) throw notFound('Attempt');
  return attempt;
}

async function viewOf(db: Db, attempt: AttemptHead, now: number, options: RenderOptions = {}): Promise<Buffer> {
  const ctx = await recentSet(db, attempt.setId);
  if (!ctx) throw notFound('Attempt');
  return renderView(db, attempt, ctx, await getPaper(db, attempt.setId), now, options);
}

/** GET /attempts/:attemptId: the caller's own attempt, in any state. */
export async function getAttempt(db: Db, user: AuthUser, attemptId: string, now = Date.now()): Promise<Buffer> {
  const attempt = await closeIfExpired(db, await ownAttempt(db, user, attemptId), now);
  return viewOf(db, attempt, now);
}

/** GET /exam-sets/:setId/attempt: the caller's open attempt of the set, to resume. */
export async function getOpenAttempt(db: Db, user: AuthUser, setId: string, now = Date.now()): Promise<Buffer> {
  // One statement: the attempt with its answers (a whole exam hall reloads at once).
  const open = await findOpenAttempt(db, setId, user.id);
  if (!open) throw notFound('Attempt');
  if (!isExpired(open, now)) return viewOf(db, open, now, { answersJson: open.answersJson });
  // Past its deadline: closed now; if another process got there first, its answers are read again.
  const current = await closeIfExpired(db, open, now);
  if (current.status !== 'inProgress') throw notFound('Attempt');
  return viewOf(db, current, now);
}

/** The newest save per question wins inside a batch too (one row may be written once per statement). */
function newestPerQuestion(answers: AnswerSave[]): AnswerSave[] {
  // The hall saves one answer per request: nothing to merge.
  if (answers.length < 2) return answers;
  const byQuestion = new Map<string, AnswerSave>();
  for (const a of answers) {
    const seen = byQuestion.get(a.questionId);
    if (!seen || seen.clientSeq < a.clientSeq) byQuestion.set(a.questionId, a);
  }
  return [...byQuestion.values()];
}

const NONE_STORED: ReadonlyMap<string, number> = new Map();

/**
 * The hot path: one attempt lookup (memory after the first save) and one statement. Every
 * check that can be made from immutable facts is made before touching the database.
 */
export async function saveAnswers(
  db: Db,
  user: AuthUser,
  attemptId: string,
  body: SaveAnswersRequest,
  now = Date.now(),
): Promise<SaveAnswersResponse> {
  const facts = await attemptFacts(db, attemptId);
  if (!facts || facts.userId !== user.id) throw notFound('Attempt');
  if (facts.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
  if (now > facts.deadline + ANSWER_GRACE_MS) throw conflict(TIME_UP);
  const paper = await getPaper(db, facts.setId);

  const answers = newestPerQuestion(body.answers);
  for (const a of answers) {
    const sectionId = paper.sectionOf.get(a.questionId);
    if (!sectionId) throw badRequest('This question is not part of this test', { questionId: a.questionId });
    const options = paper.optionIds.get(a.questionId)!;
    if (a.selectedOptionIds.some((id) => !options.has(id))) {
      throw badRequest('This option is not part of the question', { questionId: a.questionId });
    }
    if (!canSaveAnswer({ deadline: facts.deadline, now, schedule: facts.schedule, sectionId })) {
      if (!facts.schedule) throw conflict(TIME_UP);
      const slot = facts.schedule.find((s) => s.sectionId === sectionId);
      if (slot && now < slot.startsAt) throw conflict('This section has not started yet');
      throw conflict('This section has ended');
    }
  }
  if (body.currentSectionId && !paper.sections.some((s) => s.id === body.currentSectionId)) {
    throw badRequest('This section is not part of this test');
  }

  const { open, written } = await batcherFor(db).save(attemptId, answers, body.tabSwitches);
  if (!open) {
    facts.status = 'submitted';
    throw conflict(ALREADY_SUBMITTED);
  }
  const stored =
    // (`written` may also hold other saves of this attempt written by the same statement.)
    answers.every((a) => written.has(a.questionId))
      ? NONE_STORED
      : await storedSeqs(
          db,
          attemptId,
          answers.filter((a) => !written.has(a.questionId)).map((a) => a.questionId),
        );
  if (body.currentSectionId && body.currentSectionId !== facts.currentSectionId) {
    await setCurrentSection(db, attemptId, body.currentSectionId);
    facts.currentSectionId = body.currentSectionId;
  }
  return {
    saved: answers.map((a) => ({
      questionId: a.questionId,
      clientSeq: written.get(a.questionId) ?? stored.get(a.questionId) ?? a.clientSeq,
    })),
    serverNow: new Date(now).toISOString(),
    deadline: new Date(facts.deadline).toISOString(),
  };
}

/** POST /attempts/:attemptId/submit: idempotent; a second call answers the same result. */
export async function submitOwn(
  db: Db,
  user: AuthUser,
  attemptId: string,
  now = Date.now(),
  { tabSwitches }: { tabSwitches?: number } = {},
): Promise<AttemptRow> {
  // Ownership from the cached facts (the row is read, locked, in the transaction anyway).
  const facts = await attemptFacts(db, attemptId);
  if (!facts || facts.userId !== user.id) throw notFound('Attempt');
  // The hall's last count of tab switches; a statement only when there were any.
  if (tabSwitches) {
    await db
      .update(examAttempts)
      .set({ tabSwitches })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'inProgress'), lt(examAttempts.tabSwitches, tabSwitches)));
  }
  const submitted = await submitAttempt(db, attemptId, 'student', { now });
  if (!submitted) throw notFound('Attempt');
  return submitted.attempt;
}

import { and, asc, count, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { localize } from '@pariksha/shared/messages';
import type { PotdProblem, PotdToday, SubmitRequest, SubmitResponse } from '@pariksha/shared/schemas/potd';
import type { PotdSignInSummary } from '@pariksha/shared/schemas/auth';
import { addDays, applySolve, daysBetween, displayedStreak, type DayKey } from '@pariksha/shared/streak';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import type { Db } from '../../db/client.ts';
import { potdProblems, potdSolves, questions } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { findVisibleQuestion, lockedForEveryoneSql, type Viewer } from '../questions/visibility.ts';
import { bookmarkedProblems, pick, potdOrgIds, saveStreak, solvedOn, streakState, todayFor, type Lang } from './days.ts';

type QuestionRow = typeof questions.$inferSelect;
export type ProblemRow = { problem: typeof potdProblems.$inferSelect; question: QuestionRow };

export async function problemOn(db: Db, organizationId: string, date: DayKey): Promise<ProblemRow | undefined> {
  const [row] = await db
    .select({ problem: potdProblems, question: questions })
    .from(potdProblems)
    .innerJoin(questions, eq(questions.id, potdProblems.questionId))
    .where(and(eq(potdProblems.organizationId, organizationId), eq(potdProblems.date, date)));
  return row;
}

/** A question can be a daily problem when it has at least two options and a correct one. */
export const usableQuestion = sql`jsonb_array_length(${questions.options}) >= 2 and cardinality(${questions.correctOptionIds}) >= 1`;

/** Questions the roll-over does not pick again within this many days of their last day. */
const ROLL_OVER_GAP_DAYS = 60;

/**
 * Roll-over, so the platform never runs out: when the default organisation has nothing
 * scheduled for `date`, the server picks a platform bank question for it and stores it as that
 * day's problem (created_by null). The pick is deterministic (the day number modulo the
 * candidates, in source-key order) and skips questions used within 60 days when it can;
 * concurrent first requests of the day agree through the unique (organisation, date) key.
 */
export async function rollOver(db: Db, date: DayKey): Promise<ProblemRow | undefined> {
  const recent = db
    .select({ id: potdProblems.questionId })
    .from(potdProblems)
    .where(
      and(
        eq(potdProblems.organizationId, DEFAULT_ORG_ID),
        gte(potdProblems.date, addDays(date, -ROLL_OVER_GAP_DAYS)),
        lte(potdProblems.date, addDays(date, ROLL_OVER_GAP_DAYS)),
      ),
    );
  // Never a question locked in a test (unpublished, or a live test not over): its answer would
  // be out for the day (the visibility rule; the options carry isCorrect).
  const usable = and(eq(questions.organizationId, DEFAULT_ORG_ID), usableQuestion, sql`not ${lockedForEveryoneSql()}`);
  const fresh = and(usable, notInArray(questions.id, recent));
  let where = fresh;
  let [{ n }] = await db.select({ n: count() }).from(questions).where(fresh);
  if (n === 0) {
    where = usable;
    [{ n }] = await db.select({ n: count() }).from(questions).where(usable);
  }
  if (n === 0) return undefined;
  const index = ((daysBetween('1970-01-01', date) % n) + n) % n;
  const [chosen] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(where)
    .orderBy(sql`${questions.sourceKey} asc nulls last`, asc(questions.id))
    .limit(1)
    .offset(index);
  if (!chosen) return undefined;
  await db.insert(potdProblems).values({ organizationId: DEFAULT_ORG_ID, date, questionId: chosen.id }).onConflictDoNothing();
  return problemOn(db, DEFAULT_ORG_ID, date);
}

export type TodayResolution = {
  timeZone: string;
  today: DayKey;
  found: ProblemRow | null;
  /** 'working': the daily problem runs here but today has none; 'none': it has never run. */
  state: 'problem' | 'working' | 'none';
};

/** Today's problem for a member of the organisation: its own, else the platform's, else a roll-over pick. */
export async function resolveToday(db: Db, organizationId: string, now = Date.now()): Promise<TodayResolution> {
  const { timeZone, today } = await todayFor(db, organizationId, now);
  let found = await problemOn(db, organizationId, today);
  if (!found && organizationId !== DEFAULT_ORG_ID) found = await problemOn(db, DEFAULT_ORG_ID, today);
  if (!found) found = await rollOver(db, today);
  if (found) return { timeZone, today, found, state: 'problem' };
  const [{ n }] = await db
    .select({ n: count() })
    .from(potdProblems)
    .where(inArray(potdProblems.organizationId, potdOrgIds(organizationId)));
  return { timeZone, today, found: null, state: n > 0 ? 'working' : 'none' };
}

/**
 * Today's problem as this member may see it (the visibility rule): the organisation's own
 * problem when its question is not hidden from them (a live test not yet over, an unpublished
 * test, a test they are sitting), else the platform's, else none ("working on it"). One
 * indexed query more than resolveToday; two when the organisation's problem is hidden.
 */
export async function resolveTodayFor(db: Db, user: Viewer, now = Date.now()): Promise<TodayResolution> {
  const r = await resolveToday(db, user.organizationId, now);
  const visible = async (p: ProblemRow | undefined | null) => !!p && (await findVisibleQuestion(db, user, p.question.id, now)) !== null;
  if (!r.found || (await visible(r.found))) return r;
  if (r.found.problem.organizationId !== DEFAULT_ORG_ID) {
    const platform = (await problemOn(db, DEFAULT_ORG_ID, r.today)) ?? (await rollOver(db, r.today));
    if (await visible(platform)) return { ...r, found: platform! };
  }
  return { ...r, found: null, state: 'working' };
}

/**
 * The options carry isCorrect by design (spec 3: the client checks a choice at once, the server
 * again on submit); the explanation waits until the caller has solved the problem.
 */
export function toProblem({ problem, question }: ProblemRow, lang: Lang, organizationId: string, solved: boolean): PotdProblem {
  return {
    id: problem.id,
    questionId: question.id,
    date: problem.date,
    questionText: pick(question.text, lang),
    difficulty: question.difficulty,
    category: topicLabel(question.subject, question.topic, lang),
    subject: subjectLabel(question.subject, lang),
    options: question.options.map((o) => ({ id: o.id, text: pick(o, lang), isCorrect: question.correctOptionIds.includes(o.id) })),
    explanation: solved ? explanationOf(question, lang) : null,
    imageUrl: question.imageUrl,
    isPlatform: problem.organizationId !== organizationId,
  };
}

const explanationOf = (question: QuestionRow, lang: Lang) => pick(question.explanation, lang) || null;

type Member = Viewer; // { id, organizationId }

/** GET /api/potd/today; null means "No problem available for today" (204). */
export async function getToday(db: Db, user: Member, lang: Lang, now = Date.now()): Promise<PotdToday | null> {
  const r = await resolveTodayFor(db, user, now);
  if (r.state === 'none') return null;
  const [alreadySolved, state] = await Promise.all([solvedOn(db, user.id, r.today), streakState(db, user.id)]);
  return {
    date: r.today,
    timeZone: r.timeZone,
    alreadySolved,
    streak: displayedStreak(state, r.today),
    problem: r.found ? toProblem(r.found, lang, user.organizationId, alreadySolved) : null,
  };
}

const normalise = (s: string | undefined) => (s ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The option ids whose text (in either language) is the answer. The answer counts only when
 * it names at least one option and every option it names is correct.
 */
export function isCorrectAnswer(question: Pick<QuestionRow, 'options' | 'correctOptionIds'>, answer: string): boolean {
  const a = normalise(answer);
  const named = question.options.filter((o) => normalise(o.hi) === a || normalise(o.en) === a).map((o) => o.id);
  return named.length > 0 && named.every((id) => question.correctOptionIds.includes(id));
}

/**
 * POST /api/potd/submit. The server checks the answer again: a wrong one is answered with
 * success false and never stored. A right one records today's solve and moves the streak in
 * one transaction; a repeat (same day) changes nothing.
 */
export async function submitAnswer(db: Db, user: Member, input: SubmitRequest, lang: Lang, now = Date.now()): Promise<SubmitResponse> {
  const r = await resolveTodayFor(db, user, now);
  if (!r.found) throw new AppError('NOT_FOUND', 'No problem available for today');
  if (input.problemId && input.problemId !== r.found.problem.id) {
    throw conflict("This is no longer today's problem. Reload to see today's problem");
  }
  if (!isCorrectAnswer(r.found.question, input.answer)) {
    const state = await streakState(db, user.id);
    return {
      success: false,
      message: localize('Incorrect answer. Try again', lang),
      streak: displayedStreak(state, r.today),
      counted: false,
    };
  }
  const today = r.today;
  const problemId = r.found.problem.id;
  const explanation = explanationOf(r.found.question, lang);
  return db.transaction(async (tx) => {
    // The unique (user, date) key lets one of two simultaneous submits in; the other waits and finds it taken.
    const inserted = await tx
      .insert(potdSolves)
      .values({ userId: user.id, organizationId: user.organizationId, date: today, potdProblemId: problemId, solvedAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: potdSolves.id });
    const before = await streakState(tx, user.id);
    if (!inserted.length) {
      return {
        success: true,
        message: localize("You have already solved today's problem", lang),
        streak: displayedStreak(before, today),
        counted: false,
        explanation,
      };
    }
    const after = applySolve(before, today);
    await saveStreak(tx, user.id, after);
    const streak = displayedStreak(after, today);
    return {
      success: true,
      message: localize('Correct! Current streak: {{n}}', lang, { n: streak.current }),
      streak,
      counted: true,
      explanation,
    };
  });
}

/** For the sign-in answer: open the dialog when today has a problem the user has not solved. */
export async function signInSummary(db: Db, user: Member, now = Date.now()): Promise<PotdSignInSummary> {
  const r = await resolveTodayFor(db, user, now);
  const [solved, state, bookmarks] = await Promise.all([
    solvedOn(db, user.id, r.today),
    streakState(db, user.id),
    bookmarkedProblems(db, user.id),
  ]);
  return { showDialog: !!r.found && !solved, streak: displayedStreak(state, r.today), bookmarkedProblems: bookmarks };
}

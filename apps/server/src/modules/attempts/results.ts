import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { compare, formatMarks, fraction, parseMark } from '@pariksha/shared/exam/fraction';
import { percentile } from '@pariksha/shared/exam/ranking';
import { scoreAttempt } from '@pariksha/shared/exam/scoring';
import { topicStrength } from '@pariksha/shared/exam/topic-strength';
import type { AttemptAnalysis, AttemptResult, ReviewQuestion, TopicAccuracy } from '@pariksha/shared/schemas/attempts';
import type { Db } from '../../db/client.ts';
import { examAttempts, examSectionQuestions, examSections, questions } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Bilingual } from '@pariksha/shared/schemas/exams';
import { findSetWithExam, loadSections } from '../exams/repo.ts';
import { cachesFor, type ComparisonRow, type SetContext } from './cache.ts';
import { boardWhere, standing } from './board.ts';
import { getPaper, loadAnswers, recentSet, rowsOf, type AttemptRow } from './repo.ts';
import { answerKey, type StoredSectionResult } from './submit.ts';
import { keyReleased } from '../questions/visibility.ts';

/** A live test's ranks (and others' figures) stay hidden until its window closes. */
export function ranksHidden(ctx: SetContext, now: number): boolean {
  return ctx.exam.kind === 'live' && ctx.exam.endsAt !== null && now < ctx.exam.endsAt.getTime();
}
export const ranksAtOf = (ctx: SetContext) => (ctx.exam.kind === 'live' ? (ctx.exam.endsAt?.toISOString() ?? null) : null);

const scoreOf = (a: Pick<AttemptRow, 'scoreNumerator' | 'scoreDenominator'>) => fraction(a.scoreNumerator ?? 0, a.scoreDenominator ?? 1);
export const accuracyOf = (correct: number, wrong: number) =>
  correct + wrong === 0 ? 0 : Math.round((correct * 10_000) / (correct + wrong)) / 100;
export const storedSections = (a: Pick<AttemptRow, 'sectionResults'>) => (a.sectionResults ?? []) as StoredSectionResult[];

/** The caller's submitted attempt of the set: the one named, or the latest. */
async function pickSubmitted(db: Db, user: AuthUser, setId: string, attemptId?: string): Promise<AttemptRow> {
  const where = attemptId
    ? and(eq(examAttempts.id, attemptId), eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id))
    : and(eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted'));
  const [attempt] = await db.select().from(examAttempts).where(where).orderBy(desc(examAttempts.submittedAt)).limit(1);
  if (!attempt) throw notFound('Result');
  if (attempt.status !== 'submitted') throw conflict('This test has not been submitted yet');
  return attempt;
}

export async function buildResult(
  db: Db,
  attempt: AttemptRow,
  ctx: SetContext,
  sections: Array<{ id: string; name: Bilingual }>,
  now = Date.now(),
): Promise<AttemptResult> {
  const score = scoreOf(attempt);
  const hundredths = attempt.scoreHundredths ?? 0;
  const time = attempt.timeTakenMs ?? 0;
  const { better, total } = await standing(db, attempt.setId, hundredths, time);
  const rank = better + 1;
  // A retake is not on the leaderboard; it is placed where it would stand among first attempts.
  // (A big set's snapshot may predate this submission: the attempt then counts itself in.)
  const pool = attempt.attemptNumber === 1 ? Math.max(total, rank) : total + 1;
  const hidden = ranksHidden(ctx, now);
  const names = new Map(sections.map((s) => [s.id, s.name]));
  return {
    attemptId: attempt.id,
    setId: attempt.setId,
    examId: attempt.examId,
    title: ctx.set.title,
    examTitle: ctx.exam.title,
    examKind: ctx.exam.kind,
    submittedAt: attempt.submittedAt!.toISOString(),
    submittedBy: attempt.submittedBy ?? 'student',
    score: formatMarks(score),
    totalMarks: ctx.set.totalMarks,
    passingMarks: ctx.set.passingMarks,
    passed: compare(score, parseMark(ctx.set.passingMarks)) >= 0,
    correct: attempt.correct ?? 0,
    wrong: attempt.wrong ?? 0,
    unattempted: attempt.unattempted ?? 0,
    accuracy: accuracyOf(attempt.correct ?? 0, attempt.wrong ?? 0),
    timeTakenMs: time,
    sections: storedSections(attempt).map((s) => ({
      sectionId: s.sectionId,
      name: names.get(s.sectionId) ?? {},
      score: formatMarks(fraction(s.num, s.den)),
      maxScore: formatMarks(fraction(s.maxNum, s.maxDen)),
      correct: s.correct,
      wrong: s.wrong,
      unattempted: s.unattempted,
    })),
    rank: hidden ? null : rank,
    percentile: hidden ? null : percentile(rank, pool),
    totalAttempts: attempt.attemptNumber === 1 ? pool : total,
    ranksAt: ranksAtOf(ctx),
  };
}

async function context(db: Db, setId: string) {
  const ctx = await findSetWithExam(db, setId);
  if (!ctx) throw notFound('Result');
  return ctx;
}

export async function getResult(db: Db, user: AuthUser, setId: string, attemptId?: string): Promise<AttemptResult> {
  const [attempt, ctx, sections] = await Promise.all([
    pickSubmitted(db, user, setId, attemptId),
    context(db, setId),
    loadSections(db, [setId]),
  ]);
  return buildResult(db, attempt, ctx, sections);
}

/**
 * The result a submit answers with: set and section names from the short-lived caches the hall
 * already filled, so the rush at the end of a live test costs the rank lookup and little else.
 */
export async function resultOf(db: Db, attempt: AttemptRow): Promise<AttemptResult> {
  const [ctx, paper] = await Promise.all([recentSet(db, attempt.setId, (c) => !ranksHidden(c, Date.now())), getPaper(db, attempt.setId)]);
  if (!ctx) throw notFound('Result');
  return buildResult(db, attempt, ctx, paper.sections);
}

// ---------- analysis ----------

function comparisonOf(a: AttemptRow): ComparisonRow {
  return {
    score: formatMarks(scoreOf(a)),
    correct: a.correct ?? 0,
    wrong: a.wrong ?? 0,
    accuracy: accuracyOf(a.correct ?? 0, a.wrong ?? 0),
    timeTakenMs: a.timeTakenMs ?? 0,
    sections: storedSections(a).map((s) => ({ sectionId: s.sectionId, score: formatMarks(fraction(s.num, s.den)) })),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Two-decimal text of an average that may arrive as a numeric string. */
const marks2 = (v: unknown) => {
  const n = round2(Number(v ?? 0));
  return (Object.is(n, -0) ? 0 : n).toFixed(2);
};

async function averageOf(db: Db, setId: string): Promise<ComparisonRow | null> {
  const [totals] = await rowsOf<{ n: number; score: string; correct: string; wrong: string; accuracy: string; time: string }>(
    db,
    sql`select count(*)::int as n,
          avg(score_numerator::numeric / score_denominator) as score,
          avg(correct) as correct, avg(wrong) as wrong,
          avg(case when correct + wrong = 0 then 0 else round(correct * 10000.0 / (correct + wrong)) / 100 end) as accuracy,
          avg(time_taken_ms) as time
        from exam_attempts where ${boardWhere(setId)}`,
  );
  if (!totals || Number(totals.n) === 0) return null;
  const sections = await rowsOf<{ sectionId: string; score: string }>(
    db,
    sql`select s->>'sectionId' as "sectionId", avg((s->>'num')::numeric / (s->>'den')::numeric) as score
        from exam_attempts, jsonb_array_elements(section_results) as s
        where ${boardWhere(setId)} group by 1`,
  );
  return {
    score: marks2(totals.score),
    correct: round2(Number(totals.correct)),
    wrong: round2(Number(totals.wrong)),
    accuracy: round2(Number(totals.accuracy)),
    timeTakenMs: Math.round(Number(totals.time)),
    sections: sections.map((s) => ({ sectionId: s.sectionId, score: marks2(s.score) })),
  };
}

/** Averages over a busy set scan every attempt; they move slowly, so each is kept for a while. */
function cachedAverage(db: Db, setId: string) {
  const averages = cachesFor(db).averages;
  const hit = averages.get(setId);
  if (hit) return hit;
  const loading = averageOf(db, setId);
  averages.set(setId, loading);
  loading.catch(() => averages.delete(setId));
  return loading;
}

async function topperOf(db: Db, setId: string): Promise<ComparisonRow | null> {
  const [top] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.setId, setId), eq(examAttempts.status, 'submitted'), eq(examAttempts.attemptNumber, 1)))
    .orderBy(sql`${examAttempts.scoreHundredths} desc nulls last`, asc(examAttempts.timeTakenMs), asc(examAttempts.id))
    .limit(1);
  return top ? comparisonOf(top) : null;
}

/**
 * Everything after submission: the key, explanations, topics and how others did. A live test
 * withholds the key, the explanations and every per-question outcome until its window closes
 * (the visibility rule's `keyReleased`): one early finisher could otherwise pass the answers to
 * everyone still writing.
 */
export async function getAnalysis(db: Db, user: AuthUser, setId: string, attemptId?: string, now = Date.now()): Promise<AttemptAnalysis> {
  const attempt = await pickSubmitted(db, user, setId, attemptId);
  const [ctx, sections, paper, key, details, answers] = await Promise.all([
    context(db, setId),
    loadSections(db, [setId]),
    getPaper(db, setId),
    answerKey(db, setId),
    db
      .select({
        id: questions.id,
        correctOptionIds: questions.correctOptionIds,
        explanation: questions.explanation,
        subject: questions.subject,
        topic: questions.topic,
        difficulty: questions.difficulty,
      })
      .from(examSectionQuestions)
      .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
      .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
      .where(eq(examSections.setId, setId)),
    loadAnswers(db, attempt.id),
  ]);
  const released = keyReleased(ctx.exam, now);
  const result = await buildResult(db, attempt, ctx, sections, now);
  const { outcomes } = scoreAttempt(key.sections, key.questions, answers);
  const detailOf = new Map(details.map((d) => [d.id, d]));
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));

  const review: ReviewQuestion[] = paper.questions.map((q) => {
    const d = detailOf.get(q.id)!;
    const a = answerOf.get(q.id);
    return {
      ...q,
      correctOptionIds: released ? d.correctOptionIds : null,
      explanation: released ? (d.explanation ?? {}) : null,
      subject: d.subject,
      topic: d.topic,
      difficulty: d.difficulty,
      selectedOptionIds: a?.selectedOptionIds ?? [],
      state: a?.state ?? 'notVisited',
      outcome: released ? (outcomes[q.id] ?? 'unattempted') : null,
      timeSpentMs: a?.timeSpentMs ?? 0,
    };
  });

  const topics = new Map<string, TopicAccuracy>();
  for (const q of review) {
    if (!q.outcome) continue;
    const k = `${q.subject}\u0000${q.topic}`;
    const t = topics.get(k) ?? {
      subject: q.subject,
      topic: q.topic,
      correct: 0,
      wrong: 0,
      unattempted: 0,
      accuracy: 0,
      strength: 'average',
    };
    t[q.outcome] += 1;
    topics.set(k, t);
  }
  for (const t of topics.values()) {
    t.accuracy = accuracyOf(t.correct, t.wrong);
    // Weak includes mostly-unattempted topics (shared/exam/topic-strength.ts).
    t.strength = topicStrength(t);
  }

  const hidden = ranksHidden(ctx, now);
  const [topper, average] = hidden ? [null, null] : await Promise.all([topperOf(db, setId), cachedAverage(db, setId)]);
  return {
    result,
    answersHidden: !released,
    keyReleasedAt: released ? null : (ctx.exam.endsAt?.toISOString() ?? null),
    questions: review,
    topics: [...topics.values()].sort((a, b) => a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic)),
    comparison: { you: comparisonOf(attempt), topper, average },
  };
}

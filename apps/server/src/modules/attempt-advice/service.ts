import { and, desc, eq } from 'drizzle-orm';
import { adviseAttempt, DEFAULT_OPTIONS, eliminationsNeeded, MIN_ANSWERS } from '@pariksha/shared/exam/attempt-advice';
import { parseMark } from '@pariksha/shared/exam/fraction';
import type { AttemptAdvice, SectionScheme, TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import type { Db } from '../../db/client.ts';
import { examAttempts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findSetWithExam, isExamVisible, loadSections, type SectionWithCount } from '../exams/repo.ts';
import { paperTopics, topicHistory, type PaperTopicRow, type TopicHistoryRow } from './repo.ts';

/** The most common value (ties to the larger); the fallback when there is none. */
function mode(counts: Array<{ value: number; weight: number }>, fallback: number): number {
  const totals = new Map<number, number>();
  for (const c of counts) totals.set(c.value, (totals.get(c.value) ?? 0) + c.weight);
  let best = fallback;
  let bestWeight = 0;
  for (const [value, weight] of totals) {
    if (weight > bestWeight || (weight === bestWeight && value > best)) [best, bestWeight] = [value, weight];
  }
  return best;
}

/** A question needs two options to be guessed at all; a malformed one is read as the default. */
const sane = (options: number) => (Number.isInteger(options) && options >= 2 ? options : DEFAULT_OPTIONS);

/**
 * Per section of the paper, the marking scheme; per topic in it, the student's history and the
 * advice. Pure apart from its inputs, so the service's two routes share it.
 */
export function buildAdvice(
  setId: string,
  attemptId: string | null,
  sections: SectionWithCount[],
  paper: PaperTopicRow[],
  history: TopicHistoryRow[],
): AttemptAdvice {
  const historyOf = new Map(history.map((h) => [`${h.subject}\u0000${h.topic}`, h]));
  const schemes: SectionScheme[] = [];
  const topics: TopicAdvice[] = [];
  for (const section of sections) {
    const rows = paper.filter((r) => r.sectionId === section.id);
    const mark = parseMark(section.markCorrect);
    const penalty = parseMark(section.markWrong);
    const options = mode(
      rows.map((r) => ({ value: sane(r.options), weight: r.questions })),
      DEFAULT_OPTIONS,
    );
    const general = adviseAttempt({ mark, penalty, options }, { answered: 0, correct: 0 });
    schemes.push({
      sectionId: section.id,
      name: section.name,
      markCorrect: section.markCorrect,
      markWrong: section.markWrong,
      options,
      breakEven: general.breakEven,
      guessExpectedMarks: general.guessExpectedMarks,
      eliminate: eliminationsNeeded({ mark, penalty, options }),
    });

    const byTopic = new Map<string, PaperTopicRow[]>();
    for (const r of rows) {
      const k = `${r.subject}\u0000${r.topic}`;
      byTopic.set(k, [...(byTopic.get(k) ?? []), r]);
    }
    const own: TopicAdvice[] = [];
    for (const [k, group] of byTopic) {
      const topicOptions = mode(
        group.map((r) => ({ value: sane(r.options), weight: r.questions })),
        options,
      );
      const h = historyOf.get(k);
      const advice = adviseAttempt({ mark, penalty, options: topicOptions }, { answered: h?.answered ?? 0, correct: h?.correct ?? 0 });
      own.push({
        sectionId: section.id,
        subject: group[0]!.subject,
        topic: group[0]!.topic,
        questions: group.reduce((n, r) => n + r.questions, 0),
        options: topicOptions,
        ...advice,
      });
    }
    own.sort((a, b) => b.questions - a.questions || a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic));
    topics.push(...own);
  }
  return {
    setId,
    attemptId,
    minAnswers: MIN_ANSWERS,
    historyAnswers: history.reduce((n, h) => n + h.answered, 0),
    sections: schemes,
    topics,
  };
}

async function adviceFor(db: Db, user: AuthUser, setId: string, attemptId: string | null, now: number) {
  const [sections, paper, history] = await Promise.all([loadSections(db, [setId]), paperTopics(db, setId), topicHistory(db, user.id, now)]);
  return buildAdvice(setId, attemptId, sections, paper, history);
}

/**
 * The advice in a submitted attempt's analysis: per topic of that paper, from the student's
 * whole released history (this attempt included once its key is out). Only the caller's own
 * attempt: anyone else's, or a set they never sat, is 404.
 */
export async function adviceForAttempt(
  db: Db,
  user: AuthUser,
  setId: string,
  attemptId?: string,
  now = Date.now(),
): Promise<AttemptAdvice> {
  const where = attemptId
    ? and(eq(examAttempts.id, attemptId), eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id))
    : and(eq(examAttempts.setId, setId), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted'));
  const [attempt] = await db
    .select({ id: examAttempts.id, status: examAttempts.status })
    .from(examAttempts)
    .where(where)
    .orderBy(desc(examAttempts.submittedAt))
    .limit(1);
  if (!attempt) throw notFound('Result');
  if (attempt.status !== 'submitted') throw conflict('This test has not been submitted yet');
  return adviceFor(db, user, setId, attempt.id, now);
}

/**
 * The strategy card before a start: the same advice for a set the caller may see (the exam
 * catalogue's rule), before any attempt. A set of another organisation's private test is 404.
 */
export async function strategyForSet(db: Db, user: AuthUser, setId: string, now = Date.now()): Promise<AttemptAdvice> {
  const ctx = await findSetWithExam(db, setId);
  if (!ctx || !isExamVisible(user, ctx.exam)) throw notFound('Test');
  return adviceFor(db, user, setId, null, now);
}

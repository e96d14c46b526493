import { and, asc, count, desc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GeneratedPracticeList,
  generatedPracticeQuery,
  PracticeQuestionList,
  PracticeSubjects,
  practiceQuestionsQuery,
} from '@pariksha/shared/schemas/practice';
import { hasGenerator } from '@pariksha/shared/generators/topics';
import { findSubject, isKnownTopic } from '@pariksha/shared/taxonomy/taxonomy';
import type { Db } from '../../db/client.ts';
import { practiceAnswers, questions } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { drawForPractice } from '../../lib/generated-questions.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findPracticeQuestion, practiceQuestionsWhere, toPracticeQuestion } from './questions.ts';

type ListQuery = z.output<typeof practiceQuestionsQuery>;

/** How many questions the caller can practise, per subject and topic (largest subjects first). */
export async function subjectCounts(db: Db, user: AuthUser): Promise<PracticeSubjects> {
  const rows = await db
    .select({ subject: questions.subject, topic: questions.topic, n: count() })
    .from(questions)
    .where(practiceQuestionsWhere(user))
    .groupBy(questions.subject, questions.topic);
  const bySubject = new Map<string, { subject: string; count: number; topics: Array<{ topic: string; count: number }> }>();
  for (const r of rows) {
    const s = bySubject.get(r.subject) ?? { subject: r.subject, count: 0, topics: [] };
    s.count += r.n;
    s.topics.push({ topic: r.topic, count: r.n });
    bySubject.set(r.subject, s);
  }
  const subjects = [...bySubject.values()].sort((a, b) => b.count - a.count || a.subject.localeCompare(b.subject));
  for (const s of subjects) s.topics.sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic));
  return { subjects };
}

export async function listQuestions(db: Db, user: AuthUser, q: ListQuery): Promise<PracticeQuestionList> {
  const filters: SQL[] = [practiceQuestionsWhere(user), eq(questions.subject, q.subject)];
  if (q.topic) filters.push(eq(questions.topic, q.topic));
  if (q.difficulty) filters.push(eq(questions.difficulty, q.difficulty));
  if (q.language) filters.push(sql`coalesce(${questions.text} ->> ${q.language}, '') <> ''`);
  if (q.unanswered === 'true') {
    filters.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(practiceAnswers)
          .where(and(eq(practiceAnswers.userId, user.id), eq(practiceAnswers.questionId, questions.id))),
      ),
    );
  }
  const where = and(...filters);
  const rows = await db
    .select()
    .from(questions)
    .where(where)
    // Seeded questions share a creation time; the source key keeps their authored order.
    .orderBy(asc(questions.createdAt), asc(questions.sourceKey), asc(questions.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total }] = await db.select({ total: count() }).from(questions).where(where);
  const answers = rows.length
    ? await db
        .select()
        .from(practiceAnswers)
        .where(
          and(
            eq(practiceAnswers.userId, user.id),
            inArray(
              practiceAnswers.questionId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(desc(practiceAnswers.answeredAt))
    : [];
  const latest = new Map<string, (typeof answers)[number]>();
  for (const a of answers) if (!latest.has(a.questionId)) latest.set(a.questionId, a);
  return {
    data: rows.map((row) => {
      const last = latest.get(row.id);
      return {
        ...toPracticeQuestion(row),
        lastAnswer: last ? { optionId: last.chosenOptionId, correct: last.correct, at: last.answeredAt.toISOString() } : null,
      };
    }),
    total,
    page: q.page,
    limit: q.limit,
  };
}

export async function answerOf(db: Db, user: AuthUser, questionId: string) {
  const row = await findPracticeQuestion(db, user, questionId);
  return { correctOptionIds: row.correctOptionIds, explanation: row.explanation ?? {} };
}

/** Checks a choice and records it; the latest check of a question is what the list shows. */
export async function check(db: Db, user: AuthUser, questionId: string, optionId: string) {
  const row = await findPracticeQuestion(db, user, questionId);
  if (!row.options.some((o) => o.id === optionId)) throw badRequest('This option is not part of the question');
  const correct = row.correctOptionIds.includes(optionId);
  await db
    .insert(practiceAnswers)
    .values({ userId: user.id, questionId, organizationId: user.organizationId, chosenOptionId: optionId, correct });
  return { correct, correctOptionIds: row.correctOptionIds, explanation: row.explanation ?? {} };
}

/**
 * Fresh generated questions of a maths topic, the same generators and seeds a generated quiz
 * uses. Nothing is stored: a question is named by its generator and seed, and checking it
 * rebuilds it from them.
 */
export function generatedQuestions(q: z.output<typeof generatedPracticeQuery>): GeneratedPracticeList {
  if (!findSubject(q.subject)) throw badRequest('Choose a subject from the list');
  if (!isKnownTopic(q.subject, q.topic)) throw badRequest('Choose a subject and topic from the list');
  if (!hasGenerator(q.subject, q.topic)) throw badRequest('There is no question generator for this topic');
  return { data: drawForPractice(q.topic, q.count) };
}

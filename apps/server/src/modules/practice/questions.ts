import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { AnsweredQuestion, PracticeQuestion } from '@pariksha/shared/schemas/practice';
import type { Db } from '../../db/client.ts';
import { examAttempts, examSectionQuestions, examSections, questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Practice content: the platform's questions (default organisation) and the caller's own
 * organisation's. Another organisation's bank stays private (404 everywhere).
 */
export function practiceOrgIds(user: Pick<AuthUser, 'organizationId'>): string[] {
  return user.organizationId === DEFAULT_ORG_ID ? [DEFAULT_ORG_ID] : [DEFAULT_ORG_ID, user.organizationId];
}

export const practiceQuestionsWhere = (user: Pick<AuthUser, 'organizationId'>): SQL =>
  inArray(questions.organizationId, practiceOrgIds(user));

export function toPracticeQuestion(row: QuestionRow): PracticeQuestion {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    text: row.text,
    options: row.options.map((o) => ({ id: o.id, text: { hi: o.hi, en: o.en } })),
    imageUrl: row.imageUrl,
  };
}

export function toAnsweredQuestion(row: QuestionRow): AnsweredQuestion {
  return { ...toPracticeQuestion(row), correctOptionIds: row.correctOptionIds, explanation: row.explanation ?? {} };
}

/** A practice question by id, or 404 when the caller may not practise it. */
export async function findPracticeQuestion(db: Db, user: AuthUser, id: string): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), practiceQuestionsWhere(user)));
  if (!row) throw notFound('Question');
  return row;
}

/**
 * A question the caller may see with its answer: practice content, or a question of a test
 * they have submitted (its review shows the answer anyway). Null otherwise.
 */
export async function findVisibleQuestion(db: Db, user: AuthUser, id: string): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) return null;
  if (practiceOrgIds(user).includes(row.organizationId)) return row;
  const [attempt] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(examSections, eq(examSections.setId, examAttempts.setId))
    .innerJoin(examSectionQuestions, eq(examSectionQuestions.sectionId, examSections.id))
    .where(and(eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted'), eq(examSectionQuestions.questionId, id)))
    .limit(1);
  return attempt ? row : null;
}

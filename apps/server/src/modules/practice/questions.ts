import { and, eq, type SQL } from 'drizzle-orm';
import type { AnsweredQuestion, PracticeQuestion } from '@pariksha/shared/schemas/practice';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findVisibleQuestion as findVisible, ownContentVisibleTo, type QuestionRow, type Viewer } from '../questions/visibility.ts';

export type { QuestionRow };

/**
 * Practice content: the platform's questions (default organisation) and the caller's own
 * organisation's, minus what the visibility rule hides (a question of a live test not yet over,
 * of an unpublished test, or of a test the caller is sitting). Another organisation's bank
 * stays private (404 everywhere).
 */
export const practiceQuestionsWhere = (user: Viewer): SQL => ownContentVisibleTo(user);

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
export async function findPracticeQuestion(db: Db, user: Viewer, id: string): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), practiceQuestionsWhere(user)));
  if (!row) throw notFound('Question');
  return row;
}

/**
 * A question the caller may see with its answer (bookmarks): practice content, or a question
 * of a test whose review they have had. Null otherwise. The visibility rule decides.
 */
export const findVisibleQuestion = (db: Db, user: Viewer, id: string): Promise<QuestionRow | null> => findVisible(db, user, id);

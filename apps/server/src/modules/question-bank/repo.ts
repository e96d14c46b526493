import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { OPTION_IDS, type BankQuestion, type questionInput } from '@pariksha/shared/schemas/question-bank';
import type { Db, Tx } from '../../db/client.ts';
import { examSectionQuestions, questions, type Bilingual, type QuestionOption } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionValues = Pick<
  typeof questions.$inferInsert,
  'subject' | 'topic' | 'difficulty' | 'text' | 'options' | 'correctOptionIds' | 'explanation' | 'imageUrl'
>;

/** Tenancy: staff see their own organisation's bank; superAdmin any (on routes by id). */
export const questionScope = (user: AuthUser): SQL | undefined =>
  user.role === 'superAdmin' ? undefined : eq(questions.organizationId, user.organizationId);

/** Drops empty languages, so `{ hi: '' }` never reads as "has Hindi". */
export function cleanBilingual(b: { hi?: string | null; en?: string | null }): Bilingual {
  return { ...(b.hi ? { hi: b.hi } : {}), ...(b.en ? { en: b.en } : {}) };
}

/** A validated question as stored: options get ids a, b, c… by position. */
export function toQuestionValues(input: z.output<typeof questionInput>): QuestionValues {
  const options: QuestionOption[] = input.options.map((o, i) => ({ id: OPTION_IDS[i], ...cleanBilingual(o) }));
  return {
    subject: input.subject,
    topic: input.topic,
    difficulty: input.difficulty,
    text: cleanBilingual(input.text),
    options,
    correctOptionIds: input.options.flatMap((o, i) => (o.isCorrect ? [OPTION_IDS[i]] : [])),
    explanation: cleanBilingual(input.explanation),
    imageUrl: input.imageUrl ?? null,
  };
}

/** How many sections use the question, computed in the same query as the row. */
export const usedInSectionsSql = sql<number>`(select count(*)::int from ${examSectionQuestions} where ${examSectionQuestions.questionId} = ${questions.id})`;

export function toBankQuestion(row: QuestionRow, usedInSections: number): BankQuestion {
  const text = cleanBilingual(row.text);
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    text,
    options: row.options.map((o) => ({ id: o.id, ...cleanBilingual(o) })),
    correctOptionIds: row.correctOptionIds,
    explanation: cleanBilingual(row.explanation),
    imageUrl: row.imageUrl,
    languages: (['hi', 'en'] as const).filter((l) => text[l]),
    usedInSections: Number(usedInSections),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findQuestion(db: Db | Tx, user: AuthUser, id: string) {
  const [found] = await db
    .select({ row: questions, used: usedInSectionsSql })
    .from(questions)
    .where(and(eq(questions.id, id), questionScope(user)));
  return found;
}

import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, count, desc, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankList, BankQuery, BankQuestion, ImportReport, questionInput } from '@pariksha/shared/schemas/question-bank';
import type { Db } from '../../db/client.ts';
import { attemptAnswers, examSectionQuestions, examSections, questions } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { forgetSets } from '../attempts/cache.ts';
import { findQuestion, toBankQuestion, toQuestionValues, usedInSectionsSql } from './repo.ts';
import type { ValidQuestion } from './import-rows.ts';

type QuestionInput = z.output<typeof questionInput>;

/**
 * Inserting in chunks keeps each statement well under PostgreSQL's 65535 parameters, and each
 * one short: drizzle builds a statement on the event loop, and PGlite runs it there too (500
 * rows held the loop for 630 ms, 50 take under 30 ms).
 */
const INSERT_CHUNK = 50;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's organisation's bank, filtered and paged; newest first. */
export async function listQuestions(db: Db, user: AuthUser, q: BankQuery): Promise<BankList> {
  const conditions: SQL[] = [eq(questions.organizationId, user.organizationId)];
  if (q.subject) conditions.push(eq(questions.subject, q.subject.toLowerCase()));
  if (q.topic) conditions.push(eq(questions.topic, q.topic.toLowerCase()));
  if (q.difficulty) conditions.push(eq(questions.difficulty, q.difficulty));
  if (q.ids) conditions.push(inArray(questions.id, q.ids));
  if (q.language) conditions.push(sql`coalesce(${questions.text} ->> ${q.language}, '') <> ''`);
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(sql`${questions.text} ->> 'hi'`, pattern), ilike(sql`${questions.text} ->> 'en'`, pattern))!);
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(questions).where(where);
  const rows = await db
    .select({ row: questions, used: usedInSectionsSql })
    .from(questions)
    .where(where)
    .orderBy(desc(questions.createdAt), asc(questions.sourceKey), asc(questions.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { data: rows.map((r) => toBankQuestion(r.row, r.used)), page: q.page, limit: q.limit, total };
}

export async function getQuestion(db: Db, user: AuthUser, id: string): Promise<BankQuestion> {
  const found = await findQuestion(db, user, id);
  if (!found) throw notFound('Question');
  return toBankQuestion(found.row, found.used);
}

export async function createQuestion(db: Db, user: AuthUser, input: QuestionInput): Promise<BankQuestion> {
  const [row] = await db
    .insert(questions)
    .values({ ...toQuestionValues(input), organizationId: user.organizationId, createdBy: user.id })
    .returning();
  return toBankQuestion(row, 0);
}

/** Replaces the question's content. Results already scored keep their stored scores. */
export async function updateQuestion(db: Db, user: AuthUser, id: string, input: QuestionInput): Promise<BankQuestion> {
  const found = await findQuestion(db, user, id);
  if (!found) throw notFound('Question');
  const [row] = await db
    .update(questions)
    .set({ ...toQuestionValues(input), updatedAt: new Date() })
    .where(eq(questions.id, id))
    .returning();
  if (found.used > 0) {
    // A corrected key or text reaches the next start and submission of every set using it, on every server process.
    const sets = await db
      .selectDistinct({ id: examSections.setId })
      .from(examSectionQuestions)
      .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
      .where(eq(examSectionQuestions.questionId, id));
    await forgetSets(
      db,
      sets.map((s) => s.id),
    );
  }
  return toBankQuestion(row, found.used);
}

export async function deleteQuestion(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findQuestion(tx, user, id);
    if (!found) throw notFound('Question');
    const [answered] = await tx.select({ n: count() }).from(attemptAnswers).where(eq(attemptAnswers.questionId, id));
    if (found.used > 0 || answered.n > 0) throw conflict('This question is used in a test. Remove it from the test first');
    await tx.delete(questions).where(eq(questions.id, id));
  });
}

/** Saves every question of a clean import in one transaction: all or nothing. */
export async function importQuestions(db: Db, user: AuthUser, report: ImportReport, valid: ValidQuestion[]): Promise<ImportReport> {
  if (report.errorCount > 0 || valid.length !== report.rows.length) {
    throw new AppError('UNPROCESSABLE', 'Some rows have errors. Nothing was imported.', report);
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      await tx
        .insert(questions)
        .values(
          valid
            .slice(i, i + INSERT_CHUNK)
            .map((q) => ({ ...toQuestionValues(q), organizationId: user.organizationId, createdBy: user.id })),
        );
      // PGlite answers without a turn of the event loop in between; let other requests run.
      await yieldToLoop();
    }
  });
  return { ...report, imported: valid.length };
}

import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, count, desc, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankList, BankQuery, BankQuestion, ImportReport, questionInput } from '@pariksha/shared/schemas/question-bank';
import type { Db } from '../../db/client.ts';
import { attemptAnswers, examSectionQuestions, examSections, files, questions } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { sniffImage } from '../files/service.ts';
import { PENDING_IMAGE, type ImportImage } from './formats/parsed.ts';
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

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The images a Moodle XML file carried, put in the storage; their URLs by index. An image that
 * is not a PNG, JPEG or WebP is left out (its question keeps no image) rather than served.
 */
async function storeImportImages(storage: Storage, user: AuthUser, images: ImportImage[]) {
  const stored = new Map<number, { id: string; mimeType: string; sizeBytes: number; storageKey: string }>();
  for (const [index, image] of images.entries()) {
    const bytes = Buffer.from(image.bytes);
    const mimeType = sniffImage(bytes);
    if (!mimeType || !IMAGE_EXTENSIONS[mimeType]) continue;
    const id = crypto.randomUUID();
    const storageKey = `${user.organizationId}/question/${id}.${IMAGE_EXTENSIONS[mimeType]}`;
    await storage.put(storageKey, bytes);
    stored.set(index, { id, mimeType, sizeBytes: bytes.length, storageKey });
  }
  return stored;
}

/**
 * Saves every question of a clean import in one transaction: all or nothing. Images go to the
 * storage first and their rows into the same transaction; if it fails, the stored bytes are
 * removed again.
 */
export async function importQuestions(
  db: Db,
  user: AuthUser,
  report: ImportReport,
  parsed: ValidQuestion[],
  images: ImportImage[] = [],
  storage?: Storage,
): Promise<ImportReport> {
  if (report.errorCount > 0 || parsed.length !== report.rows.length) {
    throw new AppError('UNPROCESSABLE', 'Some rows have errors. Nothing was imported.', report);
  }
  const stored = storage && images.length ? await storeImportImages(storage, user, images) : new Map();
  const valid = parsed.map((q) => {
    if (!q.imageUrl?.startsWith(PENDING_IMAGE)) return q;
    const image = stored.get(Number(q.imageUrl.slice(PENDING_IMAGE.length)));
    return { ...q, imageUrl: image ? `/api/files/${image.id}` : null };
  });
  try {
    await saveImport(db, user, valid, [...stored.values()]);
  } catch (err) {
    if (storage) for (const image of stored.values()) await storage.remove(image.storageKey).catch(() => undefined);
    throw err;
  }
  return { ...report, imported: valid.length };
}

async function saveImport(
  db: Db,
  user: AuthUser,
  valid: ValidQuestion[],
  images: { id: string; mimeType: string; sizeBytes: number; storageKey: string }[],
) {
  await db.transaction(async (tx) => {
    if (images.length) {
      await tx
        .insert(files)
        .values(images.map((f) => ({ ...f, organizationId: user.organizationId, ownerId: user.id, purpose: 'question' as const })));
    }
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
}

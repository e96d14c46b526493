import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { blockerMessage, publishBlockers } from '@pariksha/shared/exam/publish-readiness';
import type {
  AuthoringExam,
  CreateExamRequest,
  CreateSetRequest,
  SectionInput,
  UpdateExamRequest,
  UpdateSetRequest,
} from '@pariksha/shared/schemas/exams';
import type { Db, Tx } from '../../db/client.ts';
import { exams, examSectionQuestions, examSections, examSets, questions } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { cleanBilingual } from '../question-bank/repo.ts';
import { forgetSets } from '../attempts/cache.ts';
import {
  attemptCountOfExam,
  attemptCountOfSet,
  findExam,
  findSection,
  findSet,
  listExams,
  loadAuthoringExam,
  type ExamRow,
} from './repo.ts';
import { sectionsFromTemplate, setFromTemplate, timePerQuestion, totalMarksOf } from './template-copy.ts';

export { listExams, loadAuthoringExam as getExam };

const LIVE_WINDOW = 'A live test needs a start and an end after the start';
const toDate = (s: string | null | undefined) => (s ? new Date(s) : null);

const setIdsOf = async (db: Db | Tx, examId: string) =>
  (await db.select({ id: examSets.id }).from(examSets).where(eq(examSets.examId, examId))).map((r) => r.id);

/**
 * After a committed change to an exam or its sets: every server process drops what it keeps of
 * them for starts, saves and scoring (attempts/cache.ts), so an unpublished test, a moved window
 * or a changed mark applies at once on every worker.
 */
const examChanged = async (db: Db, examId: string) => forgetSets(db, await setIdsOf(db, examId));

/** A new set with the template's sections, placed after the exam's other sets. */
async function insertSetFromTemplate(tx: Tx, exam: ExamRow, title: { hi?: string; en?: string }, timingMode: 'whole' | 'perSection') {
  const [{ last }] = await tx
    .select({ last: max(examSets.position) })
    .from(examSets)
    .where(eq(examSets.examId, exam.id));
  const [set] = await tx
    .insert(examSets)
    .values({
      examId: exam.id,
      organizationId: exam.organizationId,
      title: cleanBilingual(title),
      position: last === null ? 0 : last + 1,
      timingMode,
      ...setFromTemplate(exam.code as ExamCode),
    })
    .returning();
  await tx
    .insert(examSections)
    .values(sectionsFromTemplate(exam.code as ExamCode).map((s) => ({ ...s, setId: set.id, organizationId: exam.organizationId })));
  return set;
}

/** The exam, its first set "Set 1" and the template's sections, in one transaction. */
export async function createExam(db: Db, user: AuthUser, input: CreateExamRequest): Promise<AuthoringExam> {
  const live = input.kind === 'live';
  const examId = await db.transaction(async (tx) => {
    const [exam] = await tx
      .insert(exams)
      .values({
        organizationId: user.organizationId,
        code: input.code,
        title: cleanBilingual(input.title),
        description: cleanBilingual(input.description),
        kind: input.kind,
        visibility: input.visibility,
        languages: [...new Set(input.languages)],
        // Only a live test has a window; a practice or mock test is open whenever it is published.
        startsAt: live ? toDate(input.startsAt) : null,
        endsAt: live ? toDate(input.endsAt) : null,
        createdBy: user.id,
      })
      .returning();
    await insertSetFromTemplate(tx, exam, { hi: 'सेट 1', en: 'Set 1' }, input.timingMode);
    return exam.id;
  });
  return loadAuthoringExam(db, user, examId);
}

export async function updateExam(db: Db, user: AuthUser, examId: string, input: UpdateExamRequest): Promise<AuthoringExam> {
  const exam = await findExam(db, user, examId);
  const kind = input.kind ?? exam.kind;
  const startsAt = input.startsAt !== undefined ? toDate(input.startsAt) : exam.startsAt;
  const endsAt = input.endsAt !== undefined ? toDate(input.endsAt) : exam.endsAt;
  if (kind === 'live' && (!startsAt || !endsAt || endsAt <= startsAt)) {
    throw badRequest(LIVE_WINDOW);
  }
  await db
    .update(exams)
    .set({
      ...(input.title ? { title: cleanBilingual(input.title) } : {}),
      ...(input.description ? { description: cleanBilingual(input.description) } : {}),
      ...(input.visibility ? { visibility: input.visibility } : {}),
      ...(input.languages ? { languages: [...new Set(input.languages)] } : {}),
      kind,
      startsAt: kind === 'live' ? startsAt : null,
      endsAt: kind === 'live' ? endsAt : null,
      updatedAt: new Date(),
    })
    .where(eq(exams.id, exam.id));
  await examChanged(db, exam.id);
  return loadAuthoringExam(db, user, examId);
}

/** Results belong to students: an exam anyone has sat stays, and can only be unpublished. */
export async function deleteExam(db: Db, user: AuthUser, examId: string): Promise<void> {
  const setIds = await db.transaction(async (tx) => {
    const exam = await findExam(tx, user, examId, true);
    if ((await attemptCountOfExam(tx, exam.id)) > 0) throw conflict('This test has attempts. Unpublish it instead');
    const ids = await setIdsOf(tx, exam.id);
    // Sets, sections and their question links go with it (ON DELETE CASCADE).
    await tx.delete(exams).where(eq(exams.id, exam.id));
    return ids;
  });
  await forgetSets(db, setIds);
}

/**
 * Publishing needs a complete test (exam/publish-readiness.ts, the same rules the editor shows):
 * the first thing missing is the reason, all of them are in the details.
 */
export async function publishExam(db: Db, user: AuthUser, examId: string, isPublished: boolean): Promise<AuthoringExam> {
  await findExam(db, user, examId);
  if (isPublished) {
    const blockers = publishBlockers(await loadAuthoringExam(db, user, examId));
    if (blockers.length) {
      const { message, params } = blockerMessage(blockers[0]!);
      throw new AppError('UNPROCESSABLE', message, { blockers }, params);
    }
  }
  await db.update(exams).set({ isPublished, updatedAt: new Date() }).where(eq(exams.id, examId));
  await examChanged(db, examId);
  return loadAuthoringExam(db, user, examId);
}

export async function createSet(db: Db, user: AuthUser, examId: string, input: CreateSetRequest): Promise<AuthoringExam> {
  await db.transaction(async (tx) => {
    const exam = await findExam(tx, user, examId, true);
    await insertSetFromTemplate(tx, exam, input.title, input.timingMode);
  });
  return loadAuthoringExam(db, user, examId);
}

export async function updateSet(db: Db, user: AuthUser, setId: string, input: UpdateSetRequest): Promise<AuthoringExam> {
  const { set, exam } = await findSet(db, user, setId);
  await db
    .update(examSets)
    .set({
      ...(input.title ? { title: cleanBilingual(input.title) } : {}),
      ...(input.timingMode ? { timingMode: input.timingMode } : {}),
      ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
      ...(input.passingMarks !== undefined ? { passingMarks: input.passingMarks } : {}),
    })
    .where(eq(examSets.id, set.id));
  await forgetSets(db, [set.id]);
  return loadAuthoringExam(db, user, exam.id);
}

export async function deleteSet(db: Db, user: AuthUser, setId: string): Promise<AuthoringExam> {
  const examId = await db.transaction(async (tx) => {
    const { set, exam } = await findSet(tx, user, setId, true);
    if ((await attemptCountOfSet(tx, set.id)) > 0) throw conflict('This set has attempts and cannot be deleted');
    const others = await tx
      .select({ id: examSets.id })
      .from(examSets)
      .where(and(eq(examSets.examId, exam.id), ne(examSets.id, set.id)));
    if (!others.length) throw conflict('A test needs at least one set');
    await tx.delete(examSets).where(eq(examSets.id, set.id));
    return exam.id;
  });
  await forgetSets(db, [setId]);
  return loadAuthoringExam(db, user, examId);
}

/**
 * Name, timing and size may change at any time; marks only until someone has sat the set,
 * since stored scores were computed with them. The set's total marks follow its sections.
 */
export async function updateSection(db: Db, user: AuthUser, sectionId: string, input: Partial<SectionInput>): Promise<AuthoringExam> {
  const examId = await db.transaction(async (tx) => {
    const { section, set, exam } = await findSection(tx, user, sectionId, true);
    const marksChange =
      (input.markCorrect !== undefined && input.markCorrect !== section.markCorrect) ||
      (input.markWrong !== undefined && input.markWrong !== section.markWrong);
    if (marksChange && (await attemptCountOfSet(tx, set.id)) > 0) {
      throw conflict('This set already has attempts; its marks cannot change');
    }
    const durationMinutes = input.durationMinutes ?? section.durationMinutes;
    const plannedQuestionCount = input.plannedQuestionCount ?? section.plannedQuestionCount;
    await tx
      .update(examSections)
      .set({
        ...(input.name ? { name: cleanBilingual(input.name) } : {}),
        durationMinutes,
        plannedQuestionCount,
        markCorrect: input.markCorrect ?? section.markCorrect,
        markWrong: input.markWrong ?? section.markWrong,
        timePerQuestionSeconds:
          input.durationMinutes !== undefined || input.plannedQuestionCount !== undefined
            ? timePerQuestion(durationMinutes, plannedQuestionCount)
            : section.timePerQuestionSeconds,
      })
      .where(eq(examSections.id, section.id));
    if (input.markCorrect !== undefined || input.plannedQuestionCount !== undefined) {
      const all = await tx.select().from(examSections).where(eq(examSections.setId, set.id));
      await tx
        .update(examSets)
        .set({ totalMarks: totalMarksOf(all) })
        .where(eq(examSets.id, set.id));
    }
    return exam.id;
  });
  await examChanged(db, examId);
  return loadAuthoringExam(db, user, examId);
}

/**
 * Replaces the section's questions (in the given order). Every id must be a question of the
 * exam's organisation, and a question may appear once per set: answers are keyed by question.
 */
export async function setSectionQuestions(db: Db, user: AuthUser, sectionId: string, questionIds: string[]): Promise<AuthoringExam> {
  const duplicates = questionIds.filter((id, i) => questionIds.indexOf(id) !== i);
  if (duplicates.length) throw badRequest('A question can appear only once in a section', { questionIds: [...new Set(duplicates)] });
  const examId = await db.transaction(async (tx) => {
    const { section, set, exam } = await findSection(tx, user, sectionId, true);
    if ((await attemptCountOfSet(tx, set.id)) > 0) throw conflict('This set already has attempts; its questions cannot change');
    // The plan is the paper's pattern (marks, time per question): going past it is a change of
    // plan, made on purpose through updateSection, never by adding one question too many.
    // A section already past its plan (made before this rule) may still shrink or be reordered.
    const [{ n: current }] = await tx
      .select({ n: count() })
      .from(examSectionQuestions)
      .where(eq(examSectionQuestions.sectionId, section.id));
    if (questionIds.length > section.plannedQuestionCount && questionIds.length > current) {
      throw new AppError(
        'UNPROCESSABLE',
        'This section is planned for {{planned}} questions. Change the plan to add more',
        { plannedQuestionCount: section.plannedQuestionCount },
        { planned: section.plannedQuestionCount },
      );
    }
    if (questionIds.length) {
      const owned = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.organizationId, exam.organizationId), inArray(questions.id, questionIds)));
      const ownedIds = new Set(owned.map((q) => q.id));
      const missing = questionIds.filter((id) => !ownedIds.has(id));
      if (missing.length) throw badRequest('Some questions are not in your question bank', { questionIds: missing });
      const elsewhere = await tx
        .select({ questionId: examSectionQuestions.questionId })
        .from(examSectionQuestions)
        .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
        .where(and(eq(examSections.setId, set.id), ne(examSections.id, section.id), inArray(examSectionQuestions.questionId, questionIds)))
        .orderBy(asc(examSectionQuestions.position));
      if (elsewhere.length) {
        throw badRequest('A question can appear only once in a set', { questionIds: elsewhere.map((q) => q.questionId) });
      }
    }
    await tx.delete(examSectionQuestions).where(eq(examSectionQuestions.sectionId, section.id));
    if (questionIds.length) {
      await tx
        .insert(examSectionQuestions)
        .values(questionIds.map((questionId, position) => ({ sectionId: section.id, questionId, position })));
    }
    return exam.id;
  });
  await examChanged(db, examId);
  return loadAuthoringExam(db, user, examId);
}

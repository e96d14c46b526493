import { and, asc, count, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthoringExam, AuthoringSection, ExamSummary, LiveStatus } from '@pariksha/shared/schemas/exams';
import type { Db, Tx } from '../../db/client.ts';
import { examAttempts, exams, examSectionQuestions, examSections, examSets, organizations, questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

type Conn = Db | Tx;
export type ExamRow = typeof exams.$inferSelect;
export type SetRow = typeof examSets.$inferSelect;
export type SectionRow = typeof examSections.$inferSelect;

/** Tenancy: staff reach their own organisation's exams; superAdmin any. Others get 404. */
export const examScope = (user: AuthUser): SQL | undefined =>
  user.role === 'superAdmin' ? undefined : eq(exams.organizationId, user.organizationId);

export function liveStatusOf(exam: Pick<ExamRow, 'kind' | 'startsAt' | 'endsAt'>, now = Date.now()): LiveStatus | null {
  if (exam.kind !== 'live' || !exam.startsAt || !exam.endsAt) return null;
  if (now < exam.startsAt.getTime()) return 'upcoming';
  return now < exam.endsAt.getTime() ? 'live' : 'ended';
}

export function toExamSummary(row: ExamRow, organizationName: string, setCount: number, attemptedSetCount: number): ExamSummary {
  return {
    id: row.id,
    code: row.code as ExamSummary['code'],
    title: row.title,
    description: row.description,
    kind: row.kind,
    visibility: row.visibility,
    languages: row.languages.filter((l): l is 'hi' | 'en' => l === 'hi' || l === 'en'),
    organizationId: row.organizationId,
    organizationName,
    isPublished: row.isPublished,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    liveStatus: liveStatusOf(row),
    setCount: Number(setCount),
    attemptedSetCount: Number(attemptedSetCount),
  };
}

// Per-exam counts as correlated subqueries, so the list is one query however many exams there are.
const setCountSql = sql<number>`(select count(*)::int from ${examSets} where ${examSets.examId} = ${exams.id})`;
const attemptCountSql = sql<number>`(select count(*)::int from ${examAttempts} where ${examAttempts.examId} = ${exams.id})`;
const attemptedSetsSql = (userId: string) =>
  sql<number>`(select count(distinct ${examAttempts.setId})::int from ${examAttempts} where ${examAttempts.examId} = ${exams.id} and ${examAttempts.userId} = ${userId} and ${examAttempts.status} = 'submitted')`;

/** The organisation's exams, drafts included, newest first. */
export async function listExams(db: Conn, user: AuthUser) {
  const rows = await db
    .select({
      exam: exams,
      organizationName: organizations.name,
      setCount: setCountSql,
      attemptCount: attemptCountSql,
      attemptedSetCount: attemptedSetsSql(user.id),
    })
    .from(exams)
    .innerJoin(organizations, eq(organizations.id, exams.organizationId))
    .where(eq(exams.organizationId, user.organizationId))
    .orderBy(desc(exams.createdAt), asc(exams.id));
  return rows.map((r) => ({
    ...toExamSummary(r.exam, r.organizationName, r.setCount, r.attemptedSetCount),
    attemptCount: Number(r.attemptCount),
  }));
}

/** The exam if the caller may author it; `forUpdate` locks the row for the rest of the transaction. */
export async function findExam(db: Conn, user: AuthUser, examId: string, forUpdate = false): Promise<ExamRow> {
  const query = db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), examScope(user)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Exam');
  return row;
}

export async function findSet(db: Conn, user: AuthUser, setId: string, forUpdate = false): Promise<{ set: SetRow; exam: ExamRow }> {
  const query = db
    .select({ set: examSets, exam: exams })
    .from(examSets)
    .innerJoin(exams, eq(exams.id, examSets.examId))
    .where(and(eq(examSets.id, setId), examScope(user)));
  const [row] = forUpdate ? await query.for('update', { of: examSets }) : await query;
  if (!row) throw notFound('Set');
  return row;
}

export async function findSection(
  db: Conn,
  user: AuthUser,
  sectionId: string,
  forUpdate = false,
): Promise<{ section: SectionRow; set: SetRow; exam: ExamRow }> {
  const query = db
    .select({ section: examSections, set: examSets, exam: exams })
    .from(examSections)
    .innerJoin(examSets, eq(examSets.id, examSections.setId))
    .innerJoin(exams, eq(exams.id, examSets.examId))
    .where(and(eq(examSections.id, sectionId), examScope(user)));
  const [row] = forUpdate ? await query.for('update', { of: examSets }) : await query;
  if (!row) throw notFound('Section');
  return row;
}

export async function attemptCountOfSet(db: Conn, setId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.setId, setId));
  return n;
}

export async function attemptCountOfExam(db: Conn, examId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examId, examId));
  return n;
}

/** Everything the editor shows for one exam, in a handful of queries. */
export async function loadAuthoringExam(db: Conn, user: AuthUser, examId: string): Promise<AuthoringExam> {
  const exam = await findExam(db, user, examId);
  const [[org], sets, [attempts], [attempted]] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, exam.organizationId)),
    db.select().from(examSets).where(eq(examSets.examId, examId)).orderBy(asc(examSets.position), asc(examSets.createdAt)),
    db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examId, examId)),
    db
      .select({ n: countDistinct(examAttempts.setId) })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted'))),
  ]);
  const setIds = sets.map((s) => s.id);
  const sections = setIds.length
    ? await db.select().from(examSections).where(inArray(examSections.setId, setIds)).orderBy(asc(examSections.position))
    : [];
  const sectionIds = sections.map((s) => s.id);
  const links = sectionIds.length
    ? await db
        .select({
          sectionId: examSectionQuestions.sectionId,
          questionId: examSectionQuestions.questionId,
          text: questions.text,
          options: questions.options,
          correctOptionIds: questions.correctOptionIds,
        })
        .from(examSectionQuestions)
        .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
        .where(inArray(examSectionQuestions.sectionId, sectionIds))
        .orderBy(asc(examSectionQuestions.position))
    : [];
  const questionIdsOf = new Map<string, string[]>();
  const gapsOf = new Map<string, NonNullable<AuthoringSection['gaps']>>();
  for (const l of links) {
    questionIdsOf.set(l.sectionId, [...(questionIdsOf.get(l.sectionId) ?? []), l.questionId]);
    const gaps = gapsOf.get(l.sectionId) ?? { noAnswerKey: 0, noHindi: 0, noEnglish: 0 };
    const written = (lang: 'hi' | 'en') => Boolean(l.text[lang]?.trim()) && l.options.every((o) => Boolean(o[lang]?.trim()));
    if (!l.correctOptionIds.some((id) => l.options.some((o) => o.id === id))) gaps.noAnswerKey++;
    if (!written('hi')) gaps.noHindi++;
    if (!written('en')) gaps.noEnglish++;
    gapsOf.set(l.sectionId, gaps);
  }

  return {
    ...toExamSummary(exam, org?.name ?? '', sets.length, attempted.n),
    attemptCount: attempts.n,
    sets: sets.map((set) => {
      const own: AuthoringSection[] = sections
        .filter((s) => s.setId === set.id)
        .map((s) => {
          const questionIds = questionIdsOf.get(s.id) ?? [];
          return {
            id: s.id,
            position: s.position,
            name: s.name,
            durationMinutes: s.durationMinutes,
            questionCount: questionIds.length,
            plannedQuestionCount: s.plannedQuestionCount,
            markCorrect: s.markCorrect,
            markWrong: s.markWrong,
            timePerQuestionSeconds: s.timePerQuestionSeconds,
            questionIds,
            gaps: gapsOf.get(s.id) ?? { noAnswerKey: 0, noHindi: 0, noEnglish: 0 },
          };
        });
      return {
        id: set.id,
        examId: set.examId,
        title: set.title,
        position: set.position,
        timingMode: set.timingMode,
        durationMinutes: set.durationMinutes,
        passingMarks: set.passingMarks,
        totalMarks: set.totalMarks,
        questionCount: own.reduce((n, s) => n + s.questionCount, 0),
        sections: own,
      };
    }),
  };
}

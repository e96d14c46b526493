import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QuestionReport, QuestionReportList, ReportReason } from '@pariksha/shared/schemas/question-reports';
import type { Db } from '../../db/client.ts';
import {
  examAttempts,
  examSectionQuestions,
  examSections,
  examSets,
  exams,
  questionReports,
  questions,
  users,
} from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const DUPLICATE_REPORT = 'You have already reported this question. Its staff will look into it.';
export const NOT_ATTEMPTED = 'You can report a question of a test you have submitted';

type NewReport = { setId: string; reason: ReportReason; details: string };

/**
 * Stores a report by a student who submitted the test holding the question. Answers 404 when
 * the question is not in that test (nothing to report), 403 without a submitted attempt, 409
 * when this student reported the question before.
 */
export async function createReport(db: Db, user: AuthUser, questionId: string, input: NewReport) {
  const [inSet] = await db
    .select({ organizationId: questions.organizationId, text: questions.text })
    .from(examSectionQuestions)
    .innerJoin(examSections, eq(examSections.id, examSectionQuestions.sectionId))
    .innerJoin(questions, eq(questions.id, examSectionQuestions.questionId))
    .where(and(eq(examSections.setId, input.setId), eq(examSectionQuestions.questionId, questionId)))
    .limit(1);
  if (!inSet) throw notFound('Question');
  const [attempt] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.setId, input.setId), eq(examAttempts.userId, user.id), eq(examAttempts.status, 'submitted')))
    .limit(1);
  if (!attempt) throw forbidden(NOT_ATTEMPTED);
  // The unique index settles a double click racing itself; the conflict target names it.
  const [row] = await db
    .insert(questionReports)
    .values({ organizationId: inSet.organizationId, questionId, reportedBy: user.id, ...input })
    .onConflictDoNothing({ target: [questionReports.questionId, questionReports.reportedBy] })
    .returning();
  if (!row) throw conflict(DUPLICATE_REPORT);
  return { report: row, questionText: inSet.text };
}

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');

/** The org's staff see the reports on their questions; superAdmin sees every organisation's. */
function scope(user: AuthUser): SQL | undefined {
  return user.role === 'superAdmin' ? undefined : eq(questionReports.organizationId, user.organizationId ?? '');
}

function select(db: Db) {
  return db
    .select({
      r: questionReports,
      questionText: questions.text,
      setTitle: examSets.title,
      examId: exams.id,
      examTitle: exams.title,
      reporterName: reporter.name,
      reporterUsername: reporter.username,
      resolverName: resolver.name,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(reporter, eq(reporter.id, questionReports.reportedBy))
    .leftJoin(resolver, eq(resolver.id, questionReports.resolvedBy))
    .leftJoin(examSets, eq(examSets.id, questionReports.setId))
    .leftJoin(exams, eq(exams.id, examSets.examId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const join = (a?: string, b?: string) => [a, b].filter(Boolean).join(' · ') || undefined;

function toReport(x: Row): QuestionReport {
  return {
    id: x.r.id,
    questionId: x.r.questionId,
    questionText: x.questionText,
    setId: x.r.setId,
    examId: x.examId,
    testTitle: x.setTitle && x.examTitle ? { hi: join(x.examTitle.hi, x.setTitle.hi), en: join(x.examTitle.en, x.setTitle.en) } : null,
    reason: x.r.reason,
    details: x.r.details,
    status: x.r.status,
    reporter: { id: x.r.reportedBy, name: x.reporterName, username: x.reporterUsername },
    createdAt: x.r.createdAt.toISOString(),
    resolvedAt: x.r.resolvedAt?.toISOString() ?? null,
    resolvedByName: x.resolverName ?? null,
  };
}

export async function listReports(
  db: Db,
  user: AuthUser,
  q: { status: 'open' | 'resolved' | 'all'; page: number; limit: number },
): Promise<QuestionReportList> {
  const where = and(scope(user), q.status === 'all' ? undefined : eq(questionReports.status, q.status));
  const [rows, [{ total }], [{ open }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(questionReports).where(where),
    db
      .select({ open: count() })
      .from(questionReports)
      .where(and(scope(user), eq(questionReports.status, 'open'))),
  ]);
  return { data: rows.map(toReport), total, open };
}

export async function getReport(db: Db, user: AuthUser, id: string): Promise<QuestionReport> {
  const [row] = await select(db).where(and(eq(questionReports.id, id), scope(user)));
  // Another organisation's report answers as if it did not exist.
  if (!row) throw notFound('Report');
  return toReport(row);
}

export async function setResolved(db: Db, user: AuthUser, id: string, resolved: boolean): Promise<QuestionReport> {
  const [row] = await db
    .update(questionReports)
    .set(
      resolved
        ? { status: 'resolved', resolvedBy: user.id, resolvedAt: new Date() }
        : { status: 'open', resolvedBy: null, resolvedAt: null },
    )
    .where(and(eq(questionReports.id, id), scope(user)))
    .returning({ id: questionReports.id });
  if (!row) throw notFound('Report');
  return getReport(db, user, id);
}

/** Active admins, owners and teachers of the organisation: who is told of a new report. */
export async function staffOf(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        or(eq(users.role, 'admin'), eq(users.orgRole, 'owner'), eq(users.orgRole, 'teacher')),
      ),
    );
  return rows.map((r) => r.id);
}

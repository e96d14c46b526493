import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { formatMarks } from '@pariksha/shared/exam/fraction';
import type { ExamSummary, LiveStatus, PaperFacts, SectionSummary, SetSummary, TestLanguage } from '@pariksha/shared/schemas/exams';
import type { Db, Tx } from '../../db/client.ts';
import { examAttempts, examSections, examSets, exams, organizations } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type ExamRow = typeof exams.$inferSelect;
export type SetRow = typeof examSets.$inferSelect;
export type SectionRow = typeof examSections.$inferSelect;

/**
 * The student-side visibility rule (brief "Visibility rule"): published, and either the
 * caller's own organisation or the platform's public/paid content. superAdmin sees every
 * published exam. Everything else answers 404, so another organisation's tests stay unknown.
 */
export function visibleExamsWhere(user: AuthUser): SQL {
  const published = eq(exams.isPublished, true);
  if (user.role === 'superAdmin') return published;
  return and(
    published,
    or(
      eq(exams.organizationId, user.organizationId),
      and(eq(exams.organizationId, DEFAULT_ORG_ID), inArray(exams.visibility, ['public', 'paid'])),
    ),
  )!;
}

export function isExamVisible(user: AuthUser, exam: Pick<ExamRow, 'isPublished' | 'organizationId' | 'visibility'>): boolean {
  if (!exam.isPublished) return false;
  if (user.role === 'superAdmin') return true;
  if (exam.organizationId === user.organizationId) return true;
  return exam.organizationId === DEFAULT_ORG_ID && (exam.visibility === 'public' || exam.visibility === 'paid');
}

/** Where a live test is by the server's clock; null for practice and mock tests. */
export function liveStatusOf(exam: Pick<ExamRow, 'kind' | 'startsAt' | 'endsAt'>, now: number): LiveStatus | null {
  if (exam.kind !== 'live') return null;
  if (exam.startsAt && now < exam.startsAt.getTime()) return 'upcoming';
  if (exam.endsAt && now >= exam.endsAt.getTime()) return 'ended';
  return 'live';
}

const LANGS: readonly string[] = ['hi', 'en'];

export function toExamSummary(
  exam: ExamRow,
  organizationName: string,
  counts: { setCount: number; attemptedSetCount: number },
  now: number,
): ExamSummary {
  return {
    id: exam.id,
    code: exam.code as ExamCode,
    title: exam.title,
    description: exam.description ?? {},
    kind: exam.kind,
    visibility: exam.visibility,
    languages: exam.languages.filter((l): l is TestLanguage => LANGS.includes(l)),
    organizationId: exam.organizationId,
    organizationName,
    isPublished: exam.isPublished,
    startsAt: exam.startsAt?.toISOString() ?? null,
    endsAt: exam.endsAt?.toISOString() ?? null,
    liveStatus: liveStatusOf(exam, now),
    setCount: counts.setCount,
    attemptedSetCount: counts.attemptedSetCount,
  };
}

/** Per-exam counts for summaries: sets, and sets the caller has submitted at least once. */
// Correlated subqueries name the outer table explicitly: drizzle leaves columns unqualified in a
// single-table select, where "id" would bind to the inner table instead.
export const setCountSql = sql<number>`(select count(*)::int from exam_sets s where s.exam_id = "exams"."id")`;
export const attemptedSetCountSql = (userId: string) =>
  sql<number>`(select count(distinct a.set_id)::int from exam_attempts a where a.user_id = ${userId} and a.exam_id = "exams"."id" and a.status = 'submitted')`;

/** A set with its exam and the exam organisation's name, in one query. */
export async function findSetWithExam(db: Db | Tx, setId: string) {
  const [row] = await db
    .select({ set: examSets, exam: exams, organizationName: organizations.name })
    .from(examSets)
    .innerJoin(exams, eq(exams.id, examSets.examId))
    .innerJoin(organizations, eq(organizations.id, exams.organizationId))
    .where(eq(examSets.id, setId));
  return row;
}

/**
 * The first paper (lowest position) of each exam with its question count, duration, marks and
 * the largest negative mark of its sections: two queries whatever the number of exams.
 */
export async function loadPaperFacts(db: Db | Tx, examIds: string[]): Promise<Map<string, PaperFacts>> {
  const result = new Map<string, PaperFacts>();
  if (!examIds.length) return result;
  const sets = await db
    .select({ id: examSets.id, examId: examSets.examId, durationMinutes: examSets.durationMinutes, totalMarks: examSets.totalMarks })
    .from(examSets)
    .where(inArray(examSets.examId, examIds))
    .orderBy(asc(examSets.position), asc(examSets.createdAt));
  const first = new Map<string, (typeof sets)[number]>();
  for (const set of sets) if (!first.has(set.examId)) first.set(set.examId, set);
  const sections = await loadSections(
    db,
    [...first.values()].map((s) => s.id),
  );
  for (const [examId, set] of first) {
    const own = sections.filter((s) => s.setId === set.id);
    const markWrong = own.reduce((max, s) => (Number(s.markWrong) > Number(max) ? s.markWrong : max), '0');
    result.set(examId, {
      questionCount: own.reduce((n, s) => n + s.questionCount, 0),
      durationMinutes: set.durationMinutes,
      totalMarks: set.totalMarks,
      markWrong,
    });
  }
  return result;
}

export type SectionWithCount = SectionRow & { questionCount: number };

export function toSectionSummary(s: SectionWithCount): SectionSummary {
  return {
    id: s.id,
    position: s.position,
    name: s.name,
    durationMinutes: s.durationMinutes,
    questionCount: s.questionCount,
    plannedQuestionCount: s.plannedQuestionCount,
    markCorrect: s.markCorrect,
    markWrong: s.markWrong,
    timePerQuestionSeconds: s.timePerQuestionSeconds,
  };
}

/** Sections of the given sets in order, each with the number of questions actually attached. */
export async function loadSections(db: Db | Tx, setIds: string[]): Promise<SectionWithCount[]> {
  if (!setIds.length) return [];
  const rows = await db
    .select({
      section: examSections,
      questionCount: sql<number>`(select count(*)::int from exam_section_questions q where q.section_id = "exam_sections"."id")`,
    })
    .from(examSections)
    .where(inArray(examSections.setId, setIds))
    .orderBy(asc(examSections.position), asc(examSections.id));
  return rows.map((r) => ({ ...r.section, questionCount: Number(r.questionCount) }));
}

/**
 * The sets of the given exams with their sections and the caller's standing on each: three
 * queries whatever the number of exams (no N+1).
 */
export async function loadSetSummaries(db: Db | Tx, examIds: string[], userId: string): Promise<Map<string, SetSummary[]>> {
  const result = new Map<string, SetSummary[]>(examIds.map((id) => [id, []]));
  if (!examIds.length) return result;
  const sets = await db
    .select()
    .from(examSets)
    .where(inArray(examSets.examId, examIds))
    .orderBy(asc(examSets.position), asc(examSets.createdAt));
  const setIds = sets.map((s) => s.id);
  const [sections, mine] = await Promise.all([loadSections(db, setIds), loadMyAttempts(db, setIds, userId)]);
  for (const set of sets) {
    const own = sections.filter((s) => s.setId === set.id).map(toSectionSummary);
    result.get(set.examId)!.push(toSetSummary(set, own, mine.get(set.id) ?? []));
  }
  return result;
}

type MyAttempt = {
  id: string;
  status: 'inProgress' | 'submitted';
  scoreNumerator: number | null;
  scoreDenominator: number | null;
  submittedAt: Date | null;
};

export async function loadMyAttempts(db: Db | Tx, setIds: string[], userId: string): Promise<Map<string, MyAttempt[]>> {
  const bySet = new Map<string, MyAttempt[]>();
  if (!setIds.length) return bySet;
  const rows = await db
    .select({
      id: examAttempts.id,
      setId: examAttempts.setId,
      status: examAttempts.status,
      scoreNumerator: examAttempts.scoreNumerator,
      scoreDenominator: examAttempts.scoreDenominator,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.setId, setIds)));
  for (const { setId, ...row } of rows) {
    const list = bySet.get(setId) ?? [];
    list.push(row);
    bySet.set(setId, list);
  }
  return bySet;
}

export function toSetSummary(set: SetRow, sections: SectionSummary[], mine: MyAttempt[]): SetSummary {
  const open = mine.find((a) => a.status === 'inProgress');
  const last = mine
    .filter((a) => a.status === 'submitted' && a.submittedAt)
    .sort((a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime())[0];
  return {
    id: set.id,
    examId: set.examId,
    title: set.title,
    position: set.position,
    timingMode: set.timingMode,
    durationMinutes: set.durationMinutes,
    passingMarks: set.passingMarks,
    totalMarks: set.totalMarks,
    questionCount: sections.reduce((n, s) => n + s.questionCount, 0),
    sections,
    me: {
      inProgressAttemptId: open?.id ?? null,
      lastSubmittedAttemptId: last?.id ?? null,
      lastScore: last && last.scoreNumerator != null ? formatMarks({ num: last.scoreNumerator, den: last.scoreDenominator ?? 1 }) : null,
      attemptsUsed: mine.length,
    },
  };
}

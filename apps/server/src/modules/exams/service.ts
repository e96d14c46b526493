import { and, asc, count, desc, eq, gt, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ExamDetail, ExamList, ExamListQuery, LiveTestList, SetDetail } from '@pariksha/shared/schemas/exams';
import type { Db } from '../../db/client.ts';
import { exams, organizations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  attemptedSetCountSql,
  findSetWithExam,
  isExamVisible,
  loadMyAttempts,
  loadPaperFacts,
  loadSections,
  loadSetSummaries,
  setCountSql,
  toExamSummary,
  toSectionSummary,
  toSetSummary,
  visibleExamsWhere,
  type ExamRow,
} from './repo.ts';

const LIVE_LIST_LIMIT = 100;
const ENDED_LIST_LIMIT = 20;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilters(user: AuthUser, q: ExamListQuery): SQL {
  const where: SQL[] = [visibleExamsWhere(user)];
  if (q.code) where.push(eq(exams.code, q.code));
  if (q.kind) where.push(eq(exams.kind, q.kind));
  if (q.language) where.push(sql`${q.language} = any(${exams.languages})`);
  if (q.access === 'paid') where.push(eq(exams.visibility, 'paid'));
  if (q.access === 'free') where.push(ne(exams.visibility, 'paid'));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(sql`${exams.title}->>'hi'`, pattern), ilike(sql`${exams.title}->>'en'`, pattern), ilike(exams.code, pattern))!);
  }
  return and(...where)!;
}

const summaryColumns = (userId: string) => ({
  exam: exams,
  organizationName: organizations.name,
  setCount: setCountSql,
  attemptedSetCount: attemptedSetCountSql(userId),
});

type SummaryRow = { exam: ExamRow; organizationName: string; setCount: number; attemptedSetCount: number };
const summarize = (r: SummaryRow, now: number) =>
  toExamSummary(r.exam, r.organizationName, { setCount: Number(r.setCount), attemptedSetCount: Number(r.attemptedSetCount) }, now);

/** Published, visible exams, newest first, with the caller's progress. */
export async function listExams(db: Db, user: AuthUser, q: ExamListQuery): Promise<ExamList> {
  const where = listFilters(user, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns(user.id))
      .from(exams)
      .innerJoin(organizations, eq(organizations.id, exams.organizationId))
      .where(where)
      .orderBy(desc(exams.createdAt), asc(exams.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  const now = Date.now();
  const papers = await loadPaperFacts(
    db,
    rows.map((r) => r.exam.id),
  );
  return {
    data: rows.map((r) => ({ ...summarize(r, now), paper: papers.get(r.exam.id) ?? null })),
    page: q.page,
    limit: q.limit,
    total,
  };
}

async function withSets(db: Db, user: AuthUser, rows: SummaryRow[], now: number): Promise<ExamDetail[]> {
  const sets = await loadSetSummaries(
    db,
    rows.map((r) => r.exam.id),
    user.id,
  );
  return rows.map((r) => ({ ...summarize(r, now), sets: sets.get(r.exam.id) ?? [] }));
}

/** Live tests the caller can see, grouped by the server's clock. */
export async function listLive(db: Db, user: AuthUser): Promise<LiveTestList> {
  const now = new Date();
  const base = and(visibleExamsWhere(user), eq(exams.kind, 'live'));
  const query = () => db.select(summaryColumns(user.id)).from(exams).innerJoin(organizations, eq(organizations.id, exams.organizationId));
  const [open, ended] = await Promise.all([
    query()
      .where(and(base, or(isNull(exams.endsAt), gt(exams.endsAt, now))))
      .orderBy(asc(exams.startsAt), asc(exams.id))
      .limit(LIVE_LIST_LIMIT),
    query()
      .where(and(base, lte(exams.endsAt, now)))
      .orderBy(desc(exams.endsAt), asc(exams.id))
      .limit(ENDED_LIST_LIMIT),
  ]);
  const details = await withSets(db, user, [...open, ...ended], now.getTime());
  const by = (status: string) => details.filter((d) => d.liveStatus === status);
  return { serverNow: now.toISOString(), upcoming: by('upcoming'), live: by('live'), ended: by('ended') };
}

export async function getExam(db: Db, user: AuthUser, examId: string): Promise<ExamDetail> {
  const [row] = await db
    .select(summaryColumns(user.id))
    .from(exams)
    .innerJoin(organizations, eq(organizations.id, exams.organizationId))
    .where(and(eq(exams.id, examId), visibleExamsWhere(user)));
  if (!row) throw notFound('Exam');
  return (await withSets(db, user, [row], Date.now()))[0];
}

/** The instructions page of a set. */
export async function getSet(db: Db, user: AuthUser, setId: string): Promise<SetDetail> {
  const found = await findSetWithExam(db, setId);
  if (!found || !isExamVisible(user, found.exam)) throw notFound('Test');
  const { set, exam, organizationName } = found;
  const [[counts], sections, mine] = await Promise.all([
    db
      .select({ setCount: setCountSql, attemptedSetCount: attemptedSetCountSql(user.id) })
      .from(exams)
      .where(eq(exams.id, exam.id)),
    loadSections(db, [set.id]),
    loadMyAttempts(db, [set.id], user.id),
  ]);
  const now = Date.now();
  return {
    ...toSetSummary(set, sections.map(toSectionSummary), mine.get(set.id) ?? []),
    exam: toExamSummary(
      exam,
      organizationName,
      { setCount: Number(counts.setCount), attemptedSetCount: Number(counts.attemptedSetCount) },
      now,
    ),
    serverNow: new Date(now).toISOString(),
  };
}

import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Student, StudentStatus } from '@pariksha/shared/schemas/students';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups, studentProfiles, users } from '../../db/schema/index.ts';

/** Queries of the students module; every one takes the organisation it is scoped to. */

export type StudentFilters = { search?: string; batchId?: string; status?: StudentStatus };

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A student is an account of the organisation with the plain user role and the student org role. */
export const isStudentOf = (organizationId: string) =>
  and(eq(users.organizationId, organizationId), eq(users.role, 'user'), eq(users.orgRole, 'student'));

function whereOf(organizationId: string, f: StudentFilters): SQL {
  const conditions: SQL[] = [isStudentOf(organizationId)!];
  if (f.status) conditions.push(eq(users.isActive, f.status === 'active'));
  if (f.search) {
    const text = escapeLike(f.search);
    const digits = f.search.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.name, text),
        ilike(users.username, text),
        ilike(users.email, text),
        digits.length >= 3 ? like(users.phone, `%${digits}%`) : undefined,
      )!,
    );
  }
  if (f.batchId) {
    conditions.push(
      sql`exists (select 1 from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
        where gm.user_id = ${users.id} and gm.group_id = ${f.batchId} and g.organization_id = ${organizationId})`,
    );
  }
  return and(...conditions)!;
}

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  mobile: users.phone,
  isActive: users.isActive,
  createdAt: users.createdAt,
  guardianName: studentProfiles.guardianName,
  guardianMobile: studentProfiles.guardianMobile,
  guardianEmail: studentProfiles.guardianEmail,
  guardianLanguage: studentProfiles.guardianLanguage,
};
type Row = {
  id: string;
  name: string;
  username: string;
  email: string | null;
  mobile: string | null;
  isActive: boolean;
  createdAt: Date;
  guardianName: string | null;
  guardianMobile: string | null;
  guardianEmail: string | null;
  guardianLanguage: 'hi' | 'en' | null;
};

function toStudent(r: Row, batches: Map<string, { id: string; name: string }[]>): Student {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    mobile: r.mobile,
    guardianName: r.guardianName,
    guardianMobile: r.guardianMobile,
    guardianEmail: r.guardianEmail,
    guardianLanguage: r.guardianLanguage ?? 'hi',
    status: r.isActive ? 'active' : 'deactivated',
    batches: batches.get(r.id) ?? [],
    joinedAt: r.createdAt.toISOString(),
  };
}

/** The batches (live groups with isBatch) of each of these users, by name. */
export async function batchesOf(db: Db | Tx, organizationId: string, userIds: string[]) {
  const map = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: groupMembers.userId, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        inArray(groupMembers.userId, userIds),
        eq(groups.organizationId, organizationId),
        eq(groups.isBatch, true),
        isNull(groups.archivedAt),
      ),
    )
    .orderBy(asc(groups.name));
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.userId, list);
  }
  return map;
}

export async function selectStudents(
  db: Db | Tx,
  organizationId: string,
  filters: StudentFilters,
  page: { limit: number; offset: number },
): Promise<{ data: Student[]; total: number }> {
  const where = whereOf(organizationId, filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const batches = await batchesOf(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toStudent(r, batches)), total };
}

export async function selectStudent(db: Db | Tx, organizationId: string, studentId: string): Promise<Student | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(and(isStudentOf(organizationId), eq(users.id, studentId)));
  if (!row) return undefined;
  return toStudent(row, await batchesOf(db, organizationId, [studentId]));
}

/** The organisation's live batches, by id and by name (case-insensitive). */
export async function selectBatches(db: Db | Tx, organizationId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), eq(groups.isBatch, true), isNull(groups.archivedAt)));
}

/** Members in each of these groups now. */
export async function memberCounts(db: Db | Tx, groupIds: string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, groupIds))
    .groupBy(groupMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

/** Which of these usernames and emails already belong to an account (any organisation). */
export async function takenIdentifiers(db: Db | Tx, usernames: string[], emails: string[], mobiles: string[] = []) {
  const taken = { usernames: new Set<string>(), emails: new Set<string>(), mobiles: new Set<string>() };
  const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
  for (const part of chunks(usernames)) {
    const rows = await db.select({ u: users.username }).from(users).where(inArray(users.username, part));
    for (const r of rows) taken.usernames.add(r.u);
  }
  for (const part of chunks(emails)) {
    const rows = await db.select({ e: users.email }).from(users).where(inArray(users.email, part));
    for (const r of rows) if (r.e) taken.emails.add(r.e);
  }
  // A mobile number names one account (it signs in by OTP): compared by its last 10 digits,
  // as the unique index does, so +91 and the bare 10 digits are the same number.
  for (const part of chunks(mobiles.map((m) => m.slice(-10)))) {
    const rows = await db
      .select({ m: sql<string>`right(${users.phone}, 10)` })
      .from(users)
      .where(and(isNotNull(users.phone), inArray(sql`right(${users.phone}, 10)`, part)));
    for (const r of rows) taken.mobiles.add(r.m);
  }
  return taken;
}

/** Usernames starting with any of these stems: what a derived username must avoid. */
export async function usernamesLike(db: Db | Tx, stems: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < stems.length; i += 200) {
    const part = stems.slice(i, i + 200);
    const rows = await db
      .select({ u: users.username })
      .from(users)
      .where(or(...part.map((s) => like(users.username, `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))));
    for (const r of rows) found.add(r.u);
  }
  return found;
}
